import { describe, expect, test } from "vitest";
import { DEFAULT_JUST_ARRIVED_DAYS, isJustArrived } from "@/domain/stock/is-just-arrived";

const now = new Date("2024-05-10T09:00:00Z");

describe("isJustArrived (SPEC 9: just-arrived window 8 days by default, compared by day)", () => {
  test("default is 8 days", () => {
    expect(DEFAULT_JUST_ARRIVED_DAYS).toBe(8);
  });

  test.each([
    { created: "2024-05-10T08:00:00Z", days: 8, expected: true },
    { created: "2024-05-02T00:00:01Z", days: 8, expected: true },
    { created: "2024-05-02T23:59:59Z", days: 8, expected: true },
    { created: "2024-05-01T23:59:59Z", days: 8, expected: false },
    { created: "2024-05-07", days: 3, expected: true },
    { created: "2024-05-06", days: 3, expected: false },
    { created: "2024-05-10", days: 0, expected: true },
    { created: "2024-05-09", days: 0, expected: false },
    { created: "2024-05-11T00:00:00Z", days: 8, expected: true },
    { created: "not a date", days: 8, expected: false },
  ])("created $created with a $days-day window → $expected", ({ created, days, expected }) => {
    expect(isJustArrived(created, days, now)).toBe(expected);
  });

  test("accepts a Date", () => {
    expect(isJustArrived(new Date("2024-05-02T12:00:00Z"), 8, now)).toBe(true);
  });
});
