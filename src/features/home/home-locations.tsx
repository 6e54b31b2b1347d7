import { DEFAULT_OPENING_HOURS, isOpenNow } from "@/domain/site/opening-hours";
import { PhoneReveal } from "@/features/phone/phone-reveal";
import { OpenNowStatus } from "@/features/shell/open-now-status";
import { OpeningHoursList } from "@/features/shell/opening-hours-list";
import type { Site, SiteLocation } from "@/server/sites/site";

/** What a location card on the home page shows: the fields it reads and no more (island props). */
export type HomeLocation = Pick<
  SiteLocation,
  "id" | "dealership_id" | "name" | "location_type" | "time_zone" | "address" | "contact_detail"
>;

/** The home page's "Visit us" locations: the first six the site shows. */
export function homeLocations(site: Pick<Site, "locations">): HomeLocation[] {
  return site.locations
    .filter((l) => l.visible)
    .slice(0, 6)
    .map(({ id, dealership_id, name, location_type, time_zone, address, contact_detail }) => ({
      id,
      dealership_id,
      name,
      location_type,
      time_zone,
      address,
      contact_detail,
    }));
}

/**
 * The "Visit us" cards: each location's open/closed line (recomputed in the browser), address,
 * phone (a tel: link; a call is recorded) and hours. The home page hydrates the list as one
 * island.
 */
export function HomeLocations({
  locations,
  websiteId,
  now,
}: {
  locations: readonly HomeLocation[];
  websiteId: number;
  now: Date;
}) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {locations.map((location) => {
        const hours = location.contact_detail.opening_hours ?? DEFAULT_OPENING_HOURS;
        const status = isOpenNow(hours, location.time_zone, now);
        return (
          <li key={location.id} className="card p-5">
            <p className="text-xs font-semibold uppercase tracking-wider text-muted">
              {location.location_type}
            </p>
            <h3 className="mt-1 text-lg font-bold">{location.name}</h3>
            <OpenNowStatus
              hours={hours}
              timeZone={location.time_zone}
              initial={status}
              variant="line"
              className="mt-1"
            />
            {location.address.full && <p className="mt-2 text-sm">{location.address.full}</p>}
            {location.contact_detail.phone && (
              <p className="mt-2 text-sm">
                <PhoneReveal
                  phone={location.contact_detail.phone}
                  display="show"
                  prefix=""
                  websiteId={websiteId}
                  dealershipId={location.dealership_id}
                  className="font-semibold text-brand-link hover:underline"
                />
              </p>
            )}
            <OpeningHoursList hours={hours} className="mt-3 text-sm" />
          </li>
        );
      })}
    </ul>
  );
}
