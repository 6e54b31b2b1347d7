import { primaryVehicleNoun, stockNoun } from "@/domain/site/vehicle-noun";
import { VehicleGrid } from "@/features/vehicle/vehicle-grid";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";

/** The band under the vehicle page: similar vehicles in stock, and the way to all of it. */
export function SimilarVehicles({
  site,
  cars,
  now,
  searchPath,
}: {
  site: Site;
  cars: readonly CarSummary[];
  now: Date;
  searchPath: string;
}) {
  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="border-t border-line bg-surface py-12">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="similar-heading" className="text-2xl font-extrabold tracking-tight">
            Similar {stockNoun(primaryVehicleNoun(site.template, site.config.labels.vehicle_noun), 2)}
          </h2>
          <a href={searchPath} className="font-semibold text-brand-link hover:underline">
            View all stock
          </a>
        </div>
        <VehicleGrid cars={cars} site={site} now={now} columns="four" />
      </div>
    </section>
  );
}
