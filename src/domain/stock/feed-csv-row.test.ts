import { describe, expect, test } from "vitest";
import { feedInputFromCsv } from "@/domain/stock/feed-csv-row";

describe("feedInputFromCsv: a CSV row as feed JSON, by what each field holds", () => {
  test.each([
    { column: "year", cell: "2023", value: 2023 },
    { column: "km", cell: "12,500", value: 12500 },
    { column: "price", cell: "42990", value: 42990 },
    { column: "price", cell: "$42,990.50", value: 42990.5 },
    { column: "price", cell: "call us", value: "call us" },
    { column: "year", cell: "twenty", value: "twenty" },
    { column: "sold", cell: "yes", value: true },
    { column: "reserved", cell: "FALSE", value: false },
    { column: "certified", cell: "1", value: true },
    { column: "preorder", cell: "n", value: false },
    { column: "reservable", cell: "maybe", value: "maybe" },
    { column: "images", cell: "/a.jpg | /b.jpg|", value: ["/a.jpg", "/b.jpg"] },
    { column: "features", cell: "Sunroof|Tow bar", value: ["Sunroof", "Tow bar"] },
    { column: "date", cell: "2025-06-16 | 2025-07-01", value: ["2025-06-16", "2025-07-01"] },
    {
      column: "autograb_data",
      cell: '{"average_market_price": 30000}',
      value: { average_market_price: 30000 },
    },
    { column: "payment_processors", cell: "[oops", value: "[oops" },
    { column: "make", cell: "Toyota", value: "Toyota" },
  ])("$column: $cell", ({ column, cell, value }) => {
    expect(feedInputFromCsv({ [column]: cell })).toEqual({ [column]: value });
  });

  test("an empty cell leaves the field absent, so its default applies", () => {
    expect(feedInputFromCsv({ make: "Kia", price: "", sold: " ", images: "" })).toEqual({ make: "Kia" });
  });
});
