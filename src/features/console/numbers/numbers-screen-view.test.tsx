// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  NumbersScreenView,
  type NumbersScreenViewProps,
} from "@/features/console/numbers/numbers-screen-view";
import "../../../../tests/support/dom";

// The Numbers screen's form from props: the range and the choice, each the kit's Field, and
// Show applying them; the chart panels are its children.

afterEach(cleanup);

function renderView(props: Partial<NumbersScreenViewProps> = {}) {
  const all: NumbersScreenViewProps = {
    id: "num",
    form: { from: "2026-01-01", to: "2026-01-31", target: "" },
    onForm: vi.fn(),
    onShow: vi.fn(),
    sites: [{ id: 3, name: "Metro Motors" }],
    dealerships: [{ id: 4, name: "Metro Parramatta" }],
    children: <p>the panels</p>,
    ...props,
  };
  render(<NumbersScreenView {...all} />);
  return all;
}

describe("NumbersScreenView", () => {
  test.each([
    ["From", "num-from", "2026-01-01"],
    ["To", "num-to", "2026-01-31"],
    ["Site or dealership", "num-for", "site:3"],
  ])("%s is labelled and shows the form's value", (label, id, value) => {
    renderView({ form: { from: "2026-01-01", to: "2026-01-31", target: "site:3" } });
    const control = screen.getByLabelText(label);
    expect(control).toHaveAttribute("id", id);
    expect(control).toHaveValue(value);
  });

  test.each([
    [[{ id: 3, name: "Metro Motors" }], [], ["Everything you can see", "Metro Motors"]],
    [[], [{ id: 4, name: "Metro Parramatta" }], ["Everything you can see", "Metro Parramatta"]],
    [[], [], ["Everything you can see"]],
  ])("sites %j and dealerships %j are the choices", (sites, dealerships, options) => {
    renderView({ sites, dealerships });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(options);
  });

  test("the range bounds each other; a change is handed up; Show applies it", async () => {
    const props = renderView();
    expect(screen.getByLabelText("From")).toHaveAttribute("max", "2026-01-31");
    expect(screen.getByLabelText("To")).toHaveAttribute("min", "2026-01-01");
    await userEvent.selectOptions(screen.getByLabelText("Site or dealership"), "dealership:4");
    expect(props.onForm).toHaveBeenCalledWith({
      from: "2026-01-01",
      to: "2026-01-31",
      target: "dealership:4",
    });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(props.onShow).toHaveBeenCalledOnce();
    expect(screen.getByText("the panels")).toBeVisible();
  });
});
