"use client";

import { type ReactNode, useId, useState, useSyncExternalStore } from "react";
import {
  defaultDepositCents,
  ESTIMATE_DISCLAIMER,
  ESTIMATE_TERMS,
  type EstimateSettings,
  estimateWording,
  repaymentEstimate,
} from "@/domain/leads/repayments";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";
import { track } from "@/features/analytics/track";

const subscribeNothing = () => () => {};

/** Whole dollars typed by a shopper ("5,000", "$5000") as cents; NaN for anything else. */
function dollarsToCents(typed: string): number {
  const cleaned = typed.replace(/[$,\s]/g, "");
  if (cleaned === "") return 0;
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) * 100 : Number.NaN;
}

const termLabel = (months: number) => `${months} months${months % 12 === 0 ? ` (${months / 12} yr)` : ""}`;

/**
 * The vehicle page's repayment estimate, with a deposit and term the shopper can change. The
 * server renders the site's default (deposit, term and rate from its settings), which is all a
 * browser without JavaScript shows; once hydrated, "Change deposit and term" opens the two
 * fields and the sentence follows them, announced politely. The first change sends the
 * finance calculator event (26). `children` (the "Get a quote" link) follows the sentence.
 */
export function FinanceEstimate({
  priceCents,
  market,
  locale,
  settings,
  children,
}: {
  priceCents: number;
  market: "AU" | "NZ" | "US";
  locale: PriceLocale;
  settings: EstimateSettings;
  children?: ReactNode;
}) {
  const id = useId();
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [deposit, setDeposit] = useState(
    String(defaultDepositCents(priceCents, settings.depositPercent) / 100),
  );
  const [term, setTerm] = useState(settings.termMonths);
  const [tracked, setTracked] = useState(false);
  const money = (cents: number) => formatPrice(cents, locale);
  const depositCents = dollarsToCents(deposit);
  const loan = { ratePercent: settings.ratePercent, depositCents, termMonths: term };
  const estimate = repaymentEstimate(priceCents, market, loan);
  const wording = estimateWording(
    { ...loan, deposit: { cents: depositCents }, comparisonRatePercent: settings.comparisonRatePercent },
    market,
    money,
  );
  const terms = ESTIMATE_TERMS.includes(settings.termMonths)
    ? ESTIMATE_TERMS
    : [...ESTIMATE_TERMS, settings.termMonths].sort((a, b) => a - b);
  const changed = () => {
    if (tracked) return;
    track(EVENT_IDS.finance_calculator);
    setTracked(true);
  };
  const field = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-base";
  return (
    <div className="mt-2 text-sm" data-finance-estimate>
      <p data-testid="repayment-estimate">
        <span role="status">
          {estimate ? (
            <>
              <span className="font-semibold">
                Est. {money(estimate.cents)}/{estimate.per === "month" ? "mo" : "week"}
              </span>{" "}
              <span className="text-muted">
                {wording.terms}.{wording.comparison ? ` ${wording.comparison}` : ""} {ESTIMATE_DISCLAIMER}
              </span>
            </>
          ) : (
            <span id={`${id}-error`}>
              The deposit must be a whole number of dollars, less than the price.
            </span>
          )}
        </span>
        {children}
      </p>
      {wording.warning && (
        <p className="mt-1 text-xs text-muted" data-comparison-warning>
          {wording.warning}
        </p>
      )}
      {/* The disclosure's line is kept from the first paint, so it appears without moving the page. */}
      <div className="min-h-7">
        {hydrated && (
          <details className="mt-1">
            <summary className="cursor-pointer py-1 font-semibold text-brand-link underline">
              Change deposit and term
            </summary>
            <div className="mt-2 grid grid-cols-2 gap-3">
              <label className="font-semibold" htmlFor={`${id}-deposit`}>
                Deposit ($)
                <input
                  id={`${id}-deposit`}
                  className={field}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={12}
                  value={deposit}
                  aria-invalid={estimate ? undefined : true}
                  aria-describedby={estimate ? undefined : `${id}-error`}
                  onChange={(event) => {
                    setDeposit(event.target.value);
                    changed();
                  }}
                />
              </label>
              <label className="font-semibold" htmlFor={`${id}-term`}>
                Term
                <select
                  id={`${id}-term`}
                  className={field}
                  value={term}
                  onChange={(event) => {
                    setTerm(Number(event.target.value));
                    changed();
                  }}
                >
                  {terms.map((months) => (
                    <option key={months} value={months}>
                      {termLabel(months)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </details>
        )}
      </div>
    </div>
  );
}
