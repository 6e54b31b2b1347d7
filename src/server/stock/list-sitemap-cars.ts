import "server-only";
import { desc } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { availableInScopeSql } from "@/server/stock/stock-scope-sql";

/** Every available vehicle of a site (not the recently sold ones), for sitemap.xml. */
export async function listSitemapCars(
  db: Db,
  { site, now }: { site: Pick<Site, "config" | "dealerships">; now: Date },
): Promise<{ slug: string; updated_at: Date }[]> {
  if (site.dealerships.length === 0) return [];
  return db
    .select({ slug: cars.slug, updated_at: cars.updated_at })
    .from(cars)
    .where(availableInScopeSql(site, now))
    .orderBy(desc(cars.updated_at), desc(cars.id));
}
