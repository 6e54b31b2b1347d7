import { describe, expect, test } from "vitest";
import { captured } from "../support/captured";
import { one } from "../support/one";

// The helpers that stand in for non-null assertions must fail a test, naming what was missing.
describe("one(rows, what)", () => {
  test.each([
    { rows: [], error: "Expected one cars row, found 0" },
    { rows: [{ id: 1 }, { id: 2 }], error: "Expected one cars row, found 2" },
  ])("$rows.length rows: $error", ({ rows, error }) => {
    expect(() => one(rows, "cars row")).toThrow(error);
  });

  test("exactly one row: that row", () => {
    const row = { id: 7 };
    expect(one([row], "cars row")).toBe(row);
  });
});

describe("captured(text, pattern, what)", () => {
  test.each([
    { text: "Showing 1–24 of 1,234 vehicles", group: 1, found: "1,234" },
    { text: "Showing 1–24 of 1,234 vehicles", group: 0, found: "of 1,234" },
  ])("group $group of $text: $found", ({ text, group, found }) => {
    expect(captured(text, /of ([\d,]+)/, "the total", group)).toBe(found);
  });

  test.each([
    { text: "No vehicles", error: 'Expected the total (/of ([\\d,]+)/) in "No vehicles"' },
    { text: null, error: "Expected the total (/of ([\\d,]+)/) in null" },
    { text: undefined, error: "Expected the total (/of ([\\d,]+)/) in undefined" },
  ])("$text: fails naming what it looked for", ({ text, error }) => {
    expect(() => captured(text, /of ([\d,]+)/, "the total")).toThrow(error);
  });
});
