import "server-only";
import { and, count, countDistinct, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { cars, offers } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { baseSearchCondition } from "@/server/stock/search-cars";

/** Website stock counts: what a session knows about the site's stock at a glance. */
export interface SiteStockCounts {
  /** Vehicles the site's search lists with no filter (recently sold ones included). */
  count: number;
  /** Distinct makes and make-and-model pairs among them. */
  makes: number;
  models: number;
  car_types: { new: number; used: number; demo: number };
  /** Offers running now (no end date, or ending later). */
  offers_count: number;
}

/** The site's stock counts, on the same base as its search (scope, preset query, sold window). */
export async function countSiteStock(
  db: Db,
  { site, now }: { site: Pick<Site, "id" | "config" | "dealerships" | "market" | "template">; now: Date },
): Promise<SiteStockCounts> {
  const [offerRows] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.website_id, site.id), or(isNull(offers.ends_at), gt(offers.ends_at, now))));
  const offers_count = offerRows?.n ?? 0;
  const car_types = { new: 0, used: 0, demo: 0 };
  if (site.dealerships.length === 0) return { count: 0, makes: 0, models: 0, car_types, offers_count };
  const base = baseSearchCondition(site, now);
  const [totals, byType] = await Promise.all([
    db
      .select({
        count: count(),
        makes: countDistinct(sql`lower(${cars.make})`),
        models: countDistinct(sql`lower(${cars.make}) || '|' || lower(${cars.model})`),
      })
      .from(cars)
      .where(base),
    db.select({ car_type: cars.car_type, n: count() }).from(cars).where(base).groupBy(cars.car_type),
  ]);
  for (const row of byType) car_types[row.car_type] = row.n;
  const total = totals[0];
  return {
    count: total?.count ?? 0,
    makes: total?.makes ?? 0,
    models: total?.models ?? 0,
    car_types,
    offers_count,
  };
}
