import type { ReactNode } from "react";
import { DEFAULT_OPENING_HOURS, isOpenNow } from "@/domain/site/opening-hours";
import { OpenNowLive } from "@/features/shell/open-now-live";
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
 * One "Visit us" card: the location's open/closed line (kept true on the shopper's clock by the
 * shell's plain script, OpenNowLive), address, phone and hours. Rendered on the server only; the
 * phone (`phone`, a PhoneReveal island that records a call and is a plain tel: link before) is
 * the page's to place, so the card itself ships no JavaScript.
 */
export function HomeLocationCard({
  location,
  now,
  phone,
}: {
  location: HomeLocation;
  now: Date;
  /** The location's phone link, when it has a number. */
  phone?: ReactNode;
}) {
  const hours = location.contact_detail.opening_hours ?? DEFAULT_OPENING_HOURS;
  return (
    <li className="card p-5">
      <p className="text-xs font-semibold uppercase tracking-wider text-muted">{location.location_type}</p>
      <h3 className="mt-1 text-lg font-bold">{location.name}</h3>
      <OpenNowLive
        hours={hours}
        timeZone={location.time_zone}
        initial={isOpenNow(hours, location.time_zone, now)}
        variant="line"
        className="mt-1"
      />
      {location.address.full && <p className="mt-2 text-sm">{location.address.full}</p>}
      {phone && <p className="mt-2 text-sm">{phone}</p>}
      <OpeningHoursList hours={hours} className="mt-3 text-sm" />
    </li>
  );
}

/** The "Visit us" list's grid, around the cards. */
export const HOME_LOCATIONS_CLASS = "mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** The props of a location's phone link (PhoneReveal), or null without a number. */
export function homeLocationPhone(location: HomeLocation, websiteId: number) {
  const phone = location.contact_detail.phone;
  if (!phone) return null;
  return {
    phone,
    display: "show",
    prefix: "",
    websiteId,
    dealershipId: location.dealership_id,
    className: "font-semibold text-brand-link hover:underline",
  } as const;
}
