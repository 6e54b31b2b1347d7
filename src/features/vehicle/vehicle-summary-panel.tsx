import type { ReactNode } from "react";
import { nounInSentence } from "@/domain/site/vehicle-noun";
import { conditionLabel } from "@/domain/stock/condition-label";
import { OFFERED_AS, priceModeFor } from "@/domain/stock/price-display";
import { vehicleKeyFacts } from "@/domain/stock/vehicle-key-facts";
import { vehicleTrim } from "@/domain/stock/vehicle-meta";
import { VehiclePrice } from "@/features/vehicle/vehicle-price";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

/**
 * The vehicle page's "Price and actions" panel, beside the photos (and sticky on a wide
 * screen): the favourite toggle, what the vehicle is, its key facts, the price block, the
 * site's actions and the way to the dealer's other stock. The interactive parts are passed in
 * (Astro's named slots): the favourite and compare toggles' places, the recently-viewed
 * record and the repayment estimate (plain scripts bring them to life), and the action bar
 * (VehicleActionBarIsland, an island).
 */
export function VehicleSummaryPanel({
  site,
  car,
  noun,
  favourite,
  compare,
  recordView,
  estimate,
  actionBar,
}: {
  site: Site;
  car: CarDetail;
  noun: string;
  favourite: ReactNode;
  compare: ReactNode;
  recordView: ReactNode;
  estimate?: ReactNode;
  actionBar: ReactNode;
}) {
  const mode = priceModeFor(site.template);
  const condition = conditionLabel(car.car_type, site.config.labels.pre_owned_wording);
  // A hire or subscription car is offered as that, not as new or used stock.
  const eyebrow =
    mode === "sale" ? `${condition} ${nounInSentence(noun)}` : `${nounInSentence(noun)} ${OFFERED_AS[mode]}`;
  const trim = vehicleTrim(car);
  return (
    <aside aria-label="Price and actions" className="lg:row-span-2">
      <div className="card relative p-5 lg:sticky lg:top-[3.25rem]">
        <div className="absolute right-4 top-4">{favourite}</div>
        <p className="pr-12 text-xs font-semibold uppercase tracking-wider text-muted">{eyebrow}</p>
        <h1 className="mt-1 pr-12 text-2xl font-black leading-tight tracking-tight">
          {`${car.year} ${car.make} ${car.model}`}
        </h1>
        {trim && <p className="mt-1 text-muted">{trim}</p>}
        <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold" aria-label="Key facts">
          {vehicleKeyFacts(car, site.template, site.market).map((fact) => (
            <li key={fact} className="rounded-full bg-surface px-2.5 py-1">
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-3">{compare}</div>
        {recordView}
        <VehiclePrice site={site} car={car} estimate={estimate} />
        <div className="mt-5">{actionBar}</div>
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
  );
}
