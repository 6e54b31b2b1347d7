"use client";

import { useId, useState } from "react";
import {
  defaultDepositCents,
  ESTIMATE_TERMS,
  type EstimateSentence,
  type EstimateSettings,
  estimateSentence,
} from "@/domain/leads/repayments";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import type { PriceLocale } from "@/domain/stock/format-price";
import { track } from "@/features/analytics/track";

/** Whole dollars typed by a shopper ("5,000", "$5000") as cents; NaN for anything else. */
function dollarsToCents(typed: string): number {
  const cleaned = typed.replace(/[$,\s]/g, "");
  if (cleaned === "") return 0;
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) * 100 : Number.NaN;
}

export interface EstimateInput {
  priceCents: number;
  market: "AU" | "NZ" | "US";
  locale: PriceLocale;
  settings: EstimateSettings;
}

/**
 * The deposit and term fields of the vehicle page's estimate, loaded when the shopper opens
 * "Change deposit and term": each change re-renders the sentence (onChange) and the first
 * sends the finance calculator event (26). A deposit that cannot be estimated marks the field
 * and points it at the sentence saying why (errorId).
 */
export default function FinanceEstimateControls({
  input,
  errorId,
  onChange,
}: {
  input: EstimateInput;
  errorId: string;
  onChange: (sentence: EstimateSentence) => void;
}) {
  const id = useId();
  const { priceCents, market, locale, settings } = input;
  const [deposit, setDeposit] = useState(
    String(defaultDepositCents(priceCents, settings.depositPercent) / 100),
  );
  const [term, setTerm] = useState(settings.termMonths);
  const [valid, setValid] = useState(true);
  const [tracked, setTracked] = useState(false);
  const update = (nextDeposit: string, nextTerm: number) => {
    const sentence = estimateSentence(
      priceCents,
      market,
      settings,
      { depositCents: dollarsToCents(nextDeposit), termMonths: nextTerm },
      locale,
    );
    setValid(sentence.amount !== null);
    onChange(sentence);
    if (!tracked) {
      track(EVENT_IDS.finance_calculator);
      setTracked(true);
    }
  };
  const terms = ESTIMATE_TERMS.includes(settings.termMonths)
    ? ESTIMATE_TERMS
    : [...ESTIMATE_TERMS, settings.termMonths].sort((a, b) => a - b);
  const field = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-base";
  return (
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
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : errorId}
          onChange={(event) => {
            setDeposit(event.target.value);
            update(event.target.value, term);
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
            const next = Number(event.target.value);
            setTerm(next);
            update(deposit, next);
          }}
        >
          {terms.map((months) => (
            <option key={months} value={months}>
              {months} months
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
