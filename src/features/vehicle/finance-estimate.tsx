"use client";

import { lazy, type ReactNode, Suspense, useId, useState, useSyncExternalStore } from "react";
import type { EstimateSentence } from "@/domain/leads/repayments";
import type { EstimateInput } from "@/features/vehicle/finance-estimate-controls";

// The fields and the arithmetic load when the shopper opens them, not with the page.
const Controls = lazy(() => import("@/features/vehicle/finance-estimate-controls"));
const subscribeNothing = () => () => {};

/**
 * The vehicle page's repayment estimate, with a deposit and term the shopper can change. The
 * server renders the site's default (`initial`: its deposit, term and rate), which is all a
 * browser without JavaScript shows; once hydrated, "Change deposit and term" opens the two
 * fields and the sentence follows them, announced politely. `warning` is Australia's
 * comparison-rate warning; `children` (the "Get a quote" link) follows the sentence.
 */
export function FinanceEstimate({
  initial,
  input,
  warning,
  children,
}: {
  initial: EstimateSentence;
  input: EstimateInput;
  warning: string | null;
  children?: ReactNode;
}) {
  const id = useId();
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [sentence, setSentence] = useState(initial);
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2 text-sm" data-finance-estimate>
      <p data-testid="repayment-estimate">
        <span role="status">
          {sentence.amount ? (
            <>
              <span className="font-semibold">{sentence.amount}</span>{" "}
              <span className="text-muted">{sentence.rest}</span>
            </>
          ) : (
            <span id={`${id}-error`}>{sentence.rest}</span>
          )}
        </span>
        {children}
      </p>
      {warning && (
        <p className="mt-1 text-xs text-muted" data-comparison-warning>
          {warning}
        </p>
      )}
      {/* The disclosure's line is kept from the first paint, so it appears without moving the page. */}
      <div className="min-h-7">
        {hydrated && (
          <details className="mt-1" onToggle={(event) => setOpen(event.currentTarget.open)}>
            <summary className="cursor-pointer py-1 font-semibold text-brand-link underline">
              Change deposit and term
            </summary>
            {open && (
              <Suspense fallback={null}>
                <Controls input={input} errorId={`${id}-error`} onChange={setSentence} />
              </Suspense>
            )}
          </details>
        )}
      </div>
    </div>
  );
}
