import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { requireWebsite } from "@/server/dashboard/dashboard-params";
import type { DashboardManufacturer } from "@/server/dashboard/dashboard-types";
import type { Db } from "@/server/db/client";
import { manufacturers, models } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";

/**
 * A manufacturer by slug with the models the website shows of it (its own models, and the
 * maker's whole line-up on the maker's own sites: the same rule as listSiteModels).
 * 404 for an unknown website or manufacturer.
 */
export async function getDashboardManufacturer(
  db: Db,
  { slug, websiteId }: { slug: string; websiteId: number | string },
): Promise<DashboardManufacturer> {
  const site = await requireWebsite(db, websiteId);
  const [maker] = await db.select().from(manufacturers).where(eq(manufacturers.slug, slug));
  if (!maker) throw new AppError("not_found", `No manufacturer ${slug}.`);
  const rows = await db
    .select()
    .from(models)
    .where(
      and(
        eq(models.manufacturer_id, maker.id),
        site.manufacturer_id === maker.id ? undefined : eq(models.website_id, site.id),
      ),
    )
    .orderBy(asc(models.position), asc(models.name), asc(models.id));
  return {
    id: maker.id,
    name: maker.name,
    slug: maker.slug,
    logo: maker.logo,
    description: maker.description,
    website_id: site.id,
    models: rows.map(({ website_id: _w, manufacturer_id: _m, ...model }) => model),
  };
}
