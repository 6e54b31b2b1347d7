import type { ReactNode } from "react";
import type { VehicleAction } from "@/domain/config/site-config";
import { nounInSentence } from "@/domain/site/vehicle-noun";
import { conditionLabel } from "@/domain/stock/condition-label";
import { OFFERED_AS, priceModeFor } from "@/domain/stock/price-display";
import { vehicleKeyFacts } from "@/domain/stock/vehicle-key-facts";
import { vehicleTrim } from "@/domain/stock/vehicle-meta";
import { CompareButton } from "@/features/compare/compare-button";
import { RecordView } from "@/features/compare/record-view";
import { FavouriteButton } from "@/features/favourites/favourite-button";
import { favouriteCar } from "@/features/favourites/favourite-car";
import { VehicleActionBar } from "@/features/vehicle/vehicle-action-bar";
import { VehiclePrice } from "@/features/vehicle/vehicle-price";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

/**
 * The vehicle page's "Price and actions" panel, beside the photos (and sticky on a wide
 * screen): the favourite toggle, what the vehicle is, its key facts, the price block, the
 * site's actions and the way to the dealer's other stock.
 */
export function VehicleSummaryPanel({
  site,
  car,
  actions,
  noun,
  phone,
  testDriveForm,
}: {
  site: Site;
  car: CarDetail;
  actions: readonly VehicleAction[];
  noun: string;
  phone: string | null;
  testDriveForm?: ReactNode;
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
        <div className="absolute right-4 top-4">
          <FavouriteButton car={favouriteCar(car)} market={site.market} />
        </div>
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
        <div className="mt-3">
          <CompareButton id={car.id} name={`${car.year} ${car.make} ${car.model}`} />
        </div>
        <RecordView car={favouriteCar(car)} />
        <VehiclePrice site={site} car={car} actions={actions} />
        <div className="mt-5">
          <VehicleActionBar
            actions={actions}
            car={car}
            site={site}
            phone={phone}
            noun={noun}
            testDriveForm={testDriveForm}
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
  );
}
