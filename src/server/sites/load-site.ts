import "server-only";
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { parseSiteConfig } from "@/domain/config/site-config";
import type { Db } from "@/server/db/client";
import { dealerships, locations, website_dealerships, websites } from "@/server/db/schema/all";
import type { Site, SiteLocation } from "@/server/sites/site";

type LocationRow = typeof locations.$inferSelect;

function toSiteLocation(row: LocationRow): SiteLocation {
  const { street, city, state, postcode, lat, long, place_id, place_url, full, map_url, ...rest } = row;
  return {
    ...rest,
    address: { street, city, state, postcode, lat, long, place_id, place_url, full, map_url },
  };
}

/**
 * Loads one website by exact domain name, else by platform slug. The configuration is
 * parsed again on read so defaults added since the row was written apply.
 */
export async function loadSite(
  db: Db,
  lookup: { hostname: string; slug: string | null },
): Promise<Site | null> {
  const rows = await db
    .select()
    .from(websites)
    .where(
      lookup.slug
        ? or(eq(sql`lower(${websites.domain_name})`, lookup.hostname), eq(websites.slug, lookup.slug))
        : eq(sql`lower(${websites.domain_name})`, lookup.hostname),
    );
  const website = rows.find((r) => r.domain_name?.toLowerCase() === lookup.hostname) ?? rows[0];
  if (!website) return null;

  const linked = await db
    .select({ dealership: dealerships })
    .from(website_dealerships)
    .innerJoin(dealerships, eq(dealerships.id, website_dealerships.dealership_id))
    .where(eq(website_dealerships.website_id, website.id))
    .orderBy(asc(website_dealerships.position));
  let siteDealerships = linked.map((r) => r.dealership);
  if (siteDealerships.length === 0 && website.dealership_id != null) {
    siteDealerships = await db.select().from(dealerships).where(eq(dealerships.id, website.dealership_id));
  }
  const dealershipIds = siteDealerships.map((d) => d.id);
  const locationRows =
    dealershipIds.length === 0
      ? []
      : await db
          .select()
          .from(locations)
          .where(inArray(locations.dealership_id, dealershipIds))
          .orderBy(asc(locations.position), asc(locations.id));

  return {
    id: website.id,
    slug: website.slug,
    name: website.name,
    domain_name: website.domain_name,
    url: website.url,
    logo: website.logo,
    template: website.template,
    market: website.market,
    phone: website.phone,
    email: website.email,
    dealership_id: website.dealership_id,
    manufacturer_id: website.manufacturer_id,
    dealership_group: website.dealership_group,
    published: website.published,
    config: parseSiteConfig(website.config),
    dealerships: siteDealerships.map((d) => ({
      id: d.id,
      name: d.name,
      slug: d.slug,
      phone: d.phone,
    })),
    // The site's own dealerships first, in the site's order (its own dealership leads), then
    // each dealership's locations by position: a dealer site never opens with another
    // dealer's yard.
    locations: locationRows
      .map(toSiteLocation)
      .sort((a, b) => dealershipIds.indexOf(a.dealership_id) - dealershipIds.indexOf(b.dealership_id)),
  };
}
