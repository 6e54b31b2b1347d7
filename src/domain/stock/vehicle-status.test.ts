import { describe, expect, test } from "vitest";
import type { CarFacts, CarStatus } from "@/domain/stock/car-facts";
import { isListable, isWithinSoldWindow } from "@/domain/stock/test-support/matches-scope";
import {
  hasHistoryReport,
  isAvailable,
  isJustArrived,
  isTestDriveOnly,
  VEHICLE_TAGS,
} from "@/domain/stock/vehicle-status";

const now = new Date("2024-05-10T09:00:00Z");

describe("isAvailable (SPEC 4: in_stock or coming_soon are available)", () => {
  test.each<{ status: CarStatus; sold: boolean; expected: boolean }>([
    { status: "in_stock", sold: false, expected: true },
    { status: "coming_soon", sold: false, expected: true },
    { status: "sold", sold: false, expected: false },
    { status: "sold", sold: true, expected: false },
    { status: "in_stock", sold: true, expected: false },
    { status: "coming_soon", sold: true, expected: false },
  ])("status $status, sold flag $sold → $expected", ({ status, sold, expected }) => {
    expect(isAvailable({ status, sold })).toBe(expected);
  });
});

describe("isWithinSoldWindow (SPEC 9: sold cars included for 3 days by default, 7 on the range site)", () => {
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

type ListedCar = Pick<CarFacts, "status" | "sold" | "sold_date_timestamp" | "show_on_dealer_website">;
const base: ListedCar = {
  status: "in_stock",
  sold: false,
  sold_date_timestamp: null,
  show_on_dealer_website: true,
};

describe("isListable (SPEC 7: in_stock or coming_soon, or sold within N days, with show_on_dealer_website)", () => {
  test.each<{ name: string; car: Partial<ListedCar>; days?: number; expected: boolean }>([
    { name: "in stock", car: {}, expected: true },
    { name: "coming soon", car: { status: "coming_soon" }, expected: true },
    { name: "hidden from the dealer website", car: { show_on_dealer_website: false }, expected: false },
    {
      name: "sold 3 days ago (default window 3)",
      car: { status: "sold", sold: true, sold_date_timestamp: "2024-05-07T10:00:00Z" },
      expected: true,
    },
    {
      name: "sold 4 days ago (default window 3)",
      car: { status: "sold", sold: true, sold_date_timestamp: "2024-05-06T10:00:00Z" },
      expected: false,
    },
    {
      name: "sold 7 days ago on the range site (window 7)",
      car: { status: "sold", sold_date_timestamp: "2024-05-03" },
      days: 7,
      expected: true,
    },
    {
      name: "sold 8 days ago on the range site (window 7)",
      car: { status: "sold", sold_date_timestamp: "2024-05-02" },
      days: 7,
      expected: false,
    },
    { name: "sold without a sold date", car: { status: "sold" }, expected: false },
    {
      name: "sold flag on an in_stock car, long ago",
      car: { sold: true, sold_date_timestamp: "2024-01-01" },
      expected: false,
    },
    {
      name: "sold recently but hidden from the dealer website",
      car: { status: "sold", sold_date_timestamp: "2024-05-10", show_on_dealer_website: false },
      expected: false,
    },
  ])("$name → $expected", ({ car, days, expected }) => {
    expect(isListable({ ...base, ...car }, now, days)).toBe(expected);
  });
});

describe("isJustArrived (SPEC 9: just-arrived window 8 days by default, compared by day)", () => {
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

describe("isTestDriveOnly (SPEC 3: tag is one of the two test drive values)", () => {
  test("of the tags a dealer can pick, exactly the two test drive values make a car test-drive-only", () => {
    expect(VEHICLE_TAGS.filter((tag) => isTestDriveOnly({ tag }))).toEqual([
      "Test Drive Only",
      "*** Test Drive Vehicle Only ***",
    ]);
  });

  test.each([
    { tag: "Test Drive Only", expected: true },
    { tag: "*** Test Drive Vehicle Only ***", expected: true },
    { tag: " Test Drive Only ", expected: true },
    { tag: "Special", expected: false },
    { tag: "Pre-order", expected: false },
    { tag: "Test Drive Vehicle Only", expected: false },
    { tag: "test drive only", expected: false },
    { tag: "", expected: false },
    { tag: null, expected: false },
  ])("tag $tag → $expected", ({ tag, expected }) => {
    expect(isTestDriveOnly({ tag })).toBe(expected);
  });
});

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
