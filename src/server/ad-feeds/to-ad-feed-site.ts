import type { AdFeedSite } from "@/domain/ad-feeds/ad-feed-vehicle";
import type { Site } from "@/server/sites/site";

/** What the feeds need of a site, read once per feed, at the origin it was asked at. */
export function toAdFeedSite(site: Site, origin: string): AdFeedSite {
  return {
    origin,
    name: site.name,
    template: site.template,
    market: site.market,
    feeds: site.config.feeds,
    locations: new Map(
      site.locations.map((l) => [
        l.id,
        {
          id: l.id,
          slug: l.slug,
          name: l.name,
          phone: l.contact_detail.phone ?? null,
          street: l.address.street,
          city: l.address.city,
          state: l.address.state,
          postcode: l.address.postcode,
          lat: l.address.lat,
          long: l.address.long,
        },
      ]),
    ),
    dealerships: new Map(
      site.dealerships.map((d) => [d.id, { id: d.id, slug: d.slug, name: d.name, phone: d.phone }]),
    ),
  };
}
