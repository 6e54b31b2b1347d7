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
import { LocationCard, type LocationCardModel } from "@/features/pages/location-card";
import type { Site, SiteLocation } from "@/server/sites/site";

const GROUP_TITLES: Record<keyof LocationGroups<SiteLocation>, string> = {
  primary: "Main dealership",
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  service_and_parts: "Service and parts",
};
const GROUP_ORDER = ["primary", "sales", "service", "parts", "service_and_parts"] as const;

/**
 * /our-locations/ with "Location": the site's visible locations grouped
 * primary, sales, service, parts and service-and-parts. A location is shown once, under the
 * first group it belongs to, so the main dealership is not repeated under Sales. The model
 * (groups, each card's hours, open now, today, reviews) is worked out here; a card's markup is
 * location-card.tsx's.
 */
export function LocationsList({ site, now, pageUrl }: { site: Site; now: Date; pageUrl: string }) {
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

  if (sections.length === 0) {
    return (
      <div className="container-site py-10">
        <p className="text-muted">Call us for directions and opening hours.</p>
      </div>
    );
  }
  // Each location shown, as search engines' local business data.
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
  return (
    <div className="container-site space-y-12 py-10">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonForScript escapes "<". */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      {sections.map(({ key, locations }) => (
        <section key={key} aria-labelledby={`locations-${key}`} data-location-group={key}>
          <h2 id={`locations-${key}`} className="text-2xl font-extrabold tracking-tight">
            {GROUP_TITLES[key]}
          </h2>
          <ul className="mt-6 grid gap-6 lg:grid-cols-2">
            {locations.map((location) => (
              <li key={location.id}>
                <LocationCard
                  card={locationCard(location, site.config.opening_hours ?? DEFAULT_OPENING_HOURS, now)}
                  siteId={site.id}
                  market={site.market}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
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
