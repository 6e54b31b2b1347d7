/**
 * Finance repayments: the calculator's monthly repayment (default rate) and the estimate a
 * vehicle card and page show beside a price (weekly in Australia and New Zealand, monthly in
 * the US), with the loan it assumes in the market's words.
 */

import type { CarFacts } from "@/domain/stock/car-facts";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";
import { priceAfterOffer, priceDisplay } from "@/domain/stock/price-display";
import { priceQualifier } from "@/domain/stock/price-qualifier";
import { isAvailable } from "@/domain/stock/vehicle-status";

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

/** The terms, in months, a shopper can choose for a vehicle's estimate. */
export const ESTIMATE_TERMS: readonly number[] = [12, 24, 36, 48, 60, 72, 84];

/** The smallest price an estimate is shown for: below it a repayment is not worth showing. */
const MIN_ESTIMATE_PRICE_CENTS = 1_000_00;

/**
 * The loan a site's estimates assume, from its settings (commerce.finance_*): the yearly rate,
 * the deposit as a share of the price, the term, and the comparison rate an Australian site
 * states beside the rate (null: the rate itself, an estimate carrying no fees).
 */
export interface EstimateSettings {
  ratePercent: number;
  comparisonRatePercent: number | null;
  depositPercent: number;
  termMonths: number;
}

export const DEFAULT_ESTIMATE_SETTINGS: EstimateSettings = {
  ratePercent: DEFAULT_FINANCE_RATE,
  comparisonRatePercent: null,
  depositPercent: 0,
  termMonths: 60,
};

/** A site's estimate settings, or null when the site turns estimates off. */
export function estimateSettings(commerce: {
  finance_estimate: boolean;
  finance_rate_percent: number;
  finance_comparison_rate_percent: number | null;
  finance_deposit_percent: number;
  finance_term_months: number;
}): EstimateSettings | null {
  if (!commerce.finance_estimate) return null;
  return {
    ratePercent: commerce.finance_rate_percent,
    comparisonRatePercent: commerce.finance_comparison_rate_percent,
    depositPercent: commerce.finance_deposit_percent,
    termMonths: commerce.finance_term_months,
  };
}

/** The default deposit for a price: the site's share of it, to the whole dollar. */
export function defaultDepositCents(priceCents: number, depositPercent: number): number {
  if (!Number.isFinite(priceCents) || !Number.isFinite(depositPercent) || depositPercent <= 0) return 0;
  return Math.round((priceCents * depositPercent) / 100 / 100) * 100;
}

export interface EstimateLoan {
  ratePercent: number;
  depositCents: number;
  termMonths: number;
}

export interface RepaymentEstimate extends EstimateLoan {
  /** The repayment, rounded up to the dollar, in cents. */
  cents: number;
  /** Weekly in Australia and New Zealand (as shoppers there budget), monthly in the US. */
  per: "week" | "month";
}

type EstimateMarket = "AU" | "NZ" | "US";

/**
 * The repayment estimate for a price in the site's market: the price less the deposit borrowed
 * over the term at the rate (monthlyRepayment), per month in the US, per week in Australia and
 * New Zealand (monthly × 12 / 52), rounded up to the dollar. Null when there is nothing
 * sensible to estimate: no price, under $1,000, a deposit that is not less than the price,
 * or a term or rate out of range.
 */
export function repaymentEstimate(
  priceCents: number | null,
  market: EstimateMarket,
  loan: EstimateLoan = {
    ratePercent: DEFAULT_ESTIMATE_SETTINGS.ratePercent,
    depositCents: 0,
    termMonths: DEFAULT_ESTIMATE_SETTINGS.termMonths,
  },
): RepaymentEstimate | null {
  if (priceCents == null || !Number.isFinite(priceCents) || priceCents < MIN_ESTIMATE_PRICE_CENTS)
    return null;
  const { ratePercent, depositCents, termMonths } = loan;
  if (!Number.isFinite(depositCents) || depositCents < 0 || depositCents >= priceCents) return null;
  if (!Number.isInteger(termMonths) || termMonths <= 0 || termMonths > 120) return null;
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100) return null;
  const monthly = monthlyRepayment({
    principalCents: priceCents - depositCents,
    annualRatePercent: ratePercent,
    termMonths,
  });
  const per = market === "US" ? "month" : "week";
  const amount = per === "month" ? monthly : (monthly * 12) / 52;
  return { cents: Math.ceil(amount / 100) * 100, per, ratePercent, depositCents, termMonths };
}

/**
 * What a car's card estimate reads: the search's car summary and the public car JSON (which
 * the saved-cars list fetches) both have these.
 */
export type EstimatedCar = Pick<
  CarFacts,
  "price" | "preorder" | "status" | "sold" | "offer_price" | "offer_extra"
> & { dapprice?: number | null };

/**
 * A card's repayment estimate, the same wherever a car is shown as a card (search, saved cars,
 * the comparison): on what the shopper would pay (the drive-away price when there is one, else
 * the price after an offer, else the price), with the site's default loan. Null for a car that
 * cannot be bought now or has no price.
 */
export function cardEstimate(
  car: EstimatedCar,
  market: EstimateMarket,
  settings: EstimateSettings,
): RepaymentEstimate | null {
  if (!isAvailable(car) || car.price == null || priceDisplay(car).kind !== "price") return null;
  const basis =
    priceQualifier(car, { mode: "sale", configured: null }).driveAwayCents ??
    priceAfterOffer(car) ??
    car.price;
  return repaymentEstimate(basis, market, {
    ratePercent: settings.ratePercent,
    depositCents: defaultDepositCents(basis, settings.depositPercent),
    termMonths: settings.termMonths,
  });
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

function termWords(months: number): string {
  if (months % 12 !== 0) return `${months} months`;
  const years = months / 12;
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** What every estimate says it is. */
export const ESTIMATE_DISCLAIMER = "An estimate, not a finance offer.";

/** The warning Australian credit law prescribes beside a comparison rate. */
const COMPARISON_RATE_WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

/** The deposit an estimate assumes: an amount (one car's) or a share of the price (a grid's). */
type EstimateDeposit = { cents: number } | { percent: number };

export interface EstimateWording {
  /** "for 60 months at 10% APR, $0 down" (US); "over 5 years at 10% p.a., no deposit". */
  terms: string;
  /** Australia: "Comparison rate 10% p.a.*", the rate with its comparison rate; else null. */
  comparison: string | null;
  /** Australia: what the comparison rate is for and the prescribed warning; else null. */
  warning: string | null;
}

/**
 * The loan an estimate assumes, in the market's words. Australia's credit law has a rate in an
 * advertisement come with its comparison rate, the loan that comparison rate is for and the
 * prescribed warning; New Zealand and the US have no comparison rate (a US estimate calls its
 * rate an APR). The comparison rate defaults to the rate itself: an estimate carries no fees.
 */
export function estimateWording(
  loan: {
    ratePercent: number;
    termMonths: number;
    deposit: EstimateDeposit;
    comparisonRatePercent?: number | null;
  },
  market: EstimateMarket,
  money: (cents: number) => string,
): EstimateWording {
  const deposit =
    "cents" in loan.deposit
      ? loan.deposit.cents > 0
        ? money(loan.deposit.cents)
        : null
      : loan.deposit.percent > 0
        ? percent(loan.deposit.percent)
        : null;
  if (market === "US") {
    return {
      terms: `for ${loan.termMonths} months at ${percent(loan.ratePercent)} APR, ${deposit ?? "$0"} down`,
      comparison: null,
      warning: null,
    };
  }
  const terms = `over ${termWords(loan.termMonths)} at ${percent(loan.ratePercent)} p.a., ${deposit ? `${deposit} deposit` : "no deposit"}`;
  if (market !== "AU") return { terms, comparison: null, warning: null };
  return {
    terms,
    comparison: `Comparison rate ${percent(loan.comparisonRatePercent ?? loan.ratePercent)} p.a.*`,
    warning: `* Comparison rate based on a secured loan of $30,000 over 5 years. ${COMPARISON_RATE_WARNING}`,
  };
}

/** What the estimate says when the shopper's deposit cannot be estimated. */
const ESTIMATE_INVALID_DEPOSIT = "The deposit must be a whole number of dollars, less than the price.";

/** A vehicle page's estimate as the shopper reads it: the amount, then the loan it assumes. */
export interface EstimateSentence {
  /** "Est. $850/mo"; null when there is no estimate (then `rest` says why). */
  amount: string | null;
  rest: string;
}

/**
 * The vehicle page's estimate sentence for a deposit and term: "Est. $850/mo" and "for 60
 * months at 10% APR, $0 down. An estimate, not a finance offer." (Australia adds its comparison
 * rate). The server renders it with the site's default loan, the shopper's changes re-render it.
 */
export function estimateSentence(
  priceCents: number,
  market: EstimateMarket,
  settings: Pick<EstimateSettings, "ratePercent" | "comparisonRatePercent">,
  loan: { depositCents: number; termMonths: number },
  locale: PriceLocale,
): EstimateSentence {
  const money = (cents: number) => formatPrice(cents, locale);
  const estimate = repaymentEstimate(priceCents, market, { ratePercent: settings.ratePercent, ...loan });
  if (!estimate) return { amount: null, rest: ESTIMATE_INVALID_DEPOSIT };
  const wording = estimateWording(
    {
      ratePercent: settings.ratePercent,
      termMonths: loan.termMonths,
      deposit: { cents: loan.depositCents },
      comparisonRatePercent: settings.comparisonRatePercent,
    },
    market,
    money,
  );
  return {
    amount: `Est. ${money(estimate.cents)}/${estimate.per === "month" ? "mo" : "week"}`,
    rest: `${wording.terms}.${wording.comparison ? ` ${wording.comparison}` : ""} ${ESTIMATE_DISCLAIMER}`,
  };
}
