import { ESTIMATE_DISCLAIMER, type EstimateSettings, estimateWording } from "@/domain/leads/repayments";
import { localeFor } from "@/domain/site/locale";
import { formatPrice } from "@/domain/stock/format-price";
import type { Site } from "@/server/sites/site";

/**
 * The note under a grid of cards that show repayment estimates: the loan every card's estimate
 * assumes (the site's default deposit, term and rate) in the market's words, with Australia's
 * comparison rate and its warning.
 */
export function EstimateNote({ settings, market }: { settings: EstimateSettings; market: Site["market"] }) {
  const { locale } = localeFor(market);
  const wording = estimateWording(
    { ...settings, deposit: { percent: settings.depositPercent } },
    market,
    (cents) => formatPrice(cents, locale),
  );
  return (
    <p className="mt-4 text-xs text-muted" data-estimate-note>
      {market === "US" ? "Estimated payments" : "Estimated repayments"} {wording.terms}.
      {wording.comparison ? ` ${wording.comparison}` : ""} {ESTIMATE_DISCLAIMER}
      {wording.warning ? ` ${wording.warning}` : ""}
    </p>
  );
}
