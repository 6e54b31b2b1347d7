import "server-only";
import { and, asc, count, inArray, sql } from "drizzle-orm";
import { cached } from "../cache/cached";
import { type Db, getDb } from "../db/client";
import { cars } from "../db/schema/all";
import type { Site } from "../sites/site";
import { baseSearchCondition, type SearchSite } from "./search-cars";
import { stockCacheTags } from "./stock-cache-tags";

export interface StockOverview {
  makes: { make: string; count: number }[];
  bodies: { body: string; count: number }[];
  car_types: { car_type: "new" | "used" | "demo"; count: number }[];
  /** Available vehicles (in stock or coming soon, unsold). */
  total: number;
  /**
   * What the site's search lists with no filter: the available vehicles plus those sold
   * within the site's sold window. A "Show N vehicles" button that opens the search says this.
   */
  listed: number;
}

/** Counts of the site's available stock by make, body and condition (home page quick search). */
export async function listStockOverview(
  db: Db,
  { site, now }: { site: SearchSite; now: Date },
): Promise<StockOverview> {
  if (site.dealerships.length === 0) return { makes: [], bodies: [], car_types: [], total: 0, listed: 0 };
  // The same base as the search (scope and the site's preset query), so the counts agree.
  const base = baseSearchCondition(site, now);
  const where = and(base, inArray(cars.status, ["in_stock", "coming_soon"]), sql`not ${cars.sold}`);
  const [makes, bodies, carTypes, listed] = await Promise.all([
    db
      .select({ make: cars.make, count: count() })
      .from(cars)
      .where(where)
      .groupBy(cars.make)
      .orderBy(asc(cars.make)),
    db
      .select({ body: sql<string>`coalesce(${cars.body}, 'Other')`, count: count() })
      .from(cars)
      .where(where)
      .groupBy(sql`coalesce(${cars.body}, 'Other')`)
      .orderBy(asc(sql`coalesce(${cars.body}, 'Other')`)),
    db.select({ car_type: cars.car_type, count: count() }).from(cars).where(where).groupBy(cars.car_type),
    db.select({ count: count() }).from(cars).where(base),
  ]);
  return {
    makes,
    bodies,
    car_types: carTypes,
    total: carTypes.reduce((n, r) => n + r.count, 0),
    listed: listed[0]?.count ?? 0,
  };
}

/** The home page's stock overview through the data cache (per site and UTC day, stock tags). */
export function listStockOverviewCached(site: SearchSite & Pick<Site, "id">, now: Date) {
  return cached(
    async (_siteId: number, _day: string) => listStockOverview(await getDb(), { site, now }),
    ["stock-overview"],
    { tags: () => stockCacheTags(site) },
  )(site.id, now.toISOString().slice(0, 10));
}
