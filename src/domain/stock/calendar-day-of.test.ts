import { describe, expect, test } from "vitest";
import { calendarDayOf } from "@/domain/stock/calendar-day-of";

const day = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

describe("calendarDayOf (SPEC 4: dates are compared by day)", () => {
  test.each([
    { input: "2024-05-06", tz: "UTC", expected: "2024-05-06" },
    // A date-only value names the day itself, whatever the zone.
    { input: "2024-05-06", tz: "America/Los_Angeles", expected: "2024-05-06" },
    { input: "2024-05-06T23:59:59Z", tz: "UTC", expected: "2024-05-06" },
    { input: "2024-05-06T00:00:00Z", tz: "UTC", expected: "2024-05-06" },
    // 20:00 UTC is already the next morning in Sydney.
    { input: "2024-05-05T20:00:00Z", tz: "Australia/Sydney", expected: "2024-05-06" },
    { input: "2024-05-05T20:00:00Z", tz: "UTC", expected: "2024-05-05" },
    { input: new Date("2024-12-31T12:00:00Z"), tz: "Pacific/Auckland", expected: "2025-01-01" },
  ])("$input in $tz is $expected", ({ input, tz, expected }) => {
    expect(calendarDayOf(input, tz)).toBe(day(expected));
  });

  test.each(["not a date", "2024-02-30", "", new Date(Number.NaN)])("unparseable %s gives null", (input) => {
    expect(calendarDayOf(input)).toBeNull();
  });
});
