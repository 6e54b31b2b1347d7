import { describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { monthlyRepayment } from "@/domain/leads/monthly-repayment";
import { ESTIMATE_TERM_MONTHS, weeklyRepaymentEstimate } from "@/domain/leads/repayment-estimate";

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
