import type { ReactNode } from "react";
import { nounInSentence, primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { getDb } from "@/server/db/client";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";
import type { VehicleLookup } from "@/server/stock/get-vehicle";
import { listFeaturedCars } from "@/server/stock/list-featured-cars";
import { listSimilarCars } from "@/server/stock/list-similar-cars";

/**
 * What a sold (outside the window) or unknown vehicle's 404 shows: the closest stock to the
 * car that was here, or the newest stock when the car is unknown. A slug that was never looked
 * up (not a valid slug) gets the way to the search only.
 */
export async function vehicleNotFoundData(site: Site, lookup: VehicleLookup | null, now: Date) {
  const similarTo = lookup?.kind === "gone" ? lookup.car : null;
  const db = await getDb();
  const cars: CarSummary[] = similarTo
    ? await listSimilarCars(db, { site, now, like: similarTo, limit: 8 })
    : lookup
      ? await listFeaturedCars(db, { site, now, limit: 8 })
      : [];
  return {
    name: similarTo ? `${similarTo.year} ${similarTo.make} ${similarTo.model}` : null,
    cars,
    noun: nounInSentence(primaryVehicleNoun(site.template, site.config.labels.vehicle_noun)),
    searchPath: siteSearchPath(site),
  };
}

export type VehicleNotFoundData = Awaited<ReturnType<typeof vehicleNotFoundData>>;

/**
 * A sold or unknown vehicle: status 404, but a page that helps (vehicleNotFoundData), its
 * cars' grid passed in (`grid`: VehicleGrid.astro on Astro, whose toggles are islands).
 */
export function VehicleNotFoundFrame({ data, grid }: { data: VehicleNotFoundData; grid?: ReactNode }) {
  const { name, noun, searchPath } = data;
  return (
    <div className="container-site py-14">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">No longer available</p>
      <h1 className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
        {name ? `The ${name} you’re looking for has been sold` : `We couldn’t find that ${noun}`}
      </h1>
      <p className="mt-3 max-w-2xl text-muted">
        {name
          ? "Good ones go quickly. Here are the closest matches we have in stock right now."
          : "It may have been sold, or the link may be wrong. Here is some of our latest stock."}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={searchPath} className="btn-brand">
          Search all stock
        </a>
        <a href="/contact" className="btn-outline">
          Ask us to find one
        </a>
      </div>
      {data.cars.length > 0 && grid && (
        <section aria-labelledby="alternatives-heading" className="mt-12">
          <h2 id="alternatives-heading" className="text-2xl font-extrabold tracking-tight">
            {name ? "Similar vehicles in stock" : "Latest arrivals"}
          </h2>
          {grid}
        </section>
      )}
    </div>
  );
}
