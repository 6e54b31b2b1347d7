// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { PhoneReveal } from "@/features/phone/phone-reveal";
import { dataLayerEventIds, recordFetches } from "../../../tests/support/dom";

const car = {
  id: 42,
  dealership_id: 7,
  car_type: "used" as const,
  name: "2021 Mazda CX-5",
  slug: "2021-mazda-cx-5-u1",
  stocknum: "U1",
  price: 3_199_000,
};

describe("PhoneReveal (SPEC 4 phone reveal, SPEC 7 click to call)", () => {
  test("shows the number masked after its first five characters until clicked, then the number, and registers the reveal", async () => {
    const fetches = recordFetches();
    render(<PhoneReveal phone="02 9000 1234" display="reveal" websiteId={3} car={car} />);
    const link = screen.getByRole("link", { name: "Call 02 90XX XXXX, show the full number" });
    expect(link).toHaveAttribute("href", "tel:0290001234");

    await userEvent.click(link);

    const revealed = screen.getByRole("link", { name: /Call 02 9000 1234/ });
    expect(revealed).toHaveFocus();
    expect(fetches.calls()).toEqual([
      ["/api/phone-reveals", expect.objectContaining({ car_id: 42, dealership_id: 7, website_id: 3 })],
    ]);
    expect(dataLayerEventIds()).toEqual([]);
  });

  test("a click on the revealed number records the call (event 25 and the call endpoint) and still dials", async () => {
    const fetches = recordFetches();
    render(<PhoneReveal phone="02 9000 1234" display="show" websiteId={3} car={car} />);
    const link = screen.getByRole("link", { name: /Call 02 9000 1234/ });
    link.addEventListener("click", (event) => expect(event.defaultPrevented).toBe(false));

    await userEvent.click(link);

    expect(dataLayerEventIds()).toEqual([EVENT_IDS.click_to_call]);
    expect(fetches.calls()).toEqual([
      [
        "/api/events/car_phone_call",
        expect.objectContaining({ car_id: 42, phone: "02 9000 1234", label: "Used Car" }),
      ],
    ]);
  });

  test("works by keyboard: Enter reveals, Enter again calls", async () => {
    recordFetches();
    render(<PhoneReveal phone="0400 111 222" display="reveal" websiteId={3} dealershipId={7} prefix="" />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("link", { name: "0400 111 222" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.click_to_call]);
  });

  test("no number: nothing is rendered and a console warning names the car (SPEC 8)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = render(<PhoneReveal phone="  " display="reveal" websiteId={3} car={car} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("for car 42"));
  });
});
