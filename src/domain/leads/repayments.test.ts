import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import {
  ESTIMATE_TERM_MONTHS,
  monthlyRepayment,
  type RepaymentInput,
  repaymentEstimate,
  weeklyRepaymentEstimate,
} from "@/domain/leads/repayments";

describe("monthlyRepayment (standard amortisation; SPEC §9 default rate 10)", () => {
  test("without a rate it charges the spec's default, 10% a year", () => {
    expect(monthlyRepayment({ principalCents: 1_000_000, termMonths: 12 })).toBe(
      monthlyRepayment({ principalCents: 1_000_000, termMonths: 12, annualRatePercent: 10 }),
    );
  });

  // Published reference values for a 10% p.a. loan (monthly compounding).
  test.each<[RepaymentInput, number]>([
    [{ principalCents: 1_000_000, termMonths: 12 }, 87_916],
    [{ principalCents: 3_000_000, termMonths: 60 }, 63_741],
    [{ principalCents: 2_000_000, termMonths: 36, annualRatePercent: 7.5 }, 62_212],
    [{ principalCents: 1_200_000, termMonths: 12, annualRatePercent: 0 }, 100_000],
    [{ principalCents: 1_200_000, termMonths: 12, annualRatePercent: 0, balloonCents: 600_000 }, 50_000],
    [{ principalCents: 0, termMonths: 24 }, 0],
  ])("%j → %i cents", (input, expected) => {
    expect(monthlyRepayment(input)).toBe(expected);
  });

  test("a balloon lowers the repayment", () => {
    const without = monthlyRepayment({ principalCents: 3_000_000, termMonths: 60 });
    const withBalloon = monthlyRepayment({
      principalCents: 3_000_000,
      termMonths: 60,
      balloonCents: 900_000,
    });
    expect(withBalloon).toBeLessThan(without);
  });

  test("paying the repayment every month leaves the balloon owing (to within rounding)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 20_000_000 }),
        fc.integer({ min: 1, max: 96 }),
        fc.double({ min: 0, max: 25, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (principalCents, termMonths, annualRatePercent, balloonShare) => {
          const balloonCents = Math.round(principalCents * balloonShare);
          const payment = monthlyRepayment({ principalCents, termMonths, annualRatePercent, balloonCents });
          let balance = principalCents;
          for (let month = 0; month < termMonths; month += 1) {
            balance = balance * (1 + annualRatePercent / 1200) - payment;
          }
          // Each month's rounding (≤ half a cent) compounds over the term.
          const tolerance = 0.5 * termMonths * (1 + annualRatePercent / 1200) ** termMonths + 1;
          expect(Math.abs(balance - balloonCents)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });

  test.each<[string, RepaymentInput]>([
    ["zero term", { principalCents: 100, termMonths: 0 }],
    ["fractional term", { principalCents: 100, termMonths: 1.5 }],
    ["negative principal", { principalCents: -1, termMonths: 12 }],
    ["negative rate", { principalCents: 100, termMonths: 12, annualRatePercent: -1 }],
    ["balloon above principal", { principalCents: 100, termMonths: 12, balloonCents: 101 }],
    ["NaN principal", { principalCents: Number.NaN, termMonths: 12 }],
  ])("rejects %s", (_label, input) => {
    expect(() => monthlyRepayment(input)).toThrow(RangeError);
  });
});

describe("weeklyRepaymentEstimate", () => {
  test.each([
    // $40,000 over 60 months at 10%: $849.88 a month → $196.13 a week → $197.
    [40_000_00, 197_00],
    [1_000_00, 5_00],
    [999_99, null],
    [null, null],
    [Number.NaN, null],
  ])("%s cents → %s", (price, weekly) => {
    expect(weeklyRepaymentEstimate(price)).toBe(weekly);
  });

  test("it is the monthly repayment spread over the weeks of a year, never rounded down", () => {
    const monthly = monthlyRepayment({ principalCents: 40_000_00, termMonths: ESTIMATE_TERM_MONTHS });
    expect(monthly).toBe(849_88);
    expect(defined(weeklyRepaymentEstimate(40_000_00), "a weekly estimate") * 52).toBeGreaterThanOrEqual(
      monthly * 12,
    );
  });
});

describe("repaymentEstimate: by the site's market", () => {
  test("US sites show a monthly figure with APR wording; AU and NZ keep the weekly one", () => {
    // $40,000 over 60 months at 10% is $849.88 a month, rounded up to the dollar.
    expect(repaymentEstimate(40_000_00, "US")).toEqual({
      cents: 850_00,
      per: "month",
      terms: "for 60 months at 10% APR, $0 down. An estimate, not a finance offer.",
    });
    expect(repaymentEstimate(40_000_00, "AU")).toEqual({
      cents: weeklyRepaymentEstimate(40_000_00),
      per: "week",
      terms: "over 5 years at 10% p.a., no deposit. An estimate, not a finance offer.",
    });
    expect(repaymentEstimate(900_00, "US")).toBeNull();
    expect(repaymentEstimate(null, "NZ")).toBeNull();
  });
});
