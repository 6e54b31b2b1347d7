import "server-only";
import { expireTags } from "@/server/cache/expire-tags";
import { cacheTags } from "@/server/cache/tags";

/**
 * Expires what a site's host answers from: the host lists and site-by-host lookups (`sites`)
 * and everything tagged with the site, so the next request reads the database (expireTags:
 * every process). Creating, publishing, a logo and a settings change all come through here.
 */
export async function expireSitesCache(siteId: number): Promise<void> {
  await expireTags([cacheTags.sites, cacheTags.site(siteId)]);
}
