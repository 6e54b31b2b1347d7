import "server-only";
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { defined } from "@/domain/defined";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { type CarSummary, carSummaryColumns, toCarSummary } from "@/server/stock/car-summary";
import type { SiteModel } from "@/server/stock/list-site-models";
import { availableInScopeSql } from "@/server/stock/stock-scope-sql";

/** A model's stock: cars linked to the model, or of the same make and model name. */
function modelCondition(model: Pick<SiteModel, "id" | "name" | "manufacturer_name">): SQL {
  const byName = and(
    sql`lower(${cars.model}) = ${model.name.trim().toLowerCase()}`,
    model.manufacturer_name
      ? sql`lower(${cars.make}) = ${model.manufacturer_name.trim().toLowerCase()}`
      : undefined,
  );
  return defined(or(eq(cars.model_id, model.id), byName), "a model's condition");
}

/**
 * Available stock for model pages (one model) or the range page (every model of a body):
 * cars you can buy first, newest first, plus how many there are in all.
 */
export async function listModelCars(
  db: Db,
  {
    site,
    now,
    models,
    manufacturerBody,
    limit = 8,
  }: {
    site: Pick<Site, "config" | "dealerships">;
    now: Date;
    models?: readonly Pick<SiteModel, "id" | "name" | "manufacturer_name">[];
    /** range-site category, e.g. "CARAVANS" */
    manufacturerBody?: string | null;
    limit?: number;
  },
): Promise<{ cars: CarSummary[]; total: number }> {
  if (site.dealerships.length === 0) return { cars: [], total: 0 };
  const byModel = models && models.length > 0 ? or(...models.map(modelCondition)) : undefined;
  const byBody = manufacturerBody
    ? sql`upper(${cars.manufacturer_body}) = ${manufacturerBody.toUpperCase()}`
    : undefined;
  if (models && models.length === 0 && !byBody) return { cars: [], total: 0 };
  const where = and(
    availableInScopeSql(site, now),
    byModel && byBody ? or(byModel, byBody) : (byModel ?? byBody),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(carSummaryColumns(cars))
      .from(cars)
      .where(where)
      .orderBy(desc(sql`${cars.image_count} > 0`), desc(cars.created_at), desc(cars.id))
      .limit(limit),
    db.select({ n: count() }).from(cars).where(where),
  ]);
  return { cars: rows.map(toCarSummary), total: totals[0]?.n ?? 0 };
}
