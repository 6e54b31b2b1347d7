// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { NumbersTable } from "@/domain/numbers/numbers-table";
import { ChartPanelView } from "@/features/console/numbers/chart-panel-view";
import "../../../../tests/support/dom";

// One chart's panel from props: loading, refused, or its chart, legend, table and CSV link.

afterEach(cleanup);

const table: NumbersTable = {
  chart: "leads-by-category",
  title: "Leads by category",
  kind: "stacked-bars",
  x: "day",
  series: ["enquiry"],
  columns: [
    { key: "day", label: "Day", numeric: false },
    { key: "enquiry", label: "Enquiries", numeric: true },
  ],
  rows: [{ day: "2026-11-01", enquiry: 1234 }],
};

describe("ChartPanelView", () => {
  test.each([
    [null, "status", "Loading…"],
    [{ error: "The range is longer than 366 days." }, "alert", "The range is longer than 366 days."],
  ] as const)("%j: the chart's name, then a %s", (state, role, text) => {
    render(<ChartPanelView chart="funnel" query="from=a&to=b" state={state} />);
    expect(screen.getByRole("region", { name: "funnel" })).toBeVisible();
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });

  test("a table: its title heads the panel, its CSV carries the query, its cells are grouped", () => {
    render(<ChartPanelView chart="leads-by-category" query="from=a&to=b" state={{ table }} />);
    const panel = screen.getByRole("region", { name: "Leads by category" });
    expect(within(panel).getByRole("link", { name: /^Download CSV ?of Leads by category$/ })).toHaveAttribute(
      "href",
      "/console/api/numbers/leads-by-category?from=a&to=b&format=csv",
    );
    expect(
      within(panel).getByRole("img", { name: "Leads by category: chart of the table beside it" }),
    ).toBeVisible();
    const data = within(panel).getByRole("region", { name: "Leads by category, table" });
    expect(within(data).getByRole("rowheader", { name: "2026-11-01" })).toBeVisible();
    expect(within(data).getByRole("cell", { name: "1,234" })).toBeVisible();
  });

  test.each([
    [[], "Nothing to show for this range.", "No rows for this range."],
    [[{ day: "2026-11-01", enquiry: 0 }], "Nothing to show for this range.", null],
  ])("rows %j: no chart, and %j", (rows, noChart, noRows) => {
    render(<ChartPanelView chart="leads-by-category" query="q" state={{ table: { ...table, rows } }} />);
    expect(screen.getByText(noChart)).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
    if (noRows) expect(screen.getByText(noRows)).toBeVisible();
    else expect(screen.queryByText("No rows for this range.")).toBeNull();
  });
});
