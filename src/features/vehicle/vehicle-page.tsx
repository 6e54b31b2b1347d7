import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import type { VehicleAction } from "@/domain/config/site-config";
import {
  DEFAULT_FINANCE_RATE,
  ESTIMATE_TERM_MONTHS,
  weeklyRepaymentEstimate,
} from "@/domain/leads/repayments";
import { jsonForScript } from "@/domain/security/escape-markup";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { localeFor, localiseText } from "@/domain/site/locale";
import { DEFAULT_OPENING_HOURS, isOpenNow } from "@/domain/site/opening-hours";
import { tradeProfile } from "@/domain/site/trade-profile";
import { nounInSentence } from "@/domain/site/vehicle-noun";
import { badgeFor } from "@/domain/stock/badge-for";
import { conditionLabel } from "@/domain/stock/condition-label";
import { formatPrice } from "@/domain/stock/format-price";
import { marketPriceIndicator } from "@/domain/stock/market-price-indicator";
import { OFFERED_AS, priceAfterOffer, priceDisplay, priceModeFor } from "@/domain/stock/price-display";
import { priceQualifier } from "@/domain/stock/price-qualifier";
import { enquireHref, financeHref } from "@/domain/stock/vehicle-action-links";
import { vehicleKeyFacts } from "@/domain/stock/vehicle-key-facts";
import { odometerText, vehicleTitle, vehicleTrim } from "@/domain/stock/vehicle-meta";
import { isAvailable } from "@/domain/stock/vehicle-status";
import { FavouriteButton } from "@/features/favourites/favourite-button";
import { favouriteCar } from "@/features/favourites/favourite-car";
import { OpenNowStatus } from "@/features/shell/open-now-status";
import { BadgeLabel } from "@/features/vehicle/badge-label";
import { badgeSettings } from "@/features/vehicle/badge-settings";
import { PriceIncludes, Tick } from "@/features/vehicle/price-includes";
import { TrackedLink } from "@/features/vehicle/tracked-link";
import { UpcomingDates } from "@/features/vehicle/upcoming-dates";
import { VehicleActionBar } from "@/features/vehicle/vehicle-action-bar";
import { BADGE_STYLES, VehicleCard } from "@/features/vehicle/vehicle-card";
import { VehicleGallery } from "@/features/vehicle/vehicle-gallery";
import { VehiclePhoneBar } from "@/features/vehicle/vehicle-phone-bar";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";
import type { CarSummary } from "@/server/stock/car-summary";

function mapsHref(location: NonNullable<CarDetail["location"]>): string | null {
  if (location.map_url) return location.map_url;
  if (location.place_url) return location.place_url;
  if (location.lat !== null && location.long !== null) {
    return `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.long}`;
  }
  if (location.full)
    return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.full)}`;
  return null;
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="mt-3 whitespace-pre-line first:mt-0">
            {p}
          </p>
        ))}
    </>
  );
}

export interface VehiclePageProps {
  site: Site;
  car: CarDetail;
  actions: readonly VehicleAction[];
  similar: CarSummary[];
  now: Date;
  noun: string;
  /** the search the breadcrumb goes back to */
  searchPath: string;
  searchLabel: string;
  phone: string | null;
  jsonLd: Record<string, unknown>;
  /** the vehicle enquiry form, when the forms area provides one */
  enquiryForm?: ReactNode;
  /** the test-drive booking, opened in a dialog by the test-drive action */
  testDriveForm?: ReactNode;
}

export function VehiclePage(props: VehiclePageProps) {
  const { site, car, actions, now, noun } = props;
  const { locale } = localeFor(site.market);
  const { labels } = site.config;
  const title = vehicleTitle(car);
  const headline = `${car.year} ${car.make} ${car.model}`;
  const trim = vehicleTrim(car);
  const odometer = odometerText(car, site.market);
  const condition = conditionLabel(car.car_type, labels.pre_owned_wording);
  const badge = badgeFor(car, badgeSettings(site.config), now);
  const mode = priceModeFor(site.template);
  const price = priceDisplay(car, { noPriceText: labels.no_price_text, locale, mode });
  const afterOffer = price.kind === "price" && mode === "sale" ? priceAfterOffer(car) : null;
  const market = marketPriceIndicator(car);
  const sold = !isAvailable(car);
  const location = car.location;
  const mapHref = location ? mapsHref(location) : null;
  const siteLocation = site.locations.find((l) => l.id === location?.id);
  const siteLocationHours = siteLocation?.contact_detail.opening_hours ?? DEFAULT_OPENING_HOURS;
  const keyFacts = vehicleKeyFacts(car, site.template, site.market);
  // A hire or subscription car is offered as that, not as new or used stock.
  const eyebrow =
    mode === "sale" ? `${condition} ${nounInSentence(noun)}` : `${nounInSentence(noun)} ${OFFERED_AS[mode]}`;
  const includes = site.config.labels.price_includes;
  const qualifier = priceQualifier(car, { mode, configured: labels.price_qualifier });
  // The estimate is for what the shopper would pay: the drive-away price when there is one.
  const weekly =
    mode === "sale" && price.kind === "price" && !sold
      ? weeklyRepaymentEstimate(qualifier.driveAwayCents ?? afterOffer ?? car.price)
      : null;
  const financeAction = actions.includes("finance");

  const specs: [string, string | number | null | undefined][] = [
    ["Condition", condition],
    ["Year", car.year],
    ["Make", car.make],
    ["Model", car.model],
    ["Series", car.series],
    ["Badge", car.badge],
    ["Body", car.body],
    [localiseText("Odometer", site.market), odometer],
    ["Transmission", car.transmission],
    ["Fuel", car.fuel],
    ["Engine", car.engine],
    ["Drive", car.drive],
    [localiseText("Colour", site.market), car.colour],
    ["Doors", car.doors],
    ["Seats", car.seats],
    ["VIN", car.vin],
    ["Stock number", car.stocknum],
    ["Location", location ? `${location.name}${location.city ? `, ${location.city}` : ""}` : car.city],
  ];

  const badgeNode = badge && (
    <span
      className={`absolute left-3 top-3 z-10 rounded px-2.5 py-1 text-sm font-bold uppercase tracking-wide shadow ${BADGE_STYLES[badge.kind]}`}
      data-badge={badge.kind}
    >
      <BadgeLabel badge={badge} stock={site.config.stock} size="page" />
    </span>
  );

  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonForScript escapes "<". */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(props.jsonLd) }} />
      <div className="container-site py-6" data-page-car-type={car.car_type}>
        <Breadcrumb
          trail={[
            { label: "Home", href: "/" },
            { label: props.searchLabel, href: props.searchPath },
          ]}
          current={title}
        />

        {sold && (
          <div role="status" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-bold">This {nounInSentence(noun)} has been sold.</p>
            <p className="mt-1 text-sm">
              Similar vehicles are listed below, or{" "}
              <a href={props.searchPath} className="font-semibold underline">
                browse all our stock
              </a>
              .
            </p>
          </div>
        )}

        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            <VehicleGallery
              images={car.images}
              alt={title}
              quality={site.config.image_quality}
              badge={badgeNode}
            />
          </div>

          <aside aria-label="Price and actions" className="lg:row-span-2">
            <div className="card relative p-5 lg:sticky lg:top-[3.25rem]">
              <div className="absolute right-4 top-4">
                <FavouriteButton car={favouriteCar(car)} market={site.market} />
              </div>
              <p className="pr-12 text-xs font-semibold uppercase tracking-wider text-muted">{eyebrow}</p>
              <h1 className="mt-1 pr-12 text-2xl font-black leading-tight tracking-tight">{headline}</h1>
              {trim && <p className="mt-1 text-muted">{trim}</p>}
              <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold" aria-label="Key facts">
                {keyFacts.map((fact) => (
                  <li key={fact} className="rounded-full bg-surface px-2.5 py-1">
                    {fact}
                  </li>
                ))}
              </ul>
              <div className="mt-4 border-t border-line pt-4">
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
                    price.kind === "price"
                      ? "text-3xl font-black tracking-tight"
                      : "text-xl font-bold text-brand-link"
                  }
                  data-testid="vehicle-price"
                >
                  {price.text}
                  {qualifier.qualifier && (
                    <span className="ml-2 text-sm font-semibold tracking-normal text-muted">
                      {qualifier.qualifier}
                    </span>
                  )}
                </p>
                {qualifier.driveAwayCents != null && (
                  <p className="mt-1 font-semibold" data-testid="drive-away-price">
                    {formatPrice(qualifier.driveAwayCents, locale)} drive away
                  </p>
                )}
                {afterOffer != null && (
                  <p className="mt-1 font-semibold text-emerald-800">
                    {formatPrice(afterOffer, locale)} after offer
                  </p>
                )}
                {weekly != null && (
                  <p className="mt-2 text-sm" data-testid="repayment-estimate">
                    <span className="font-semibold">Est. {formatPrice(weekly, locale)}/week</span>{" "}
                    <span className="text-muted">
                      over {ESTIMATE_TERM_MONTHS / 12} years at {DEFAULT_FINANCE_RATE}% p.a., no deposit. An
                      estimate, not a finance offer.
                    </span>
                    {financeAction && (
                      <>
                        {" "}
                        <TrackedLink
                          href={financeHref(site.config.commerce.finance_path, car, car.dealership_slug)}
                          eventId={EVENT_IDS.finance_link_click}
                          detail={{
                            vehicle: {
                              name: car.name,
                              stocknum: car.stocknum,
                              price: car.price,
                              slug: car.slug,
                            },
                          }}
                          className="font-semibold text-brand-link underline"
                        >
                          Get a quote
                        </TrackedLink>
                      </>
                    )}
                  </p>
                )}
                {mode === "rental-daily" && location && (
                  <p className="mt-2 text-sm" data-testid="pick-up-location">
                    Pick up from <strong>{location.name}</strong>
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
                      {market.basis === "state" ? `${car.state ?? "state"} average` : "national average"}{" "}
                      market price
                    </span>
                  </p>
                )}
              </div>
              <div className="mt-5">
                <VehicleActionBar
                  actions={actions}
                  car={car}
                  site={site}
                  phone={props.phone}
                  noun={noun}
                  testDriveForm={props.testDriveForm}
                />
              </div>
              <p className="mt-4 border-t border-line pt-4 text-sm">
                <a
                  href={`/search/${car.dealership_slug}`}
                  className="font-semibold text-brand-link hover:underline"
                >
                  See more from this dealer
                </a>
                <span className="block text-muted">{car.dealership_name}</span>
              </p>
            </div>
          </aside>

          <div className="min-w-0 space-y-10">
            {car.description && (
              <section aria-labelledby="description-heading">
                <h2 id="description-heading" className="text-xl font-extrabold tracking-tight">
                  About this {nounInSentence(noun)}
                </h2>
                <div className="mt-3 max-w-prose leading-relaxed text-ink">
                  <Paragraphs text={car.description} />
                </div>
              </section>
            )}

            {car.features.length > 0 && (
              <section aria-labelledby="features-heading">
                <h2 id="features-heading" className="text-xl font-extrabold tracking-tight">
                  Features
                </h2>
                <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                  {car.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2 text-sm">
                      <Tick />
                      {feature}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section aria-labelledby="specs-heading">
              <h2 id="specs-heading" className="text-xl font-extrabold tracking-tight">
                Specifications
              </h2>
              <dl className="mt-3 grid overflow-hidden rounded-xl border border-line sm:grid-cols-2">
                {specs
                  .filter(([, value]) => value !== null && value !== undefined && value !== "")
                  .map(([label, value]) => (
                    <div
                      key={label}
                      className="flex justify-between gap-4 border-b border-line px-4 py-3 text-sm"
                    >
                      <dt className="text-muted">{label}</dt>
                      <dd className="text-right font-semibold">{value}</dd>
                    </div>
                  ))}
              </dl>
              <UpcomingDates
                dates={car.date}
                now={now}
                locale={locale}
                timeZone={siteLocation?.time_zone ?? "Australia/Sydney"}
              />
            </section>

            <section id="vehicle-map" aria-labelledby="location-heading" className="scroll-mt-4">
              <h2 id="location-heading" className="text-xl font-extrabold tracking-tight">
                Where to see it
              </h2>
              {/* No placeholder map: the address, today's hours and a link out to directions. */}
              <div className="card mt-3 overflow-hidden">
                <div className="p-5">
                  <p className="text-lg font-bold">{location?.name ?? car.dealership_name}</p>
                  {location?.full && <p className="mt-1 text-sm">{location.full}</p>}
                  {siteLocation && (
                    <OpenNowStatus
                      hours={siteLocationHours}
                      timeZone={siteLocation.time_zone}
                      initial={isOpenNow(siteLocationHours, siteLocation.time_zone, now)}
                      variant="line"
                      className="mt-2"
                    />
                  )}
                  <div className="mt-4 flex flex-wrap gap-2">
                    {mapHref && (
                      <a href={mapHref} target="_blank" rel="noopener noreferrer" className="btn-brand">
                        Get directions<span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    )}
                    <a href={`/search/${car.dealership_slug}`} className="btn-outline">
                      See more from this dealer
                    </a>
                  </div>
                </div>
              </div>
            </section>

            {props.enquiryForm ? (
              // The form brings its own heading.
              <section id="enquire" aria-label="Enquiry" className="scroll-mt-4">
                {props.enquiryForm}
              </section>
            ) : (
              <section id="enquire" aria-labelledby="enquire-heading" className="scroll-mt-4">
                <h2 id="enquire-heading" className="text-xl font-extrabold tracking-tight">
                  {localiseText(`Enquire about this ${nounInSentence(noun)}`, site.market)}
                </h2>
                <div className="card mt-3 flex flex-wrap items-center justify-between gap-4 p-5">
                  <p className="max-w-md text-sm text-muted">
                    Ask a question, check availability or make an offer. We usually reply within the hour
                    during opening times.
                  </p>
                  <a href={enquireHref(car.id)} className="btn-brand">
                    {localiseText("Send an enquiry", site.market)}
                  </a>
                </div>
              </section>
            )}
          </div>
        </div>
      </div>

      {props.similar.length > 0 && (
        <section aria-labelledby="similar-heading" className="border-t border-line bg-surface py-12">
          <div className="container-site">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="similar-heading" className="text-2xl font-extrabold tracking-tight">
                Similar vehicles
              </h2>
              <a href={props.searchPath} className="font-semibold text-brand-link hover:underline">
                View all stock
              </a>
            </div>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {props.similar.map((similar) => (
                <li key={similar.id} className="flex">
                  <div className="w-full">
                    <VehicleCard
                      car={similar}
                      site={site}
                      now={now}
                      favourite={<FavouriteButton car={favouriteCar(similar)} market={site.market} />}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <VehiclePhoneBar actions={actions} car={car} phone={props.phone} websiteId={site.id} />
    </>
  );
}
