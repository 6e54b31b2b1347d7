import "server-only";
import { and, asc, count, isNotNull, sql } from "drizzle-orm";
import { canonicalMake } from "@/domain/stock/canonical-make";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { cachedSiteStock } from "@/server/stock/cached-site-stock";
import { baseSearchCondition, type SearchSite } from "@/server/stock/search-cars";
import { availableStockSql } from "@/server/stock/stock-scope-sql";

export interface StockOverview {
  /** Each count is what the search lists with that one filter. */
  makes: { make: string; count: number }[];
  bodies: { body: string; count: number }[];
  car_types: { car_type: "new" | "used" | "demo"; count: number }[];
  /** Where the stock is (a hire company's pick-up locations), by city. */
  cities: { city: string; count: number }[];
  /** Available vehicles (in stock or coming soon, unsold). */
  total: number;
  /**
   * What the site's search lists with no filter: the available vehicles plus those sold
   * within the site's sold window. A "Show N vehicles" button that opens the search says this.
   */
  listed: number;
}

/**
 * The home page's counts by make, body, condition and city: each is what the site's search
 * lists for that value (the quick search and the browse links open it), so sold vehicles
 * still inside the site's sold window count, as they are listed there.
 */
export async function listStockOverview(
  db: Db,
  { site, now }: { site: SearchSite; now: Date },
): Promise<StockOverview> {
  if (site.dealerships.length === 0)
    return { makes: [], bodies: [], car_types: [], cities: [], total: 0, listed: 0 };
  // The same base as the search (scope, the site's preset query and its sold window), so
  // every count is what the search lists when the shopper picks that value.
  const base = baseSearchCondition(site, now);
  const available = and(base, availableStockSql);
  const [makes, bodies, carTypes, cities, listed, total] = await Promise.all([
    db
      .select({ make: cars.make, count: count() })
      .from(cars)
      .where(base)
      .groupBy(cars.make)
      .orderBy(asc(cars.make)),
    db
      .select({ body: sql<string>`coalesce(${cars.body}, 'Other')`, count: count() })
      .from(cars)
      .where(base)
      .groupBy(sql`coalesce(${cars.body}, 'Other')`)
      .orderBy(asc(sql`coalesce(${cars.body}, 'Other')`)),
    db.select({ car_type: cars.car_type, count: count() }).from(cars).where(base).groupBy(cars.car_type),
    db
      .select({ city: sql<string>`${cars.city}`, count: count() })
      .from(cars)
      .where(and(base, isNotNull(cars.city)))
      .groupBy(cars.city)
      .orderBy(asc(cars.city)),
    db.select({ count: count() }).from(cars).where(base),
    db.select({ count: count() }).from(cars).where(available),
  ]);
  // A make stored under another spelling ("VW") counts under its usual name, as the search does.
  const byMake = new Map<string, number>();
  for (const { make, count: n } of makes) {
    const usual = canonicalMake(make, site.config.stock.scope.make_aliases);
    byMake.set(usual, (byMake.get(usual) ?? 0) + n);
  }
  return {
    makes: [...byMake]
      .map(([make, n]) => ({ make, count: n }))
      .sort((a, b) => a.make.localeCompare(b.make, "en", { sensitivity: "base" })),
    bodies,
    car_types: carTypes,
    cities,
    total: total[0]?.count ?? 0,
    listed: listed[0]?.count ?? 0,
  };
}

/** The home page's stock overview through the data cache (per site and UTC day, stock tags). */
export function listStockOverviewCached(site: SearchSite & Pick<Site, "id">, now: Date) {
  return cachedSiteStock("stock-overview", site, { now }, (db) => listStockOverview(db, { site, now }));
}
