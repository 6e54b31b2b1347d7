// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import "../../../tests/support/dom";
import { Collapsible } from "@/components/ui/collapsible";

describe("Collapsible (SPEC 9: a 300 ms disclosure)", () => {
  test("closed: the panel is hidden, so its links are out of the tab order", async () => {
    render(
      <Collapsible trigger="Opening hours">
        <a href="/our-locations">All locations</a>
      </Collapsible>,
    );
    const button = screen.getByRole("button", { name: "Opening hours" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "All locations" })).toBeNull();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  test("opens by keyboard, names its panel, and closes again once the animation has run", async () => {
    render(
      <Collapsible trigger="Opening hours">
        <a href="/our-locations">All locations</a>
      </Collapsible>,
    );
    const button = screen.getByRole("button", { name: "Opening hours" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const link = screen.getByRole("link", { name: "All locations" });
    expect(document.getElementById(button.getAttribute("aria-controls") ?? "")).toContainElement(link);

    await userEvent.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
    // Still shown while it shrinks, hidden after the 300 ms animation.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(screen.queryByRole("link", { name: "All locations" })).toBeNull();
  });

  test("defaultOpen starts open", () => {
    render(
      <Collapsible trigger="Filters" defaultOpen>
        <p>Make</p>
      </Collapsible>,
    );
    expect(screen.getByRole("button", { name: "Filters" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Make")).toBeVisible();
  });
});
