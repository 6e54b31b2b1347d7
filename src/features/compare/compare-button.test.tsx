// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test } from "vitest";
import { CompareButton } from "@/features/compare/compare-button";
import "../../../tests/support/dom";

const stored = () => JSON.parse(window.localStorage.getItem("compare") ?? "[]");

describe("CompareButton: up to 4 vehicles on this device", () => {
  beforeEach(() => window.localStorage.clear());

  test("a toggle named after the vehicle: adding stores the id and links to the comparison", async () => {
    window.localStorage.setItem("compare", "[7]");
    render(<CompareButton id={42} name="2021 Mazda CX-5" />);
    const button = screen.getByRole("button", { name: "Compare 2021 Mazda CX-5" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(stored()).toEqual([7, 42]);
    expect(screen.getByRole("status")).toHaveTextContent("Added to compare (2 of 4).");
    expect(screen.getByRole("link", { name: "See comparison (2)" })).toHaveAttribute(
      "href",
      "/compare?ids=7,42",
    );
    await userEvent.click(button);
    expect(stored()).toEqual([7]);
  });

  test("a fifth pick is refused with a clear message", async () => {
    window.localStorage.setItem("compare", "[1,2,3,4]");
    render(<CompareButton id={5} name="2020 Toyota Hilux" />);
    const button = screen.getByRole("button", { name: "Compare 2020 Toyota Hilux" });
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(stored()).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You can compare up to 4 vehicles. Remove one to add another.",
    );
  });

  test("only the latest pick's message shows (one link to the comparison)", async () => {
    render(
      <>
        <CompareButton id={1} name="Car 1" />
        <CompareButton id={2} name="Car 2" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Compare Car 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Compare Car 2" }));
    expect(screen.getAllByRole("link", { name: /^See comparison/ })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "See comparison (2)" })).toHaveAttribute(
      "href",
      "/compare?ids=1,2",
    );
  });
});
