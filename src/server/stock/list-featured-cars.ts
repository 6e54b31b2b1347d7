import "server-only";
import { and, desc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { cars } from "../db/schema/all";
import type { Site } from "../sites/site";
import { cachedSiteStock } from "./cached-site-stock";
import { type CarSummary, carSummaryColumns, toCarSummary } from "./car-summary";
import { availableInScopeSql } from "./stock-scope-sql";

/** The home page's featured stock: available, in scope, with photos, newest first. */
export async function listFeaturedCars(
  db: Db,
  { site, now, limit = 8 }: { site: Pick<Site, "config" | "dealerships">; now: Date; limit?: number },
): Promise<CarSummary[]> {
  if (site.dealerships.length === 0) return [];
  const rows = await db
    .select(carSummaryColumns(cars))
    .from(cars)
    .where(and(availableInScopeSql(site, now), sql`${cars.image_count} > 0`))
    .orderBy(desc(sql`${cars.tag} = 'Special'`), desc(cars.created_at), desc(cars.id))
    .limit(limit);
  return rows.map(toCarSummary);
}

/** The home page's featured stock through the data cache (per site and UTC day, stock tags). */
export function listFeaturedCarsCached(site: Pick<Site, "id" | "config" | "dealerships">, now: Date) {
  return cachedSiteStock("featured-cars", site, { now }, (db) => listFeaturedCars(db, { site, now }));
}
