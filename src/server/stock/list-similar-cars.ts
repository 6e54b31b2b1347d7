import "server-only";
import { and, desc, ne, sql } from "drizzle-orm";
import type { CarType } from "@/domain/stock/car-facts";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { type CarSummary, carSummaryColumns, toCarSummary } from "@/server/stock/car-summary";
import { availableInScopeSql } from "@/server/stock/stock-scope-sql";

export interface SimilarTo {
  make: string;
  model: string;
  body: string | null;
  car_type: CarType;
  /** cents */
  price: number | null;
}

/**
 * Available stock most like a car: same model, then same make, then same body, then the
 * same condition, then the closest price. Used beside a vehicle and on a sold car's page.
 */
export async function listSimilarCars(
  db: Db,
  {
    site,
    now,
    like,
    excludeSlug,
    limit = 4,
  }: {
    site: Pick<Site, "config" | "dealerships">;
    now: Date;
    like: SimilarTo;
    excludeSlug?: string;
    limit?: number;
  },
): Promise<CarSummary[]> {
  if (site.dealerships.length === 0) return [];
  const rows = await db
    .select(carSummaryColumns(cars))
    .from(cars)
    .where(and(availableInScopeSql(site, now), excludeSlug ? ne(cars.slug, excludeSlug) : undefined))
    .orderBy(
      desc(
        sql`lower(${cars.make}) = ${like.make.toLowerCase()} and lower(${cars.model}) = ${like.model.toLowerCase()}`,
      ),
      desc(sql`lower(${cars.make}) = ${like.make.toLowerCase()}`),
      desc(sql`coalesce(${cars.body} = ${like.body ?? ""}, false)`),
      desc(sql`${cars.car_type} = ${like.car_type}`),
      like.price === null ? desc(cars.created_at) : sql`abs(coalesce(${cars.price}, 0) - ${like.price})`,
      desc(cars.image_count),
      desc(cars.id),
    )
    .limit(limit);
  return rows.map(toCarSummary);
}
