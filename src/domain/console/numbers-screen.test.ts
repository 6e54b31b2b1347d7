import { describe, expect, test } from "vitest";
import {
  numbersCell,
  numbersQuery,
  numbersRange,
  numbersRoute,
  numbersSeriesLabels,
  numbersTableEmpty,
} from "@/domain/console/numbers-screen";
import type { NumbersTable } from "@/domain/numbers/numbers-table";

const NOW = Date.parse("2026-11-28T06:00:00Z");

describe("the Numbers screen's address", () => {
  test.each([
    [{ view: "numbers" }, { from: "2026-11-01", to: "2026-11-28", target: "" }],
    [
      { view: "numbers", from: "2026-10-01" },
      { from: "2026-10-01", to: "2026-11-28", target: "" },
    ],
    [
      { view: "numbers", from: "2026-01-01", to: "2026-01-31", for: "site:3" },
      { from: "2026-01-01", to: "2026-01-31", target: "site:3" },
    ],
  ])("%j shows %j (by default the 28 UTC days to today)", (route, form) => {
    expect(numbersRange(route, NOW)).toEqual(form);
  });

  test.each([
    [{ from: "2026-01-01", to: "2026-01-31", target: "" }, "from=2026-01-01&to=2026-01-31"],
    [{ from: "2026-01-01", to: "2026-01-31", target: "site:3" }, "from=2026-01-01&to=2026-01-31&site=3"],
    [
      { from: "2026-01-01", to: "2026-01-31", target: "dealership:4" },
      "from=2026-01-01&to=2026-01-31&dealership=4",
    ],
    [{ from: "2026-01-01", to: "2026-01-31", target: "group:4" }, "from=2026-01-01&to=2026-01-31"],
    [{ from: "2026-01-01", to: "2026-01-31", target: "site:" }, "from=2026-01-01&to=2026-01-31"],
  ])("%j asks the charts for ?%s", (form, query) => {
    expect(numbersQuery(form)).toBe(query);
  });

  test.each([
    [
      { from: "2026-01-01", to: "2026-01-31", target: "" },
      { view: "numbers", from: "2026-01-01", to: "2026-01-31" },
    ],
    [
      { from: "2026-01-01", to: "2026-01-31", target: "dealership:4" },
      { view: "numbers", from: "2026-01-01", to: "2026-01-31", for: "dealership:4" },
    ],
  ])("Show with %j goes to %j", (form, route) => {
    expect(numbersRoute(form)).toEqual(route);
  });
});

describe("a chart's table", () => {
  const table: NumbersTable = {
    chart: "leads-by-category",
    title: "Leads by category",
    kind: "stacked-bars",
    x: "day",
    series: ["enquiry", "finance"],
    columns: [
      { key: "day", label: "Day", numeric: false },
      { key: "enquiry", label: "Enquiries", numeric: true },
    ],
    rows: [],
  };

  test("the legend names each series by its column, else by its key", () => {
    expect(numbersSeriesLabels(table)).toEqual(["Enquiries", "finance"]);
  });

  test.each([
    [[], true],
    [[{ day: "2026-11-01", enquiry: 0, finance: null }], true],
    [[{ day: "2026-11-01", enquiry: 0, finance: 2 }], false],
  ])("rows %j: no chart is %s", (rows, empty) => {
    expect(numbersTableEmpty({ ...table, rows })).toBe(empty);
  });

  test.each([
    [1234567, "1,234,567"],
    [0, "0"],
    ["2026-11-01", "2026-11-01"],
    [null, "–"],
    [undefined, "–"],
  ])("the cell %j reads %j", (value, text) => {
    expect(numbersCell(value)).toBe(text);
  });
});
