// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DEFAULT_OPENING_HOURS } from "@/domain/site/opening-hours";
import "../../../tests/support/dom";
import { OpenNowStatus } from "@/features/shell/open-now-status";

afterEach(() => {
  vi.useRealTimers();
});

describe("OpenNowStatus: the server's answer corrected on the shopper's clock", () => {
  test("a page cached overnight says 'Closed' until the browser recomputes it, then every minute after", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    // Tue 07:59 in Sydney (after daylight saving ended): closed, opens at 8:00am.
    vi.setSystemTime(new Date("2025-04-07T21:59:00Z"));
    render(
      <OpenNowStatus
        hours={DEFAULT_OPENING_HOURS}
        timeZone="Australia/Sydney"
        initial={{ open: false, label: "Closed" }}
        variant="line"
      />,
    );
    const status = screen.getByText(/^Closed/);
    expect(status).toHaveTextContent("Closed · opens 8:00am");
    expect(status).toHaveAttribute("data-open-now", "false");

    act(() => {
      vi.setSystemTime(new Date("2025-04-07T22:00:30Z"));
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(/^Open now/)).toHaveTextContent("Open now · closes 5:00pm");
  });

  test("the header variant shows a dot and the label, the dot hidden from screen readers", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-04-07T23:00:00Z"));
    const { container } = render(
      <OpenNowStatus
        hours={DEFAULT_OPENING_HOURS}
        timeZone="Australia/Sydney"
        initial={{ open: false, label: "" }}
        variant="dot"
      />,
    );
    expect(screen.getByText(/^Open now/)).toHaveAttribute("data-open-now", "true");
    expect(container.querySelector('[aria-hidden="true"]')).toHaveClass("bg-emerald-400");
  });
});
