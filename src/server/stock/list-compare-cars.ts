import "server-only";
import { and, inArray } from "drizzle-orm";
import { MAX_COMPARE } from "@/domain/site/compare";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { type CarSummary, carSummaryColumns, toCarSummary } from "@/server/stock/car-summary";
import { stockScopeSql } from "@/server/stock/stock-scope-sql";

/**
 * The vehicles a comparison names, in the order asked, at most four. Only the site's own
 * listed stock is found: another tenant's id (or a car the site does not list) is left out.
 */
export async function listCompareCars(
  db: Db,
  { site, now, ids }: { site: Pick<Site, "config" | "dealerships">; now: Date; ids: readonly number[] },
): Promise<CarSummary[]> {
  const wanted = ids.slice(0, MAX_COMPARE);
  if (wanted.length === 0 || site.dealerships.length === 0) return [];
  const rows = await db
    .select(carSummaryColumns(cars))
    .from(cars)
    .where(and(stockScopeSql(site, now), inArray(cars.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, toCarSummary(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
