import { ServerImage } from "@/components/ui/server-image";
import { cardEstimate, estimateSettings } from "@/domain/leads/repayments";
import { planSummary } from "@/domain/leads/subscription-plans";
import { localeFor } from "@/domain/site/locale";
import { badgeFor, type CardBadge } from "@/domain/stock/badge-for";
import { displayImage } from "@/domain/stock/display-image";
import { formatPrice } from "@/domain/stock/format-price";
import { OFFERED_AS, priceAfterOffer, priceDisplay, priceModeFor } from "@/domain/stock/price-display";
import { recentPriceDrop } from "@/domain/stock/price-drop";
import { vehicleKeyFacts } from "@/domain/stock/vehicle-key-facts";
import { vehicleTrim } from "@/domain/stock/vehicle-meta";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import { BadgeLabel } from "@/features/vehicle/badge-label";
import { badgeSettings } from "@/features/vehicle/badge-settings";
import { CardEstimate } from "@/features/vehicle/card-estimate";
import { PriceDropBadge } from "@/features/vehicle/price-drop-badge";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";

export const BADGE_STYLES: Record<CardBadge["kind"], string> = {
  fuel: "bg-emerald-700 text-white",
  reserved: "bg-amber-400 text-slate-950",
  certified: "bg-white text-brand-link ring-1 ring-brand",
  tag: "bg-brand text-brand-ink",
  "coming-soon": "bg-sky-800 text-white",
  "just-arrived": "bg-accent text-accent-ink",
  sold: "bg-red-700 text-white",
};

/**
 * The widths a card's photo is offered at: the sizes it is shown at (300 px in a desktop row,
 * up to 575 px at 45vw on tablets, a phone's width) at pixel ratios 1 to 3, rather than every
 * configured width up to 3840 (ten entries per card; issue 27).
 */
const CARD_IMAGE_WIDTHS = [384, 640, 828, 1080, 1200] as const;

const CONDITION_LABEL = { new: "New", used: "Used", demo: "Demo" } as const;

export function VehicleCard({
  car,
  site,
  now,
  priority = false,
}: {
  car: CarSummary;
  site: Pick<Site, "template" | "market" | "config">;
  now: Date;
  priority?: boolean;
}) {
  const { locale } = localeFor(site.market);
  const { labels } = site.config;
  const badge = badgeFor(car, badgeSettings(site.config), now);
  const mode = priceModeFor(site.template);
  const price = priceDisplay(car, { noPriceText: labels.no_price_text, locale, mode });
  // A was-price and an offer are sale prices: a daily or weekly rate shows neither.
  const afterOffer = price.kind === "price" && mode === "sale" ? priceAfterOffer(car) : null;
  const image = displayImage(car);
  const photoCount = car.images.length;
  const drop = mode === "sale" && price.kind === "price" ? recentPriceDrop(car, now) : null;
  const href = vehiclePath(site.template, car.slug);
  const settings = mode === "sale" ? estimateSettings(site.config.commerce) : null;
  const estimate = settings ? cardEstimate(car, site.market, settings) : null;
  // A hire or subscription car is offered as that, not as new or used stock.
  const condition =
    mode !== "sale"
      ? `${OFFERED_AS[mode].charAt(0).toUpperCase()}${OFFERED_AS[mode].slice(1)}`
      : car.car_type === "used" && labels.pre_owned_wording
        ? "Pre-owned"
        : CONDITION_LABEL[car.car_type];
  const title = `${car.year} ${car.make} ${car.model}`;
  const subtitle = vehicleTrim(car);
  const facts = vehicleKeyFacts(car, site.template, site.market);
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      {/* data-card-photo: where the toggles' plain script (startCardToggles) adds the corners. */}
      <div data-card-photo="" className="relative aspect-[3/2] bg-surface">
        {image && (
          <ServerImage
            src={image}
            alt={`${title} ${subtitle}`.trim()}
            fill
            sizes="(min-width: 1280px) 300px, (min-width: 768px) 45vw, 100vw"
            widths={CARD_IMAGE_WIDTHS}
            quality={site.config.image_quality}
            priority={priority}
            className="object-cover"
          />
        )}
        {badge && (
          <span
            className={`absolute left-3 top-3 rounded px-2 py-1 text-xs font-bold uppercase tracking-wide shadow ${BADGE_STYLES[badge.kind]}`}
            data-badge={badge.kind}
          >
            <BadgeLabel badge={badge} stock={site.config.stock} size="card" />
          </span>
        )}
        {photoCount > 1 && (
          <span
            className="absolute bottom-3 right-3 rounded bg-black/75 px-2 py-1 text-xs font-semibold text-white"
            data-photo-count={photoCount}
          >
            {photoCount} photos
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted">{condition}</p>
        <h3 className="mt-1 text-base font-bold leading-snug">
          <a href={href} className="after:absolute after:inset-0 hover:text-brand-link">
            {title}
          </a>
        </h3>
        {subtitle && <p className="truncate text-sm text-muted">{subtitle}</p>}
        <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {/* One height for every card's price block, so prices line up across a row: the
            was-price and after-offer lines keep their space when a car has none. */}
        <div className="mt-auto pt-4">
          <p className="min-h-4 text-xs leading-4 text-muted line-through">
            {mode === "sale" &&
            car.before_price != null &&
            price.kind === "price" &&
            car.before_price > (car.price ?? 0)
              ? formatPrice(car.before_price, locale)
              : null}
          </p>
          <p
            data-card-price
            className={`flex min-h-7 items-end ${
              price.kind === "price" ? "text-xl font-extrabold" : "text-base font-bold text-brand-link"
            }`}
          >
            {price.text}
            {price.kind === "price" && mode === "sale" && labels.prices_exclude_gst && (
              <span className="ml-1 text-sm font-semibold text-muted" data-card-gst>
                +GST
              </span>
            )}
            {drop && <PriceDropBadge drop={drop} locale={locale} />}
          </p>
          {mode === "subscription-weekly" ? (
            // A subscription's price is only half the deal: the term and the kilometres with it.
            <p className="min-h-5 text-sm leading-5 text-muted" data-card-plan>
              {planSummary(site.config.commerce.subscription_plans)}
            </p>
          ) : (
            <>
              <p className="min-h-5 text-sm font-semibold leading-5 text-emerald-800">
                {afterOffer != null ? `${formatPrice(afterOffer, locale)} after offer` : null}
              </p>
              {/* The repayment estimate on the grid's terms (its note says which), line kept. */}
              {settings && <CardEstimate estimate={estimate} locale={locale} />}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
