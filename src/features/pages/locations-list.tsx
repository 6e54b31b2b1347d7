import { jsonForScript } from "@/domain/security/escape-markup";
import { locationJsonLd } from "@/domain/site/dealer-json-ld";
import { groupLocations, type LocationGroups, visibleReviews } from "@/domain/site/locations";
import {
  DEFAULT_OPENING_HOURS,
  isOpenNow,
  type OpeningHours,
  WEEKDAY_NAMES,
  type Weekday,
} from "@/domain/site/opening-hours";
import type { LocationCardModel } from "@/features/pages/location-card";
import type { Site, SiteLocation } from "@/server/sites/site";

const GROUP_TITLES: Record<keyof LocationGroups<SiteLocation>, string> = {
  primary: "Main dealership",
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  service_and_parts: "Service and parts",
};
const GROUP_ORDER = ["primary", "sales", "service", "parts", "service_and_parts"] as const;

/** The locations page's list: its groups (each location once) and their cards, and the JSON-LD. */
export interface LocationsListModel {
  sections: { key: keyof LocationGroups<SiteLocation>; title: string; cards: LocationCardModel[] }[];
  /** Each location shown, as search engines' local business data. */
  jsonLd: unknown[];
}

/**
 * /our-locations/ with "Location": the site's visible locations grouped
 * primary, sales, service, parts and service-and-parts. A location is shown once, under the
 * first group it belongs to, so the main dealership is not repeated under Sales. The model
 * (groups, each card's hours, open now, today, reviews) is worked out here; a card's markup is
 * location-card.tsx's. Next renders it with LocationsList; Astro's LocationsList.astro draws
 * the same markup with each card an island.
 */
export function locationsListModel(site: Site, now: Date, pageUrl: string): LocationsListModel {
  // groupLocations reads the types; each location's own type and its other departments count.
  const groups = groupLocations(
    site.locations.map((location) => ({
      location,
      location_type: [location.location_type, ...location.also_types],
      primary: location.primary,
      visible: location.visible,
      position: location.position,
    })),
  );
  const shown = new Set<number>();
  const sections = GROUP_ORDER.map((key) => {
    const locations = groups[key].map((g) => g.location).filter((l) => !shown.has(l.id));
    for (const l of locations) shown.add(l.id);
    return { key, locations };
  }).filter((s) => s.locations.length > 0);
  const jsonLd = sections.flatMap(({ locations }) =>
    locations.map((location) =>
      locationJsonLd(
        {
          name: location.name,
          types: [location.location_type, ...location.also_types],
          address: location.address,
          phone: location.contact_detail.phone ?? null,
          email: location.contact_detail.email ?? null,
          hours: location.contact_detail.opening_hours ?? site.config.opening_hours ?? DEFAULT_OPENING_HOURS,
        },
        { name: site.name, url: pageUrl, market: site.market },
      ),
    ),
  );
  const fallbackHours = site.config.opening_hours ?? DEFAULT_OPENING_HOURS;
  return {
    sections: sections.map(({ key, locations }) => ({
      key,
      title: GROUP_TITLES[key],
      cards: locations.map((location) => locationCard(location, fallbackHours, now)),
    })),
    jsonLd,
  };
}

/**
 * A card's model as its island's props: what the card draws and nothing it repeats. The
 * location's own review list and hours are dropped (the card shows `reviews`, the visible ones,
 * and `hours`, the hours that apply), so each card's props in the page stay small.
 */
export function locationCardForIsland(card: LocationCardModel): LocationCardModel {
  const { location } = card;
  const { opening_hours: _hours, ...contact } = location.contact_detail;
  return {
    ...card,
    location: {
      ...location,
      contact_detail: contact,
      reviews: { count: location.reviews.count, average_rating: location.reviews.average_rating, items: [] },
    },
  };
}

/** The list's classes and parts, shared with LocationsList.astro. */
export const LOCATIONS_LIST_CLASS = "container-site space-y-12 py-10";
export const LOCATIONS_HEADING_CLASS = "text-2xl font-extrabold tracking-tight";
export const LOCATIONS_GRID_CLASS = "mt-6 grid gap-6 lg:grid-cols-2";

/** A site with no visible location. */
export function LocationsEmpty() {
  return (
    <div className="container-site py-10">
      <p className="text-muted">Call us for directions and opening hours.</p>
    </div>
  );
}

/** The locations as search engines' local business data. */
export function LocationsJsonLd({ jsonLd }: { jsonLd: unknown[] }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonForScript escapes "<".
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
  );
}

/** What a location's card shows, worked out for the moment `now`. */
function locationCard(location: SiteLocation, fallbackHours: OpeningHours, now: Date): LocationCardModel {
  const hours = location.contact_detail.opening_hours ?? fallbackHours;
  return {
    location,
    hours,
    status: isOpenNow(hours, location.time_zone, now),
    today: wallClockWeekday(now, location.time_zone),
    types: [location.location_type, ...location.also_types.filter((t) => t !== location.location_type)],
    reviews: visibleReviews(location.reviews.items.map((review) => ({ ...review, created_at: review.date }))),
  };
}

function wallClockWeekday(now: Date, timeZone: string): Weekday {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long" }).format(now);
  return Math.max(0, WEEKDAY_NAMES.indexOf(name as (typeof WEEKDAY_NAMES)[number])) as Weekday;
}
