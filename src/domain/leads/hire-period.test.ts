import { describe, expect, test } from "vitest";
import { hirePeriod } from "@/domain/leads/hire-period";

const rate = 5_900; // $59/day

describe("a hire's total: the daily rate for every started day", () => {
  test.each([
    ["2031-03-14T10:00", "2031-03-17T10:00", 3],
    ["2031-03-14T10:00", "2031-03-17T10:01", 4], // a started day counts
    ["2031-03-14T10:00", "2031-03-14T16:00", 1], // the shortest hire is a day
    ["2031-03-31T09:00", "2031-04-02T09:00", 2], // across a month's end
  ])("%s → %s is %i days", (pickupAt, returnAt, days) => {
    expect(hirePeriod({ pickupAt, returnAt, dailyRateCents: rate })).toEqual({
      ok: true,
      days,
      totalCents: days * rate,
    });
  });

  test("a return not after the pick-up is refused on the return field", () => {
    expect(
      hirePeriod({ pickupAt: "2031-03-14T10:00", returnAt: "2031-03-14T10:00", dailyRateCents: rate }),
    ).toEqual({
      ok: false,
      field: "return_at",
      message: "The return must be after the pick-up.",
    });
  });

  test("a pick-up in the past, a missing or impossible date, and a hire over 90 days are refused", () => {
    const base = { dailyRateCents: rate };
    expect(
      hirePeriod({
        ...base,
        pickupAt: "2031-03-01T08:00",
        returnAt: "2031-03-02T08:00",
        nowLocal: "2031-03-01T09:00",
      }),
    ).toMatchObject({ ok: false, field: "pickup_at" });
    expect(hirePeriod({ ...base, pickupAt: "", returnAt: "2031-03-02T08:00" })).toMatchObject({
      ok: false,
      field: "pickup_at",
      message: "Choose a pick-up date and time.",
    });
    expect(hirePeriod({ ...base, pickupAt: "2031-02-27T08:00", returnAt: "2031-02-30T08:00" })).toMatchObject(
      {
        ok: false,
        field: "return_at",
      },
    );
    expect(hirePeriod({ ...base, pickupAt: "2031-01-01T08:00", returnAt: "2031-04-02T08:00" })).toMatchObject(
      {
        ok: false,
        message: "Book up to 90 days online; call us for a longer hire.",
      },
    );
  });
});
