import "server-only";
import { and, inArray, or, type SQL, sql } from "drizzle-orm";
import { defined } from "@/domain/defined";
import { calendarDayOf } from "@/domain/stock/calendar-day-of";
import { canonicalMake, makeAliasesLowerCase } from "@/domain/stock/canonical-make";
import { cars, locations } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

const MS_PER_DAY = 86_400_000;

/**
 * Available stock (the SQL twin of isAvailable in domain/stock/vehicle-status.ts): in stock or coming
 * soon, and not flagged sold. The one place this rule is written in SQL.
 */
export const availableStockSql: SQL = sql`(${cars.status} in ('in_stock', 'coming_soon') and not ${cars.sold})`;

/** Available stock within the site's scope: what the home page, model pages and sitemap list. */
export function availableInScopeSql(site: Pick<Site, "config" | "dealerships">, now: Date): SQL {
  return defined(and(stockScopeSql(site, now), availableStockSql), "the available-in-scope condition");
}

/**
 * lower(canonical make) in SQL, applying the site's make aliases and the platform's (a row
 * stored before intake normalised makes still counts under its usual name).
 */
export function canonicalMakeSql(aliases: Record<string, string>): SQL {
  const whens = [...makeAliasesLowerCase(aliases)].map(([from, to]) => sql`when ${from} then ${to}`);
  return sql`(case lower(${cars.make}) ${sql.join(whens, sql` `)} else lower(${cars.make}) end)`;
}

/**
 * The site's stock scope as SQL: the SQL twin of domain/stock/test-support/matches-scope.ts (the
 * reference meaning; an integration test checks both agree on the demo data).
 *   listable AND dealerships AND exclusions AND (used-always OR selection)
 */
export function stockScopeSql(site: Pick<Site, "config" | "dealerships">, now: Date): SQL {
  const { scope, include_sold_cars_days } = site.config.stock;
  const aliases = scope.make_aliases;
  const makeSql = canonicalMakeSql(aliases);
  const canon = (make: string) => canonicalMake(make, aliases).trim().toLowerCase();

  const today = defined(calendarDayOf(now, "UTC"), "today's UTC calendar day");
  const earliestSoldDay = new Date((today - include_sold_cars_days) * MS_PER_DAY).toISOString().slice(0, 10);
  // "Sold on or after that UTC day" as a plain range on the column (not a cast of it), and
  // the partial index's own predicate, so cars_sold_date_idx can serve the sold branch.
  // Same rows as (sold_date_timestamp at time zone 'UTC')::date >= day: every car that is
  // not available is sold by status or flag.
  const listable = and(
    sql`${cars.show_on_dealer_website}`,
    or(
      availableStockSql,
      sql`(${cars.sold_date_timestamp} >= ${`${earliestSoldDay}T00:00:00Z`}::timestamptz and (${cars.status} = 'sold' or ${cars.sold}))`,
    ),
  );

  const conditions: (SQL | undefined)[] = [
    listable,
    inArray(
      cars.dealership_id,
      site.dealerships.map((d) => d.id),
    ),
  ];
  if (scope.exclude_location_ids.length > 0) {
    // The configured ids are the dealer system's location ids (locations.location_id, e.g.
    // 2919), not our own row ids that cars.location_id points at.
    const excluded = sql`(select ${locations.id} from ${locations} where ${inArray(locations.location_id, scope.exclude_location_ids)})`;
    conditions.push(or(sql`${cars.location_id} is null`, sql`${cars.location_id} not in ${excluded}`));
  }
  if (scope.new_only_seller_id != null) {
    conditions.push(
      sql`not (${cars.dealership_id} = ${scope.new_only_seller_id} and ${cars.car_type} <> 'new')`,
    );
  }
  if (scope.exclude_new_demo_for_make) {
    conditions.push(
      sql`not (${cars.car_type} <> 'used' and ${makeSql} = ${canon(scope.exclude_new_demo_for_make)})`,
    );
  }

  const selection: SQL[] = [];
  if (scope.cities.length > 0) {
    selection.push(
      inArray(
        sql`lower(${cars.city})`,
        scope.cities.map((c) => c.trim().toLowerCase()),
      ),
    );
  }
  if (scope.makes.length > 0) selection.push(inArray(makeSql, scope.makes.map(canon)));
  if (scope.min_photos > 0) selection.push(sql`${cars.image_count} >= ${scope.min_photos}`);
  const selected = selection.length > 0 ? and(...selection) : undefined;
  if (selected && scope.used_always_for_makes.length > 0) {
    conditions.push(
      or(
        and(sql`${cars.car_type} = 'used'`, inArray(makeSql, scope.used_always_for_makes.map(canon))),
        selected,
      ),
    );
  } else if (selected) {
    conditions.push(selected);
  }
  return defined(and(...conditions), "the stock scope condition");
}
