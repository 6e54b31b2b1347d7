import type { ComponentProps } from "react";
import { cardEstimate, type EstimateSettings, estimateSettings } from "@/domain/leads/repayments";
import { priceModeFor } from "@/domain/stock/price-display";
import { CompareButton } from "@/features/compare/compare-button";
import { FavouriteButton } from "@/features/favourites/favourite-button";
import { favouriteCar } from "@/features/favourites/favourite-car";
import { CardGrid } from "@/features/vehicle/card-grid";
import { EstimateNote } from "@/features/vehicle/estimate-note";
import { VehicleCard } from "@/features/vehicle/vehicle-card";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";

/**
 * A grid of vehicle cards, each with its favourite toggle: the home page's featured stock, a
 * model's or a range's stock, the search results, similar vehicles and a missing car's
 * alternatives. `priority` is how many of the first cards' photos load first (the page's
 * largest paint when the grid is near the top). Under cards with repayment estimates, a note
 * says what loan they assume.
 */
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

export function VehicleGrid({
  cars,
  site,
  now,
  priority = 0,
  ...grid
}: {
  cars: readonly CarSummary[];
  site: Pick<Site, "template" | "market" | "config">;
  now: Date;
  priority?: number;
} & Omit<ComponentProps<typeof CardGrid>, "children">) {
  const settings = gridEstimateSettings(cars, site);
  return (
    <>
      <CardGrid {...grid}>
        {cars.map((car, i) => (
          <li key={car.id} className="flex">
            <div className="w-full">
              <VehicleCard
                car={car}
                site={site}
                now={now}
                priority={i < priority}
                favourite={<FavouriteButton car={favouriteCar(car)} market={site.market} />}
                compare={<CompareButton id={car.id} name={`${car.year} ${car.make} ${car.model}`} />}
              />
            </div>
          </li>
        ))}
      </CardGrid>
      {settings && <EstimateNote settings={settings} market={site.market} />}
    </>
  );
}
