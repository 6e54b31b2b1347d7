import { describe, expect, test } from "vitest";
import { refusalReason } from "@/domain/console/stock-table";

describe("refusalReason", () => {
  test("names each field with its message, a whole-row problem as it is", () => {
    expect(refusalReason({ price: "must not be negative", year: "is required" })).toBe(
      "price must not be negative; year is required",
    );
    expect(refusalReason({ row: "has 3 fields; the header has 5" })).toBe("has 3 fields; the header has 5");
  });
});
