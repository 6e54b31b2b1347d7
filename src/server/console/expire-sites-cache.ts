import "server-only";
import { revalidateTag } from "next/cache";
import { cacheTags } from "@/server/cache/tags";

/**
 * Expires what a site's host answers from: the host lists and site-by-host lookups (`sites`)
 * and everything tagged with the site, so the next request reads the database.
 */
export function expireSitesCache(siteId: number): void {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  for (const tag of [cacheTags.sites, cacheTags.site(siteId)]) revalidateTag(tag, { expire: 0 });
}
