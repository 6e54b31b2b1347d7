import type { EstimateSentence } from "@/domain/leads/repayments";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { FinanceEstimate } from "@/features/vehicle/finance-estimate";
import type { EstimateInput } from "@/features/vehicle/finance-estimate-controls";
import { TrackedLink } from "@/features/vehicle/tracked-link";

export interface VehicleFinanceEstimateProps {
  initial: EstimateSentence;
  input: EstimateInput;
  /** Australia's comparison-rate warning. */
  warning: string | null;
  /** "Get a quote": the finance page for this car (event 58 when followed), where the site has the action. */
  quote: {
    href: string;
    vehicle: { name: string; stocknum: string; price: number | null; slug: string };
  } | null;
}

/** The vehicle page's repayment estimate with its "Get a quote" link, one island (vehicleEstimateProps). */
export function VehicleFinanceEstimate({ initial, input, warning, quote }: VehicleFinanceEstimateProps) {
  return (
    <FinanceEstimate initial={initial} input={input} warning={warning}>
      {quote && (
        <>
          {" "}
          <TrackedLink
            href={quote.href}
            eventId={EVENT_IDS.finance_link_click}
            detail={{ vehicle: quote.vehicle }}
            className="font-semibold text-brand-link underline"
          >
            Get a quote
          </TrackedLink>
        </>
      )}
    </FinanceEstimate>
  );
}
