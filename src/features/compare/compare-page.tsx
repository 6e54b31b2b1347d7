import type { ReactNode } from "react";
import { ServerImage } from "@/components/ui/server-image";
import { cardEstimate, estimateSettings } from "@/domain/leads/repayments";
import { COMPARE_FULL_MESSAGE, compareWithout, MAX_COMPARE } from "@/domain/site/compare";
import { localeFor } from "@/domain/site/locale";
import { pluralise } from "@/domain/site/plural";
import { nounInSentence, primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { conditionLabel } from "@/domain/stock/condition-label";
import { displayImage } from "@/domain/stock/display-image";
import { priceDisplay, priceModeFor } from "@/domain/stock/price-display";
import { odometerText, vehicleTrim } from "@/domain/stock/vehicle-meta";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { CardEstimate } from "@/features/vehicle/card-estimate";
import { EstimateNote } from "@/features/vehicle/estimate-note";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";

const DASH = "—";

/** The repayment estimates the site shows on its cards (cars for sale only), or null. */
function compareEstimates(site: Site) {
  return priceModeFor(site.template) === "sale" ? estimateSettings(site.config.commerce) : null;
}

/**
 * One row of the comparison: its heading and each vehicle's value. Under the price, where the
 * site shows them, each car's card estimate, in the card's words.
 */
function compareRows(site: Site, cars: readonly CarSummary[]): { label: string; values: ReactNode[] }[] {
  const { locale } = localeFor(site.market);
  const mode = priceModeFor(site.template);
  const estimates = compareEstimates(site);
  const text = (v: string | number | null | undefined) =>
    v === null || v === undefined || String(v).trim() === "" ? DASH : String(v);
  const rows: { label: string; get: (car: CarSummary) => ReactNode }[] = [
    {
      label: "Price",
      get: (car) => priceDisplay(car, { noPriceText: site.config.labels.no_price_text, locale, mode }).text,
    },
    ...(estimates
      ? [
          {
            label: "Finance estimate",
            get: (car: CarSummary) => {
              const estimate = cardEstimate(car, site.market, estimates);
              return estimate ? <CardEstimate estimate={estimate} locale={locale} className="" /> : DASH;
            },
          },
        ]
      : []),
    { label: "Condition", get: (car) => conditionLabel(car.car_type, site.config.labels.pre_owned_wording) },
    { label: "Year", get: (car) => text(car.year) },
    { label: "Odometer", get: (car) => text(odometerText(car, site.market)) },
    { label: "Body", get: (car) => text(car.body) },
    { label: "Fuel", get: (car) => text(car.fuel) },
    { label: "Transmission", get: (car) => text(car.transmission) },
    { label: "Engine", get: (car) => text(car.engine) },
    { label: "Seats", get: (car) => text(car.seats && car.seats > 0 ? car.seats : null) },
    { label: "Location", get: (car) => text([car.city, car.state].filter(Boolean).join(", ")) },
    { label: "Photos", get: (car) => String(car.images.length) },
  ];
  return rows.map((row) => ({ label: row.label, values: cars.map(row.get) }));
}

/**
 * The compare page: the chosen vehicles' key facts side by side in one table (a column per
 * vehicle, a row per fact), rendered on the server from the address's ids so it works and
 * can be shared without script. With no ids it explains how to choose vehicles. Its root tells
 * the page's script (compare-page-sync.ts) whether the address gave ids and which vehicles are
 * shown; there is no island.
 */
export function ComparePage({
  site,
  idsGiven,
  ids,
  cars,
}: {
  site: Site;
  /** The address had `?ids=` (even empty): it, not the device's list, is the comparison. */
  idsGiven: boolean;
  ids: readonly number[];
  cars: readonly CarSummary[];
}) {
  const nounPlural = nounInSentence(
    pluralise(primaryVehicleNoun(site.template, site.config.labels.vehicle_noun)),
  );
  const shownIds = cars.map((car) => car.id);
  const estimates = compareEstimates(site);
  return (
    <div
      className="container-site py-10 sm:py-14"
      data-compare-page=""
      data-compare-ids-given={idsGiven ? "true" : "false"}
      data-compare-shown={shownIds.join(",")}
    >
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Compare {nounPlural}</h1>
      {cars.length === 0 ? (
        <div className="mt-4 max-w-2xl space-y-3 text-muted" data-compare-empty>
          <p>
            {ids.length > 0
              ? `The ${nounPlural} in this comparison are no longer listed.`
              : `Nothing to compare yet. Choose up to ${MAX_COMPARE} ${nounPlural} with the Compare button on each one.`}
          </p>
          <p>
            Your choices are kept on this device, and this page reads them with JavaScript. A shared
            comparison link shows its {nounPlural} without it.
          </p>
          <p>
            <a href={siteSearchPath(site)} className="btn-brand">
              Browse {nounPlural}
            </a>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-4 max-w-2xl text-muted">
            Up to {MAX_COMPARE} {nounPlural} side by side. Share this page&rsquo;s address to share the
            comparison.
          </p>
          {/* `relative` makes the box the containing block of the table's absolutely positioned
              sr-only text (the Remove links' names), so the box clips it; without it that text
              escapes the scroll box and widens the whole page on a phone. */}
          <div
            className="relative mt-6 overflow-x-auto"
            role="region"
            aria-label="Comparison table"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
            tabIndex={0}
          >
            <table className="w-full min-w-[36rem] table-fixed border-collapse text-left text-sm">
              <caption className="sr-only">
                {`Comparing ${cars.length} ${cars.length === 1 ? nounInSentence(primaryVehicleNoun(site.template, site.config.labels.vehicle_noun)) : nounPlural}: key facts`}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="w-28">
                    <span className="sr-only">Fact</span>
                  </th>
                  {cars.map((car) => {
                    const title = `${car.year} ${car.make} ${car.model}`;
                    const image = displayImage(car);
                    return (
                      <th key={car.id} scope="col" className="p-2 align-top font-normal">
                        <div className="relative aspect-[3/2] overflow-hidden rounded bg-surface">
                          {image && (
                            <ServerImage
                              src={image}
                              alt=""
                              fill
                              sizes="(min-width: 1024px) 240px, 40vw"
                              quality={site.config.image_quality}
                              className="object-cover"
                            />
                          )}
                        </div>
                        <a
                          href={vehiclePath(site.template, car.slug)}
                          className="mt-2 block font-bold leading-snug hover:text-brand-link"
                        >
                          {title}
                        </a>
                        <span className="block truncate text-muted">{vehicleTrim(car)}</span>
                        {/* A plain link: the next page's address is the list without the car. */}
                        <a
                          href={compareWithout(shownIds, car.id)}
                          className="mt-2 inline-flex min-h-8 items-center text-sm font-semibold text-brand-link underline"
                        >
                          Remove<span className="sr-only"> {title} from the comparison</span>
                        </a>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {compareRows(site, cars).map((row) => (
                  <tr key={row.label} className="border-t border-line">
                    <th scope="row" className="p-2 font-semibold">
                      {row.label}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={shownIds[i]} className="p-2">
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {estimates && cars.some((car) => cardEstimate(car, site.market, estimates) !== null) && (
            <EstimateNote settings={estimates} market={site.market} />
          )}
          {cars.length >= MAX_COMPARE && <p className="mt-4 text-sm text-muted">{COMPARE_FULL_MESSAGE}</p>}
        </>
      )}
    </div>
  );
}
