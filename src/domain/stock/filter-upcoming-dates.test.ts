import { describe, expect, test } from "vitest";
import { filterUpcomingDates } from "@/domain/stock/filter-upcoming-dates";

const now = new Date("2024-05-10T15:00:00Z");

describe("filterUpcomingDates (SPEC 4: compared by day, only today or later are kept)", () => {
  test.each([
    { dates: ["2024-05-09", "2024-05-10", "2024-05-11"], expected: ["2024-05-10", "2024-05-11"] },
    // Earlier today is still today.
    { dates: ["2024-05-10T01:00:00Z"], expected: ["2024-05-10T01:00:00Z"] },
    { dates: ["2024-05-09T23:59:59Z"], expected: [] },
    { dates: ["2024-06-01", "2024-05-20"], expected: ["2024-06-01", "2024-05-20"] },
    { dates: ["nonsense", "2024-05-12"], expected: ["2024-05-12"] },
    { dates: [], expected: [] },
  ])("$dates → $expected", ({ dates, expected }) => {
    expect(filterUpcomingDates(dates, now)).toEqual(expected);
  });

  test("keeps Date objects and uses the site's zone for 'today'", () => {
    const late = new Date("2024-05-10T13:30:00Z"); // 23:30 on the 10th in Sydney
    const sydneyNow = new Date("2024-05-10T15:00:00Z"); // 01:00 on the 11th in Sydney
    expect(filterUpcomingDates([late], sydneyNow, "Australia/Sydney")).toEqual([]);
    expect(filterUpcomingDates([late], sydneyNow, "UTC")).toEqual([late]);
  });

  // 2024-05-10T15:00Z is 01:00 on the 11th in Sydney and 11:00 on the 10th in New York.
  test.each([
    { zone: "Australia/Sydney", date: "2024-05-11", kept: true, why: "today there" },
    { zone: "Australia/Sydney", date: "2024-05-10", kept: false, why: "yesterday there, today in UTC" },
    { zone: "America/New_York", date: "2024-05-10", kept: true, why: "today there" },
    { zone: "America/New_York", date: "2024-05-09", kept: false, why: "yesterday" },
    { zone: "Australia/Sydney", date: "2024-05-10T14:30:00Z", kept: true, why: "00:30 on the 11th there" },
    {
      zone: "Australia/Sydney",
      date: "2024-05-11T00:30:00+10:00",
      kept: true,
      why: "same instant, written with the offset",
    },
    {
      zone: "Australia/Sydney",
      date: "2024-05-10T23:59:00+10:00",
      kept: false,
      why: "a minute before midnight there",
    },
  ])("in $zone, $date is kept: $kept ($why)", ({ zone, date, kept }) => {
    expect(filterUpcomingDates([date], now, zone)).toEqual(kept ? [date] : []);
  });
});
