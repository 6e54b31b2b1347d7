import { describe, expect, test } from "vitest";
import { analyticsKind, eventSource, utcDay } from "@/domain/numbers/event-kind";
import { leadSourceGroup } from "@/domain/numbers/lead-source";
import {
  daysOf,
  MAX_RANGE_DAYS,
  numbersQuerySchema,
  rangeDays,
  wholeMonths,
} from "@/domain/numbers/numbers-query";
import { pivot, ratePercent, topSeries } from "@/domain/numbers/pivot";

describe("what an analytics event counts as", () => {
  test("the sites' event names map to the funnel's steps and the phone counts", () => {
    expect(analyticsKind("Vehicle Search")).toBe("search");
    expect(analyticsKind("Vehicle Inventory Listing")).toBe("search");
    expect(analyticsKind("New Vehicle Details")).toBe("vehicle_view");
    expect(analyticsKind("Used Vehicle Details")).toBe("vehicle_view");
    expect(analyticsKind("phone-reveal")).toBe("phone_reveal");
    expect(analyticsKind("car_phone_call")).toBe("phone_call");
    // The same click sends event 25 too: it must not count as a second call.
    expect(analyticsKind("Click to Call")).toBe("other");
    expect(analyticsKind("Home")).toBe("page_view");
    expect(analyticsKind("vehicle search")).toBe("other");
  });

  test("an event is from ads when its address carries a click id", () => {
    expect(eventSource("https://a.example/cars?gclid=abc")).toBe("ads");
    expect(eventSource("/cars/x?utm_source=x&msclkid=1")).toBe("ads");
    expect(eventSource("/cars?fbclid=abc#top")).toBe("ads");
    expect(eventSource("/cars?gclid=")).toBe("none");
    expect(eventSource("/cars?utm_medium=cpc")).toBe("none");
    expect(eventSource("http://[bad")).toBe("none");
  });

  test("days are UTC days", () => {
    expect(utcDay(new Date("2026-11-27T23:59:59+10:00"))).toBe("2026-11-27");
    expect(utcDay(new Date("2026-11-28T09:00:00+10:00"))).toBe("2026-11-27");
  });
});

describe("lead sources: organic, ads by network, referral, direct", () => {
  test.each([
    ["organic", null, "organic"],
    ["paid", "Google Ads", "ads_google"],
    ["paid", "Microsoft Advertising", "ads_microsoft"],
    ["paid", "Meta", "ads_meta"],
    ["paid", null, "ads_other"],
    ["referral", "Meta", "referral"],
    ["direct", null, "direct"],
    [null, null, "direct"],
    ["something-new", null, "direct"],
  ] as const)("%s / %s is %s", (type, network, group) => {
    expect(leadSourceGroup(type, network)).toBe(group);
  });
});

describe("the numbers' date range", () => {
  const parse = (q: Record<string, string>) => numbersQuerySchema.safeParse(q);
  const messages = (q: Record<string, string>) => {
    const result = parse(q);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  test("both ends included, at most 366 days (a leap year)", () => {
    expect(rangeDays("2026-11-27", "2026-11-27")).toBe(1);
    expect(MAX_RANGE_DAYS).toBe(366);
    expect(parse({ from: "2024-01-01", to: "2024-12-31" }).success).toBe(true);
    expect(messages({ from: "2024-01-01", to: "2025-01-01" })).toEqual({
      to: "must be at most 366 days after from",
    });
    expect(messages({ from: "2026-01-02", to: "2026-01-01" })).toEqual({ to: "must be on or after from" });
  });

  test("bad dates and extra parameters are refused, naming the field", () => {
    expect(messages({ from: "2026-02-29", to: "2026-03-01" })).toEqual({ from: "is not a real date" });
    expect(messages({ from: "2026-1-1", to: "2026-03-01" })).toEqual({
      from: "must be a date as YYYY-MM-DD",
    });
    expect(Object.keys(messages({ from: "2026-01-01", to: "2026-01-02", site: "0" }))).toEqual(["site"]);
    expect(Object.keys(messages({ from: "2026-01-01", to: "2026-01-02", tenant: "1" }))).toEqual([""]);
  });

  test("every day of the range, in order, across a month end", () => {
    expect(daysOf("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});

describe("the whole months a range holds (read from the monthly vehicle views)", () => {
  test("a year from mid-month holds the eleven months between its ends", () => {
    expect(wholeMonths("2025-11-28", "2026-11-27")).toEqual({ from: "2025-12-01", to: "2026-11-01" });
  });
  test("a range from the first to the last day of months is all months, across a year end", () => {
    expect(wholeMonths("2025-12-01", "2026-02-28")).toEqual({ from: "2025-12-01", to: "2026-03-01" });
  });
  test("28 days, or a month less its last day, hold none", () => {
    expect(wholeMonths("2026-10-31", "2026-11-27")).toBeNull();
    expect(wholeMonths("2026-11-01", "2026-11-29")).toBeNull();
  });
});

describe("tables from counted rows", () => {
  test("a day without rows is 0, values add up, unknown series go to Other", () => {
    const rows = pivot(
      [
        { x: "2026-01-02", series: "a", value: 2 },
        { x: "2026-01-02", series: "a", value: 3 },
        { x: "2026-01-01", series: "zz", value: 4 },
        { x: "2025-12-31", series: "a", value: 9 },
      ],
      ["2026-01-01", "2026-01-02"],
      ["a"],
      "day",
      "other",
    );
    expect(rows).toEqual([
      { day: "2026-01-01", a: 0, other: 4 },
      { day: "2026-01-02", a: 5, other: 0 },
    ]);
  });

  test("the largest series first; rates with one decimal, none of nothing", () => {
    expect(
      topSeries(
        [
          { series: "b", value: 1 },
          { series: "a", value: 5 },
          { series: "c", value: 3 },
          { series: "b", value: 3 },
        ],
        2,
      ),
    ).toEqual(["a", "b"]);
    expect(ratePercent(1, 3)).toBe(33.3);
    expect(ratePercent(1, 0)).toBeNull();
  });
});
