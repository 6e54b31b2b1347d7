import { describe, expect, test } from "vitest";
import { DEFAULT_SOLD_WINDOW_DAYS, isWithinSoldWindow } from "@/domain/stock/is-within-sold-window";

const now = new Date("2024-05-10T09:00:00Z");

describe("isWithinSoldWindow (SPEC 9: sold cars included for 3 days by default, 7 on the range site)", () => {
  test("default window is 3 days", () => {
    expect(DEFAULT_SOLD_WINDOW_DAYS).toBe(3);
  });

  test.each([
    { sold: "2024-05-10T08:00:00Z", days: 3, expected: true },
    { sold: "2024-05-07T00:00:00Z", days: 3, expected: true },
    // Compared by day: late on the 7th is still 3 days ago.
    { sold: "2024-05-07T23:59:00Z", days: 3, expected: true },
    { sold: "2024-05-06T23:59:59Z", days: 3, expected: false },
    { sold: "2024-05-03T00:00:00Z", days: 7, expected: true },
    { sold: "2024-05-02T23:00:00Z", days: 7, expected: false },
    { sold: "2024-05-12T00:00:00Z", days: 3, expected: true },
    { sold: null, days: 3, expected: false },
    { sold: "garbage", days: 3, expected: false },
  ])("sold $sold with a $days-day window → $expected", ({ sold, days, expected }) => {
    expect(isWithinSoldWindow({ sold_date_timestamp: sold }, now, days)).toBe(expected);
  });

  test("uses the default when no window is given", () => {
    expect(isWithinSoldWindow({ sold_date_timestamp: "2024-05-07" }, now)).toBe(true);
    expect(isWithinSoldWindow({ sold_date_timestamp: "2024-05-06" }, now)).toBe(false);
  });

  test("the day boundary follows the given time zone", () => {
    // 2024-05-06T20:00Z is the 7th in Sydney, 3 days before the 10th there.
    const sydneyNow = new Date("2024-05-10T01:00:00Z");
    const car = { sold_date_timestamp: "2024-05-06T20:00:00Z" };
    expect(isWithinSoldWindow(car, sydneyNow, 3, "Australia/Sydney")).toBe(true);
    expect(isWithinSoldWindow(car, sydneyNow, 3, "UTC")).toBe(false);
  });
});
