import { type ReactNode, useId } from "react";
import type { EstimateSentence } from "@/domain/leads/repayments";
import type { EstimateInput } from "@/features/vehicle/finance-estimate-controls";
import {
  FINANCE_ESTIMATE_ATTRIBUTE,
  FINANCE_ESTIMATE_ID_ATTRIBUTE,
  FINANCE_ESTIMATE_MORE_ATTRIBUTE,
  startFinanceEstimate,
} from "@/features/vehicle/start-finance-estimate";

// One function for every estimate, so React never restarts one on a re-render.
const startOnMount = (root: HTMLDivElement | null) => (root ? startFinanceEstimate(root) : undefined);

/**
 * The vehicle page's repayment estimate: the markup of the site's default (`initial`: its
 * deposit, term and rate), which is all a browser without JavaScript shows, and a line kept
 * for "Change deposit and term", which startFinanceEstimate (start-finance-estimate.ts, no
 * React) adds and brings to life: on an Astro page the page's script starts it; rendered by
 * React, its ref does. `warning` is Australia's comparison-rate warning; `children` (the "Get
 * a quote" link) follows the sentence.
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
  return (
    <div
      className="mt-2 text-sm"
      ref={startOnMount}
      {...{ [FINANCE_ESTIMATE_ATTRIBUTE]: JSON.stringify(input), [FINANCE_ESTIMATE_ID_ATTRIBUTE]: id }}
    >
      <p data-testid="repayment-estimate">
        <span role="status">
          {initial.amount ? (
            <>
              <span className="font-semibold">{initial.amount}</span>{" "}
              <span className="text-muted">{initial.rest}</span>
            </>
          ) : (
            <span id={`${id}-error`}>{initial.rest}</span>
          )}
        </span>
        {children}
      </p>
      {warning && (
        <p className="mt-1 text-xs text-muted" data-comparison-warning>
          {warning}
        </p>
      )}
      {/* The disclosure's line is kept from the first paint, so it appears without moving the
          page: its full height, the summary's 28 px and its 4 px margin. */}
      <div className="min-h-8" {...{ [FINANCE_ESTIMATE_MORE_ATTRIBUTE]: "" }} />
    </div>
  );
}
