import "server-only";
import { and, desc, inArray, sql } from "drizzle-orm";
import { cached } from "../cache/cached";
import { type Db, getDb } from "../db/client";
import { cars } from "../db/schema/all";
import type { Site } from "../sites/site";
import { type CarSummary, carSummaryColumns, toCarSummary } from "./car-summary";
import { stockCacheTags } from "./stock-cache-tags";
import { stockScopeSql } from "./stock-scope-sql";

/** The home page's featured stock: available, in scope, with photos, newest first. */
export async function listFeaturedCars(
  db: Db,
  { site, now, limit = 8 }: { site: Pick<Site, "config" | "dealerships">; now: Date; limit?: number },
): Promise<CarSummary[]> {
  if (site.dealerships.length === 0) return [];
  const rows = await db
    .select(carSummaryColumns(cars))
    .from(cars)
    .where(
      and(
        stockScopeSql(site, now),
        inArray(cars.status, ["in_stock", "coming_soon"]),
        sql`not ${cars.sold}`,
        sql`${cars.image_count} > 0`,
      ),
    )
    .orderBy(desc(sql`${cars.tag} = 'Special'`), desc(cars.created_at), desc(cars.id))
    .limit(limit);
  return rows.map(toCarSummary);
}

/** The home page's featured stock through the data cache (per site and UTC day, stock tags). */
export function listFeaturedCarsCached(site: Pick<Site, "id" | "config" | "dealerships">, now: Date) {
  return cached(
    async (_siteId: number, _day: string) => listFeaturedCars(await getDb(), { site, now }),
    ["featured-cars"],
    { tags: () => stockCacheTags(site) },
  )(site.id, now.toISOString().slice(0, 10));
}
