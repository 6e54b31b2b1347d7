import { cardEstimate, type EstimateSettings, estimateSettings } from "@/domain/leads/repayments";
import { priceModeFor } from "@/domain/stock/price-display";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";

/**
 * The loan the cards' repayment estimates assume, for the note under a grid, or null when no
 * card shows one. Cards show estimates on the site's default loan; the note says which.
 */
export function gridEstimateSettings(
  cars: readonly CarSummary[],
  site: Pick<Site, "template" | "market" | "config">,
): EstimateSettings | null {
  const settings = priceModeFor(site.template) === "sale" ? estimateSettings(site.config.commerce) : null;
  return settings != null && cars.some((car) => cardEstimate(car, site.market, settings) != null)
    ? settings
    : null;
}
