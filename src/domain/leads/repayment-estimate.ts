import { DEFAULT_FINANCE_RATE, monthlyRepayment } from "@/domain/leads/monthly-repayment";

/** The loan a vehicle page's estimate assumes: the whole price over 5 years, no deposit. */
export const ESTIMATE_TERM_MONTHS = 60;

/**
 * A weekly repayment estimate for a price (issue 19, item 9): the whole price borrowed over
 * ESTIMATE_TERM_MONTHS at the default calculator rate, monthly repayment × 12 / 52, rounded
 * up to the dollar. Null when there is nothing sensible to estimate (no price, under $1,000).
 */
export function weeklyRepaymentEstimate(priceCents: number | null): number | null {
  if (priceCents == null || !Number.isFinite(priceCents) || priceCents < 1_000_00) return null;
  const monthly = monthlyRepayment({
    principalCents: priceCents,
    annualRatePercent: DEFAULT_FINANCE_RATE,
    termMonths: ESTIMATE_TERM_MONTHS,
  });
  return Math.ceil((monthly * 12) / 52 / 100) * 100;
}
