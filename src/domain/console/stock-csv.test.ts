import { describe, expect, test } from "vitest";
import { STOCK_CSV_HEADER, stockCsvRow } from "@/domain/console/stock-csv";

const row = {
  stocknum: "A1",
  name: "2021 Kia Rio",
  make: "Kia",
  model: "Rio",
  year: 2021,
  condition: "used",
  status: "in_stock",
  price: "15990.00",
  tag: null,
  certified: "no",
  shown: "yes",
  days_in_stock: 3,
  photos: 2,
  reservation: null,
  dealership: "Harbour City Kia",
};

describe("the stock CSV export", () => {
  test("a header, then one quoted row per vehicle", () => {
    expect(STOCK_CSV_HEADER.startsWith("stocknum,name,make,model,year")).toBe(true);
    expect(stockCsvRow(row)).toBe(
      "A1,2021 Kia Rio,Kia,Rio,2021,used,in_stock,15990.00,,no,yes,3,2,,Harbour City Kia\r\n",
    );
  });

  test("a cell a spreadsheet would run as a formula arrives as text", () => {
    const hostile = stockCsvRow({
      ...row,
      make: '=HYPERLINK("http://evil.example","x")',
      tag: "+1",
      name: "@SUM(A1)",
    });
    expect(hostile).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(hostile).toContain(",'+1,");
    expect(hostile).toContain(",'@SUM(A1),");
    expect(hostile).not.toMatch(/(^|,)[=+@]/);
  });
});
