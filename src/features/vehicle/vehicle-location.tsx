import type { ReactNode } from "react";
import { DEFAULT_OPENING_HOURS, isOpenNow } from "@/domain/site/opening-hours";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

/** Directions to where the vehicle is: the dealer's map link, else a map search for the place. */
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

/**
 * Whether the vehicle's location is open now (OpenNowStatus, an island in VehicleLocation's
 * `openNow` slot), when the site lists the location: its hours (else the default ones), its
 * time zone and the answer at `now`.
 */
export function vehicleOpenNowProps(siteLocation: Site["locations"][number] | undefined, now: Date) {
  if (!siteLocation) return null;
  const hours = siteLocation.contact_detail.opening_hours ?? DEFAULT_OPENING_HOURS;
  return {
    hours,
    timeZone: siteLocation.time_zone,
    initial: isOpenNow(hours, siteLocation.time_zone, now),
    variant: "line",
    className: "mt-2",
  } as const;
}

/**
 * "Where to see it": the vehicle's location with its address, whether it is open now
 * (`openNow`, see vehicleOpenNowProps) and a link out to directions. No placeholder map.
 */
export function VehicleLocation({ car, openNow }: { car: CarDetail; openNow?: ReactNode }) {
  const location = car.location;
  const mapHref = location ? mapsHref(location) : null;
  return (
    <section id="vehicle-map" aria-labelledby="location-heading" className="scroll-mt-4">
      <h2 id="location-heading" className="text-xl font-extrabold tracking-tight">
        Where to see it
      </h2>
      <div className="card mt-3 overflow-hidden">
        <div className="p-5">
          <p className="text-lg font-bold">{location?.name ?? car.dealership_name}</p>
          {location?.full && <p className="mt-1 text-sm">{location.full}</p>}
          {openNow}
          <div className="mt-4 flex flex-wrap gap-2">
            {mapHref && (
              // A maps link sends 41, directions (features/analytics/action-tracking.ts).
              <a
                href={mapHref}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-brand"
                data-event="directions"
              >
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
  );
}
