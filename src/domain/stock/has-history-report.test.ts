import { describe, expect, test } from "vitest";
import { hasHistoryReport } from "@/domain/stock/has-history-report";

describe("hasHistoryReport (SPEC 5: only if the car has a file)", () => {
  test.each([
    { file: "https://reports.example/abc.pdf", expected: true },
    { file: "/files/report.pdf", expected: true },
    { file: "", expected: false },
    { file: "   ", expected: false },
    { file: null, expected: false },
  ])("file $file → $expected", ({ file, expected }) => {
    expect(hasHistoryReport({ file })).toBe(expected);
  });
});
