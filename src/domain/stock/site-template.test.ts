import { describe, expect, test } from "vitest";
import { isSiteTemplate } from "@/domain/stock/site-template";

describe("isSiteTemplate", () => {
  test.each([
    { value: "dealer", expected: true },
    { value: "range", expected: true },
    { value: "truck", expected: true },
    { value: "Dealer", expected: false },
    { value: "cars", expected: false },
    { value: "", expected: false },
    { value: null, expected: false },
    { value: 3, expected: false },
  ])("$value → $expected", ({ value, expected }) => {
    expect(isSiteTemplate(value)).toBe(expected);
  });
});
