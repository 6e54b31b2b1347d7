import "server-only";
import { and, desc, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { cachedSiteStock } from "@/server/stock/cached-site-stock";
import { type CarSummary, carSummaryColumns, toCarSummary } from "@/server/stock/car-summary";
import { availableInScopeSql } from "@/server/stock/stock-scope-sql";

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
