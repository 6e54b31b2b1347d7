import type { RepaymentEstimate } from "@/domain/leads/repayments";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";

/**
 * A car's repayment estimate as its card says it ("Est. $123/week"; "Est. $456/mo" in the US),
 * on the search's cards, the saved cars and the comparison alike; the loan it assumes is said
 * once under them (EstimateNote). The line keeps its height when a car has none, so prices line
 * up across a row. Plain markup without hooks: server pages and client islands render it alike.
 */
export function CardEstimate({
  estimate,
  locale,
  className = "min-h-5 text-sm leading-5",
}: {
  estimate: RepaymentEstimate | null;
  locale: PriceLocale;
  className?: string;
}) {
  return (
    <p className={className} data-card-estimate={estimate ? "" : undefined}>
      {estimate
        ? `Est. ${formatPrice(estimate.cents, locale)}/${estimate.per === "month" ? "mo" : "week"}`
        : null}
    </p>
  );
}
