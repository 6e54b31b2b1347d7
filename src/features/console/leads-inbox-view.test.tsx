// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { type LeadRow, LeadsInboxView, type LeadsInboxViewProps } from "@/features/console/leads-inbox-view";
import "../../../tests/support/dom";

// The leads inbox's markup from props: the filter bar (each filter a labelled control), the
// CSV link with the address's filters, the count, the table and its links to each lead.

afterEach(cleanup);

const ann: LeadRow = {
  id: 7,
  created_at: "2026-11-01T00:00:00.000Z",
  category: "enquiry",
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "0400 000 000",
  site_name: "Metro Motors",
  dealership_name: "Metro Parramatta",
  status: "new",
};

function renderView(props: Partial<LeadsInboxViewProps> = {}) {
  const all: LeadsInboxViewProps = {
    route: { view: "leads", status: "new" },
    options: { sites: [{ id: 3, name: "Metro Motors" }], dealerships: [{ id: 4, name: "Metro Parramatta" }] },
    draft: { site: "", dealership: "", category: "", status: "new", from: "", to: "", q: "" },
    setDraft: vi.fn(),
    onApply: vi.fn(),
    result: { leads: [ann], total: 1, page: 1 },
    error: null,
    ...props,
  };
  render(<LeadsInboxView {...all} />);
  return all;
}

describe("LeadsInboxView", () => {
  test.each([
    [{}, "1 lead, page 1 of 1", 2],
    [{ result: null }, "Loading…", 0],
    [{ result: { leads: [], total: 0, page: 1 } }, "0 leads, page 1 of 1", 0],
    [
      { result: { leads: [ann, { ...ann, id: 8, name: null }], total: 27, page: 2 } },
      "27 leads, page 2 of 2",
      3,
    ],
  ] as const)("%j says %j with %i table rows", (props, status, rows) => {
    renderView(props as Partial<LeadsInboxViewProps>);
    expect(screen.getByRole("status")).toHaveTextContent(status);
    expect(screen.queryAllByRole("row")).toHaveLength(rows);
  });

  test("a refused filter is an alert, with no count", () => {
    renderView({ result: null, error: "status must be one of new, contacted" });
    expect(screen.getByRole("alert")).toHaveTextContent("status must be one of new, contacted");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  test("each filter is a labelled control showing the draft; the site filter only with sites", () => {
    renderView();
    expect(screen.getByRole("searchbox", { name: "Search name, email or phone" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("new");
    expect(screen.getByRole("combobox", { name: "Site" })).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Dealership" })).toBeVisible();
    expect(screen.getByLabelText("From (date)")).toHaveAttribute("type", "date");
    cleanup();
    renderView({ options: { sites: [], dealerships: [] } });
    expect(screen.queryByRole("combobox", { name: "Site" })).toBeNull();
  });

  test("typing edits the draft; Show leads applies it", async () => {
    const props = renderView();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search name, email or phone" }), "a");
    expect(props.setDraft).toHaveBeenCalledWith(expect.objectContaining({ q: "a", status: "new" }));
    await userEvent.click(screen.getByRole("button", { name: "Show leads" }));
    expect(props.onApply).toHaveBeenCalledOnce();
  });

  test("the CSV link carries the address's filters; a lead without a name is linked by its number", () => {
    renderView({ result: { leads: [{ ...ann, name: null }], total: 1, page: 1 } });
    expect(screen.getByRole("link", { name: "Download these leads (CSV)" })).toHaveAttribute(
      "href",
      "/console/api/leads/export.csv?status=new",
    );
    expect(screen.getByRole("link", { name: "Lead 7" })).toHaveAttribute("href", "/console?view=lead&id=7");
  });
});
