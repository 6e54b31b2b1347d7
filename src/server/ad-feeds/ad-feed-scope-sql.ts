import "server-only";
import { and, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { defined } from "@/domain/defined";
import { canonicalMake } from "@/domain/stock/canonical-make";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { availableInScopeSql, canonicalMakeSql } from "@/server/stock/stock-scope-sql";

/**
 * The cars a site's vehicle ad feeds list: the site's stock scope exactly as search
 * reads it (stockScopeSql: listable, its dealerships, its exclusions and selection), so a car
 * the site hides is never advertised; of those, the ones a shopper can buy and see today (in
 * stock, not coming soon, not reserved); less the makes and locations the feed settings leave
 * out. A site's location slugs are resolved here, so the SQL needs no join.
 */
export function adFeedScopeSql(site: Pick<Site, "config" | "dealerships" | "locations">, now: Date): SQL {
  const { exclude_makes, exclude_locations } = site.config.feeds;
  const conditions: (SQL | undefined)[] = [
    availableInScopeSql(site, now),
    sql`${cars.status} = 'in_stock'`,
    sql`not ${cars.reserved}`,
  ];
  if (exclude_makes.length > 0) {
    const aliases = site.config.stock.scope.make_aliases;
    conditions.push(
      not(
        inArray(
          canonicalMakeSql(aliases),
          exclude_makes.map((make) => canonicalMake(make, aliases).trim().toLowerCase()),
        ),
      ),
    );
  }
  const excluded = site.locations.filter((l) => exclude_locations.includes(l.slug)).map((l) => l.id);
  if (excluded.length > 0) {
    conditions.push(or(sql`${cars.location_id} is null`, not(inArray(cars.location_id, excluded))));
  }
  return defined(and(...conditions), "the ad feed scope condition");
}
