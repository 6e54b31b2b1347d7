import { describe, expect, test } from "vitest";
import {
  type DayHours,
  DEFAULT_OPENING_HOURS,
  formatHours,
  formatTime,
  groupOpeningHours,
  isOpenNow,
  type OpeningHours,
} from "@/domain/site/opening-hours";

describe("DEFAULT_OPENING_HOURS: SPEC 9 'Mon-Fri 8:00am-5:00pm, Sat 8:30am-12:30pm, Sun closed'", () => {
  test.each<[number, DayHours]>([
    [0, { status: "closed", open: null, close: null, formated_hours: "Closed" }],
    [1, { status: "open", open: "08:00", close: "17:00", formated_hours: "8:00am - 5:00pm" }],
    [2, { status: "open", open: "08:00", close: "17:00", formated_hours: "8:00am - 5:00pm" }],
    [3, { status: "open", open: "08:00", close: "17:00", formated_hours: "8:00am - 5:00pm" }],
    [4, { status: "open", open: "08:00", close: "17:00", formated_hours: "8:00am - 5:00pm" }],
    [5, { status: "open", open: "08:00", close: "17:00", formated_hours: "8:00am - 5:00pm" }],
    [6, { status: "open", open: "08:30", close: "12:30", formated_hours: "8:30am - 12:30pm" }],
  ])("weekday %i (0 = Sunday)", (weekday, hours) => {
    expect(DEFAULT_OPENING_HOURS[weekday]).toEqual(hours);
  });
});

describe("formatTime / formatHours", () => {
  test.each<[string, string]>([
    ["08:00", "8:00am"],
    ["8:30", "8:30am"],
    ["12:30", "12:30pm"],
    ["17:00", "5:00pm"],
    ["00:00", "12:00am"],
    ["23:59", "11:59pm"],
    ["09:15:00", "9:15am"],
  ])("%s → %s", (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });

  test.each(["", "8", "25:00", "08:60", "8am"])("formatTime rejects %o", (time) => {
    expect(() => formatTime(time)).toThrow(RangeError);
  });

  test.each<[string | null | undefined, string | null | undefined, string]>([
    ["08:00", "17:00", "8:00am - 5:00pm"],
    ["08:30", "12:30", "8:30am - 12:30pm"],
    [null, null, "Closed"],
    ["08:00", undefined, "Closed"],
    ["eight", "17:00", "Closed"],
  ])("formatHours(%s, %s) → %s", (open, close, expected) => {
    expect(formatHours(open, close)).toBe(expected);
  });
});

const open = (o: string, c: string): DayHours => ({ status: "open", open: o, close: c });
const closed: DayHours = { status: "closed" };

describe("groupOpeningHours", () => {
  test.each<[string, OpeningHours, Array<[string, string]>]>([
    [
      "the default hours",
      DEFAULT_OPENING_HOURS,
      [
        ["Mon - Fri", "8:00am - 5:00pm"],
        ["Sat", "8:30am - 12:30pm"],
        ["Sun", "Closed"],
      ],
    ],
    [
      "late night Thursday splits the week",
      [
        closed,
        open("08:00", "17:00"),
        open("08:00", "17:00"),
        open("08:00", "17:00"),
        open("08:00", "20:00"),
        open("08:00", "17:00"),
        closed,
      ],
      [
        ["Mon - Wed", "8:00am - 5:00pm"],
        ["Thu", "8:00am - 8:00pm"],
        ["Fri", "8:00am - 5:00pm"],
        ["Sat - Sun", "Closed"],
      ],
    ],
    [
      "JSON object form with missing days (missing = closed), stored formated_hours shown as is",
      {
        1: { status: "open", open: "09:00", close: "17:00", formated_hours: "9am - 5pm" },
        2: open("09:00", "17:00"),
      },
      [
        ["Mon", "9am - 5pm"],
        ["Tue", "9:00am - 5:00pm"],
        ["Wed - Sun", "Closed"],
      ],
    ],
    [
      "an 'open' day without usable times shows Closed",
      [closed, { status: "open", open: "", close: "" }, closed, closed, closed, closed, closed],
      [["Mon - Sun", "Closed"]],
    ],
  ])("%s", (_, hours, expected) => {
    expect(groupOpeningHours(hours).map((g) => [g.days, g.hours])).toEqual(expected);
  });

  test("the week can start on Sunday", () => {
    expect(groupOpeningHours(DEFAULT_OPENING_HOURS, 0).map((g) => g.days)).toEqual([
      "Sun",
      "Mon - Fri",
      "Sat",
    ]);
  });
});

describe("isOpenNow: judged on the location's own clock", () => {
  // March 2025: Sydney is UTC+11, Auckland UTC+13; Los Angeles is UTC-8 until 9 March, then UTC-7.
  test.each<[string, string, string, boolean, string]>([
    ["Fri 10:00 Sydney", "2025-03-06T23:00:00Z", "Australia/Sydney", true, "Open now · closes 5:00pm"],
    [
      "Fri 08:00 Sydney (opening minute)",
      "2025-03-06T21:00:00Z",
      "Australia/Sydney",
      true,
      "Open now · closes 5:00pm",
    ],
    ["Fri 07:59 Sydney", "2025-03-06T20:59:00Z", "Australia/Sydney", false, "Closed · opens 8:00am"],
    [
      "Fri 17:00 Sydney (closing minute)",
      "2025-03-07T06:00:00Z",
      "Australia/Sydney",
      false,
      "Closed · opens 8:30am Sat",
    ],
    ["Sat 12:30 Sydney", "2025-03-08T01:30:00Z", "Australia/Sydney", false, "Closed · opens 8:00am Mon"],
    ["Sat 11:00 Sydney", "2025-03-08T00:00:00Z", "Australia/Sydney", true, "Open now · closes 12:30pm"],
    ["Sun 10:00 Sydney", "2025-03-08T23:00:00Z", "Australia/Sydney", false, "Closed · opens 8:00am Mon"],
    ["Fri 12:00 Auckland", "2025-03-06T23:00:00Z", "Pacific/Auckland", true, "Open now · closes 5:00pm"],
    [
      "Thu 15:00 Los Angeles",
      "2025-03-06T23:00:00Z",
      "America/Los_Angeles",
      true,
      "Open now · closes 5:00pm",
    ],
    [
      "Thu 22:30 Los Angeles",
      "2025-03-07T06:30:00Z",
      "America/Los_Angeles",
      false,
      "Closed · opens 8:00am Fri",
    ],
    [
      "Mon 08:30 LA after DST starts (UTC-7)",
      "2025-03-10T15:30:00Z",
      "America/Los_Angeles",
      true,
      "Open now · closes 5:00pm",
    ],
    // Sydney daylight saving ended 6 April 2025: 21:59Z is 07:59 AEST (not 08:59)
    [
      "Tue 07:59 Sydney after DST ends",
      "2025-04-07T21:59:00Z",
      "Australia/Sydney",
      false,
      "Closed · opens 8:00am",
    ],
  ])("%s", (_, instant, timeZone, isOpen, label) => {
    expect(isOpenNow(DEFAULT_OPENING_HOURS, timeZone, new Date(instant))).toEqual({ open: isOpen, label });
  });

  test.each<[string, OpeningHours, string, string]>([
    [
      "never open",
      [closed, closed, closed, closed, closed, closed, closed],
      "2025-03-06T23:00:00Z",
      "Closed",
    ],
    ["no hours at all", [], "2025-03-06T23:00:00Z", "Closed"],
    // only Mondays, asked on Monday after close → next Monday
    ["only Mondays", { 1: open("09:00", "12:00") }, "2025-03-10T03:00:00Z", "Closed · opens 9:00am Mon"],
  ])("%s → %s", (_, hours, instant, label) => {
    expect(isOpenNow(hours, "Australia/Sydney", new Date(instant))).toEqual({ open: false, label });
  });
});
