/**
 * Finance repayments: the calculator's monthly repayment (default rate) and the weekly
 * estimate a vehicle page shows beside a price.
 */

/** Default finance calculator interest rate, percent per year. */
export const DEFAULT_FINANCE_RATE = 10;

export interface RepaymentInput {
  /** Amount borrowed, in cents. */
  principalCents: number;
  /** Nominal yearly rate in percent, compounded monthly. Default 10. */
  annualRatePercent?: number;
  termMonths: number;
  /** Amount left owing at the end of the term (a residual), in cents. Default 0. */
  balloonCents?: number;
}

/**
 * Monthly repayment, in whole cents, of a standard amortising loan with an optional
 * balloon: payment = (P − B·(1+r)^−n) · r / (1 − (1+r)^−n), r the monthly rate. With a
 * 0% rate it is (P − B) / n. Invalid input throws: a calculator showing a made-up
 * repayment is worse than one showing nothing.
 */
export function monthlyRepayment({
  principalCents,
  annualRatePercent = DEFAULT_FINANCE_RATE,
  termMonths,
  balloonCents = 0,
}: RepaymentInput): number {
  if (!Number.isInteger(termMonths) || termMonths <= 0)
    throw new RangeError("termMonths must be a positive integer");
  if (!Number.isFinite(principalCents) || principalCents < 0)
    throw new RangeError("principalCents must be >= 0");
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) {
    throw new RangeError("annualRatePercent must be >= 0");
  }
  if (!Number.isFinite(balloonCents) || balloonCents < 0 || balloonCents > principalCents) {
    throw new RangeError("balloonCents must be between 0 and the principal");
  }
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return Math.round((principalCents - balloonCents) / termMonths);
  // log1p/expm1 keep precision for tiny rates, where (1+r)^-n rounds to exactly 1 and
  // the naive formula divides by zero.
  const growth = termMonths * Math.log1p(rate);
  const discount = Math.exp(-growth);
  return Math.round(((principalCents - balloonCents * discount) * rate) / -Math.expm1(-growth));
}

/** The loan a vehicle page's estimate assumes: the whole price over 5 years, no deposit. */
export const ESTIMATE_TERM_MONTHS = 60;

/**
 * A weekly repayment estimate for a price: the whole price borrowed over
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

/**
 * The estimate beside a price in the site's market: weekly in Australia and New Zealand
 * (as shoppers there budget), monthly in the US with the rate called an APR. The monthly
 * figure is rounded up to the dollar, like the weekly one.
 */
export function repaymentEstimate(
  priceCents: number | null,
  market: "AU" | "NZ" | "US",
): { cents: number; per: "week" | "month"; terms: string } | null {
  const years = ESTIMATE_TERM_MONTHS / 12;
  if (market === "US") {
    if (priceCents == null || !Number.isFinite(priceCents) || priceCents < 1_000_00) return null;
    const monthly = monthlyRepayment({
      principalCents: priceCents,
      annualRatePercent: DEFAULT_FINANCE_RATE,
      termMonths: ESTIMATE_TERM_MONTHS,
    });
    return {
      cents: Math.ceil(monthly / 100) * 100,
      per: "month",
      terms: `for ${ESTIMATE_TERM_MONTHS} months at ${DEFAULT_FINANCE_RATE}% APR, $0 down. An estimate, not a finance offer.`,
    };
  }
  const weekly = weeklyRepaymentEstimate(priceCents);
  return weekly === null
    ? null
    : {
        cents: weekly,
        per: "week",
        terms: `over ${years} years at ${DEFAULT_FINANCE_RATE}% p.a., no deposit. An estimate, not a finance offer.`,
      };
}
