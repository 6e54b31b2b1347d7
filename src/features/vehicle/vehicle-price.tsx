import type { ReactNode } from "react";
import { localeFor } from "@/domain/site/locale";
import { tradeProfile } from "@/domain/site/trade-profile";
import { formatPrice } from "@/domain/stock/format-price";
import { marketPriceIndicator } from "@/domain/stock/market-price-indicator";
import { priceAfterOffer, priceDisplay, priceModeFor } from "@/domain/stock/price-display";
import { recentPriceDrop } from "@/domain/stock/price-drop";
import { priceQualifier } from "@/domain/stock/price-qualifier";
import { PriceDropBadge } from "@/features/vehicle/price-drop-badge";
import { PriceIncludes } from "@/features/vehicle/price-includes";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

/**
 * The vehicle page's price block: the was-price, the price (or the site's no-price text) and
 * its qualifier, the drive-away and after-offer prices, a repayment estimate the shopper can
 * adjust, with the finance link, the pick-up location of a hire car, what the price includes and how it
 * compares with the market.
 */
export function VehiclePrice({
  site,
  car,
  estimate,
}: {
  site: Site;
  car: CarDetail;
  /** The repayment estimate (VehicleFinanceEstimate; the page's plain script starts it), where vehicleEstimateProps gives one. */
  estimate?: ReactNode;
}) {
  const { locale } = localeFor(site.market);
  const { labels } = site.config;
  const mode = priceModeFor(site.template);
  const price = priceDisplay(car, { noPriceText: labels.no_price_text, locale, mode });
  const afterOffer = price.kind === "price" && mode === "sale" ? priceAfterOffer(car) : null;
  const market = marketPriceIndicator(car);
  const includes = labels.price_includes;
  const qualifier = priceQualifier(car, {
    mode,
    configured: labels.price_qualifier,
    excludesGst: labels.prices_exclude_gst,
  });
  const drop = mode === "sale" && price.kind === "price" ? recentPriceDrop(car, new Date()) : null;
  return (
    <div className="mt-4 border-t border-line pt-4">
      {drop && <PriceDropBadge drop={drop} locale={locale} size="page" />}
      {mode === "sale" &&
        car.before_price != null &&
        price.kind === "price" &&
        car.before_price > (car.price ?? 0) && (
          <p className="text-sm text-muted">
            Was <span className="line-through">{formatPrice(car.before_price, locale)}</span>
          </p>
        )}
      <p
        className={
          price.kind === "price" ? "text-3xl font-black tracking-tight" : "text-xl font-bold text-brand-link"
        }
        data-testid="vehicle-price"
      >
        {price.text}
        {qualifier.qualifier && (
          <span className="ml-2 text-sm font-semibold tracking-normal text-muted">{qualifier.qualifier}</span>
        )}
      </p>
      {qualifier.driveAwayCents != null && (
        <p className="mt-1 font-semibold" data-testid="drive-away-price">
          {formatPrice(qualifier.driveAwayCents, locale)} drive away
        </p>
      )}
      {afterOffer != null && (
        <p className="mt-1 font-semibold text-emerald-800">{formatPrice(afterOffer, locale)} after offer</p>
      )}
      {estimate}
      {mode === "rental-daily" && car.location && (
        <p className="mt-2 text-sm" data-testid="pick-up-location">
          Pick up from <strong>{car.location.name}</strong>
        </p>
      )}
      {includes.length > 0 && (
        <div className="mt-3 text-sm">
          <p className="font-semibold">{tradeProfile(site.template).includesHeading}</p>
          <PriceIncludes items={includes} className="mt-1 grid gap-1" />
        </div>
      )}
      {market && (
        <p
          className="mt-3 flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
          data-testid="market-price-indicator"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm3.7 5.3a1 1 0 0 0-1.4 0L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4a1 1 0 0 0 0-1.4Z"
            />
          </svg>
          <span>
            <strong>{formatPrice(market.below_by_cents, locale)} below</strong> the{" "}
            {market.basis === "state" ? `${car.state ?? "state"} average` : "national average"} market price
          </span>
        </p>
      )}
    </div>
  );
}
