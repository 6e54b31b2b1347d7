import "server-only";
import { asc, eq, or } from "drizzle-orm";
import { cached } from "@/server/cache/cached";
import { cacheTags } from "@/server/cache/tags";
import { type Db, getDb } from "@/server/db/client";
import { models } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

export type SiteModel = Omit<typeof models.$inferSelect, "website_id" | "manufacturer_id">;

/**
 * The models a site shows (header dropdown, model pages, the range page): its own models
 * (range sites) and its manufacturer's whole line-up.
 */
export async function listSiteModels(
  db: Db,
  { site }: { site: Pick<Site, "id" | "manufacturer_id"> },
): Promise<SiteModel[]> {
  const rows = await db
    .select()
    .from(models)
    .where(
      site.manufacturer_id != null
        ? or(eq(models.website_id, site.id), eq(models.manufacturer_id, site.manufacturer_id))
        : eq(models.website_id, site.id),
    )
    .orderBy(asc(models.position), asc(models.name), asc(models.id));
  return rows.map(({ website_id: _w, manufacturer_id: _m, ...model }) => model);
}

/** listSiteModels through the data cache, tagged with the site (model edits revalidate it). */
export const listSiteModelsCached = cached(
  async (siteId: number, manufacturerId: number | null) =>
    listSiteModels(await getDb(), { site: { id: siteId, manufacturer_id: manufacturerId } }),
  ["site-models"],
  { tags: (siteId) => [cacheTags.site(siteId)] },
);
