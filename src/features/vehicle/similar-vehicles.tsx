import type { ReactNode } from "react";
import { primaryVehicleNoun, stockNoun } from "@/domain/site/vehicle-noun";
import type { Site } from "@/server/sites/site";

/**
 * The band under the vehicle page: similar vehicles in stock (`grid`, their cards: VehicleGrid.astro,
 * whose toggles are islands), and the way to all of it. Nothing without a grid.
 */
export function SimilarVehicles({
  site,
  searchPath,
  grid,
}: {
  site: Pick<Site, "template" | "config">;
  searchPath: string;
  grid?: ReactNode;
}) {
  if (!grid) return null;
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
        {grid}
      </div>
    </section>
  );
}
