// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test } from "vitest";
import { startCompareToggle } from "@/features/compare/start-compare-toggle";
import "../../../tests/support/dom";

const stored = () => JSON.parse(window.localStorage.getItem("compare") ?? "[]");

function drawn(id: number, name: string) {
  const host = document.createElement("div");
  document.body.append(host);
  return { host, stop: startCompareToggle(host, id, name) };
}

describe("the compare toggle, drawn with no React: up to 4 vehicles on this device", () => {
  beforeEach(() => {
    document.body.replaceChildren();
    window.localStorage.clear();
  });

  test("a toggle named after the vehicle: adding stores the id and links to the comparison", async () => {
    window.localStorage.setItem("compare", "[7]");
    drawn(42, "2021 Mazda CX-5");
    const button = screen.getByRole("button", { name: "Compare 2021 Mazda CX-5" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveTextContent("+Compare");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveTextContent("✓Compare");
    expect(stored()).toEqual([7, 42]);
    expect(screen.getByRole("status")).toHaveTextContent("Added to compare (2 of 4).");
    expect(screen.getByRole("link", { name: "See comparison (2)" })).toHaveAttribute(
      "href",
      "/compare?ids=7,42",
    );
    await userEvent.click(button);
    expect(stored()).toEqual([7]);
    expect(screen.getByRole("status")).toHaveTextContent("Removed from compare.");
  });

  test("a fifth pick is refused with a clear message", async () => {
    window.localStorage.setItem("compare", "[1,2,3,4]");
    drawn(5, "2020 Toyota Hilux");
    const button = screen.getByRole("button", { name: "Compare 2020 Toyota Hilux" });
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(stored()).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You can compare up to 4 vehicles. Remove one to add another.",
    );
  });

  test("only the latest pick's message shows (one link to the comparison)", async () => {
    drawn(1, "Car 1");
    drawn(2, "Car 2");
    await userEvent.click(screen.getByRole("button", { name: "Compare Car 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Compare Car 2" }));
    expect(screen.getAllByRole("link", { name: /^See comparison/ })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "See comparison (2)" })).toHaveAttribute(
      "href",
      "/compare?ids=1,2",
    );
  });

  test("a change in another tab shows at once and hides the message about the old list", async () => {
    drawn(3, "Car 3");
    const button = screen.getByRole("button", { name: "Compare Car 3" });
    await userEvent.click(button);
    window.localStorage.setItem("compare", "[]");
    window.dispatchEvent(new StorageEvent("storage", { key: "compare" }));
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  test("stopping takes the button away", () => {
    const { host, stop } = drawn(4, "Car 4");
    stop();
    expect(host).toBeEmptyDOMElement();
  });
});
