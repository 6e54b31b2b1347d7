import { describe, expect, test } from "vitest";
import { csvCell, LEADS_CSV_HEADER, leadsCsvRow } from "@/domain/console/leads-csv";

describe("leads CSV", () => {
  test.each([
    ["plain", "Ann Lee", "Ann Lee"],
    ["a comma", "Lee, Ann", '"Lee, Ann"'],
    ["a quote", 'Ann "Annie" Lee', '"Ann ""Annie"" Lee"'],
    ["a line break", "line\nbreak", '"line\nbreak"'],
    ["a formula", "=HYPERLINK(\"x\")", '"\'=HYPERLINK(""x"")"'],
    ["a plus", "+61 412 345 678", "'+61 412 345 678"],
    ["an at", "@SUM(A1)", "'@SUM(A1)"],
    ["a number", 42, "42"],
    ["nothing", null, ""],
  ] as const)("%s", (_name, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test("a row follows the header's columns", () => {
    expect(LEADS_CSV_HEADER).toBe("id,received_at,site,dealership,category,form_id,name,email,phone,status\r\n");
    expect(
      leadsCsvRow({
        id: 7,
        received_at: "2026-11-27T10:00:00.000Z",
        site: "Harbour City",
        dealership: null,
        category: "Finance",
        form_id: "finance",
        name: "Ann",
        email: "ann@example.com",
        phone: "0412 345 678",
        status: "new",
      }),
    ).toBe("7,2026-11-27T10:00:00.000Z,Harbour City,,Finance,finance,Ann,ann@example.com,0412 345 678,new\r\n");
  });
});
