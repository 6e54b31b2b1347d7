import type { VehicleAction } from "@/domain/config/site-config";
import {
  defaultDepositCents,
  estimateSentence,
  estimateSettings,
  estimateWording,
  repaymentEstimate,
} from "@/domain/leads/repayments";
import { localeFor } from "@/domain/site/locale";
import { formatPrice } from "@/domain/stock/format-price";
import { priceAfterOffer, priceDisplay, priceModeFor } from "@/domain/stock/price-display";
import { priceQualifier } from "@/domain/stock/price-qualifier";
import { financeHref } from "@/domain/stock/vehicle-action-links";
import { isAvailable } from "@/domain/stock/vehicle-status";
import type { VehicleFinanceEstimateProps } from "@/features/vehicle/vehicle-finance-estimate";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

/**
 * The vehicle page's repayment estimate, for what the shopper would pay: the drive-away price
 * when there is one, else the price after an offer, else the price. Weekly in Australia and New
 * Zealand, monthly with an APR in the US; none where the site turns it off, for a car not for
 * sale, without a price, or sold. The island shows the site's default loan and lets the shopper
 * change it; "Get a quote" follows it where the site has the finance action.
 */
export function vehicleEstimateProps(
  site: Pick<Site, "market" | "template" | "config">,
  car: CarDetail,
  actions: readonly VehicleAction[],
): VehicleFinanceEstimateProps | null {
  const { locale } = localeFor(site.market);
  const { labels } = site.config;
  const mode = priceModeFor(site.template);
  const price = priceDisplay(car, { noPriceText: labels.no_price_text, locale, mode });
  const settings = estimateSettings(site.config.commerce);
  if (!settings || mode !== "sale" || price.kind !== "price" || !isAvailable(car)) return null;
  const afterOffer = priceAfterOffer(car);
  const qualifier = priceQualifier(car, {
    mode,
    configured: labels.price_qualifier,
    excludesGst: labels.prices_exclude_gst,
  });
  const estimatePrice = qualifier.driveAwayCents ?? afterOffer ?? car.price;
  if (estimatePrice == null) return null;
  const estimate = repaymentEstimate(estimatePrice, site.market, {
    ratePercent: settings.ratePercent,
    depositCents: defaultDepositCents(estimatePrice, settings.depositPercent),
    termMonths: settings.termMonths,
  });
  if (estimate == null) return null;
  const warning = estimateWording(
    { ...settings, deposit: { percent: settings.depositPercent } },
    site.market,
    (cents) => formatPrice(cents, locale),
  ).warning;
  return {
    initial: estimateSentence(
      estimatePrice,
      site.market,
      settings,
      { depositCents: estimate.depositCents, termMonths: estimate.termMonths },
      locale,
    ),
    input: { priceCents: estimatePrice, market: site.market, locale, settings },
    warning,
    quote: actions.includes("finance")
      ? {
          href: financeHref(site.config.commerce.finance_path, car, car.dealership_slug),
          vehicle: { name: car.name, stocknum: car.stocknum, price: car.price, slug: car.slug },
        }
      : null,
  };
}
