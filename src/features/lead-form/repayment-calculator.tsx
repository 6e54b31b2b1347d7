"use client";

import { useEffect, useId, useState } from "react";
import type { Market } from "@/domain/config/site-config";
import { DEFAULT_FINANCE_RATE, monthlyRepayment } from "@/domain/leads/repayments";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { localeFor } from "@/domain/site/locale";
import { track } from "@/features/analytics/track";

const TERMS = [12, 24, 36, 48, 60, 72, 84];

/** The finance form's fields the calculator follows: what the shopper types there, it shows. */
const FOLLOWED = new Map<string, "amount" | "deposit" | "term">([
  ["vehiclePriceBudget", "amount"],
  ["deposit", "deposit"],
  ["loan_term", "term"],
]);

function parse(value: string): number {
  const n = Number(value.replace(/[$,\s]/g, ""));
  return Number.isFinite(n) && n >= 0 ? n : Number.NaN;
}

/**
 * The finance page's repayment calculator (the site's interest rate, default 10 %). An estimate
 * only; it sends nothing but the finance-calculator event (26) when the visitor changes it.
 */
export function RepaymentCalculator({
  market,
  initialAmount,
  initialRate = DEFAULT_FINANCE_RATE,
}: {
  market: Market;
  initialAmount: number;
  /** The site's finance rate (commerce.finance_rate_percent), as its estimates use. */
  initialRate?: number;
}) {
  const id = useId();
  const [amount, setAmount] = useState(String(Math.round(initialAmount)));
  const [deposit, setDeposit] = useState("0");
  const [rate, setRate] = useState(String(initialRate));
  const [term, setTerm] = useState("60");
  const [tracked, setTracked] = useState(false);
  const [following, setFollowing] = useState(false);
  const { locale, currency } = localeFor(market);

  // The budget, deposit and term typed into the finance form on the same page are carried
  // into the calculator as they change; the calculator's own fields can
  // still be changed afterwards.
  useEffect(() => {
    const follow = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
      if (!field.form || field.closest("[data-repayment-calculator]")) return;
      const which = FOLLOWED.get(field.name);
      const value = field.value.trim();
      if (!which || value === "" || Number.isNaN(parse(value))) return;
      if (which === "amount") setAmount(value);
      else if (which === "deposit") setDeposit(value);
      else if (TERMS.includes(Number(value))) setTerm(value);
    };
    document.addEventListener("input", follow);
    document.addEventListener("change", follow);
    setFollowing(true);
    return () => {
      document.removeEventListener("input", follow);
      document.removeEventListener("change", follow);
    };
  }, []);
  const principal = parse(amount) - parse(deposit);
  let repayment: number | null = null;
  try {
    if (principal >= 0) {
      repayment = monthlyRepayment({
        principalCents: Math.round(principal * 100),
        annualRatePercent: parse(rate),
        termMonths: Number(term),
      });
    }
  } catch {
    repayment = null;
  }
  const changed = () => {
    if (!tracked) {
      track(EVENT_IDS.finance_calculator);
      setTracked(true);
    }
  };
  const input = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base";
  return (
    <section
      className="card p-5"
      aria-labelledby={`${id}-title`}
      data-repayment-calculator={following ? "following" : "static"}
    >
      <h2 id={`${id}-title`} className="text-base font-bold">
        Repayment calculator
      </h2>
      <div className="mt-3 grid gap-3 text-sm">
        <label className="font-semibold">
          Vehicle price ($)
          <input
            className={input}
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              changed();
            }}
          />
        </label>
        <label className="font-semibold">
          Deposit ($)
          <input
            className={input}
            inputMode="decimal"
            value={deposit}
            onChange={(e) => {
              setDeposit(e.target.value);
              changed();
            }}
          />
        </label>
        <label className="font-semibold">
          Interest rate (% p.a.)
          <input
            className={input}
            inputMode="decimal"
            value={rate}
            onChange={(e) => {
              setRate(e.target.value);
              changed();
            }}
          />
        </label>
        <label className="font-semibold">
          Term
          <select
            className={input}
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              changed();
            }}
          >
            {TERMS.map((months) => (
              <option key={months} value={months}>
                {months} months
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        Estimated repayment
        <span className="block text-2xl font-extrabold text-ink">
          {repayment === null
            ? "–"
            : `${new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(repayment / 100)} / month`}
        </span>
      </p>
      <p className="mt-2 text-xs text-muted">
        An estimate only, not a quote. Fees and charges are not included.
      </p>
    </section>
  );
}
