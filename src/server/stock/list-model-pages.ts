import "server-only";
import { builtModelPages } from "@/domain/stock/model-pages";
import type { Site } from "@/server/sites/site";
import { listSiteModelsCached, type SiteModel } from "@/server/stock/list-site-models";

/**
 * The models the site builds pages for (header dropdown, /models, model pages, the range page):
 * its models while `flags.build_model_pages` is on, none otherwise.
 */
export async function listModelPages(
  site: Pick<Site, "id" | "manufacturer_id" | "config">,
): Promise<SiteModel[]> {
  return builtModelPages(site.config.flags, await listSiteModelsCached(site.id, site.manufacturer_id));
}
