// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { type AuditEntry, AuditLogView, type AuditLogViewProps } from "@/features/console/audit-log-view";
import "../../../tests/support/dom";

// The changes screen's markup from props: the stock number filter (the kit's Field), the
// count, each change's who/what/before-and-after, and the pages.

afterEach(cleanup);

const edit: AuditEntry = {
  id: 1,
  at: "2026-11-01T00:00:00.000Z",
  staff_email: "sam@metro.example",
  entity: "car",
  entity_id: "9",
  subject: "2020 Mazda CX-5",
  action: "edit",
  changes: [
    { field: "price", before: "$30,000", after: "$29,500" },
    { field: "colour", before: "", after: "Red" },
  ],
};

function renderView(props: Partial<AuditLogViewProps> = {}) {
  const all: AuditLogViewProps = {
    id: "aud",
    route: { view: "audit" },
    stocknum: "",
    onStocknum: vi.fn(),
    onFilter: vi.fn(),
    result: { entries: [edit], total: 1, page: 1, vehicle: null },
    error: null,
    ...props,
  };
  render(<AuditLogView {...all} />);
  return all;
}

describe("AuditLogView", () => {
  test.each([
    [{}, "1 change, page 1 of 1", 2, false],
    [{ result: null }, "Loading…", 0, false],
    [{ result: { entries: [], total: 0, page: 1, vehicle: null } }, "0 changes, page 1 of 1", 0, false],
    [
      {
        route: { view: "audit", stocknum: "S7", page: "2" },
        result: { entries: [edit], total: 60, page: 2, vehicle: null },
      },
      "60 changes to stock number S7, page 2 of 3",
      2,
      true,
    ],
  ] as const)("%j says %j with %i rows (pages shown: %s)", (props, status, rows, paged) => {
    renderView(props as Partial<AuditLogViewProps>);
    expect(screen.getByRole("status")).toHaveTextContent(status);
    expect(screen.queryAllByRole("row")).toHaveLength(rows);
    expect(screen.queryByRole("navigation", { name: "Pages of changes" }) !== null).toBe(paged);
  });

  test("the middle page links back and on, keeping the filter", () => {
    renderView({
      route: { view: "audit", stocknum: "S7", page: "2" },
      result: { entries: [edit], total: 60, page: 2, vehicle: null },
    });
    const pages = screen.getByRole("navigation", { name: "Pages of changes" });
    expect(within(pages).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/console?view=audit&stocknum=S7&page=1",
    );
    expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/console?view=audit&stocknum=S7&page=3",
    );
  });

  test("a change names who, what, the car (linked to its changes) and each field before and after", () => {
    renderView();
    const row = screen.getAllByRole("row")[1] as HTMLElement;
    expect(row).toHaveTextContent("sam@metro.example");
    expect(row).toHaveTextContent("Edited");
    expect(within(row).getByRole("link", { name: "2020 Mazda CX-5" })).toHaveAttribute(
      "href",
      "/console?view=audit&vehicle=9",
    );
    expect(
      within(row)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["price: $30,000 → $29,500", "colour: Red"]);
  });

  test("the stock number is a labelled field in the filter form; typing and Show changes are handed up", async () => {
    const props = renderView({ stocknum: "S", route: { view: "audit", stocknum: "S" } });
    const input = screen.getByLabelText("Stock number");
    expect(input).toHaveAttribute("id", "aud-stocknum");
    expect(screen.getByRole("form", { name: "Filter changes" })).toContainElement(input);
    await userEvent.type(input, "7");
    expect(props.onStocknum).toHaveBeenCalledWith("S7");
    await userEvent.click(screen.getByRole("button", { name: "Show changes" }));
    expect(props.onFilter).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Show every change" })).toHaveAttribute(
      "href",
      "/console?view=audit",
    );
  });

  test("a refused query is an alert; without a narrowing there is no way back to every change", () => {
    renderView({ result: null, error: "The page must be a number." });
    expect(screen.getByRole("alert")).toHaveTextContent("The page must be a number.");
    expect(screen.queryByRole("link", { name: "Show every change" })).toBeNull();
  });
});
