import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import "server-only";
import { cache } from "react";
import { parseTenantHost } from "@/domain/tenancy/parse-tenant-host";
import { env } from "@/env";
import { cached } from "@/server/cache/cached";
import { cacheTags } from "@/server/cache/tags";
import { isPreviewingSite, previewCookieOpensSite } from "@/server/console/site-preview";
import { getDb } from "@/server/db/client";
import { listSites } from "@/server/sites/list-sites";
import { loadSite } from "@/server/sites/load-site";

const loadSiteCached = cached(
  async (hostname: string, slug: string | null) => loadSite(await getDb(), { hostname, slug }),
  ["site-by-host"],
  { tags: () => [cacheTags.sites] },
);

/**
 * Every host the platform answers for, in one cache entry. A host is looked up (and its
 * answer cached) only when it is one of these: a client inventing Host headers gets a 404
 * without adding an entry to the data cache per invented host.
 */
const knownHostsCached = cached(
  async () => {
    const sites = await listSites(await getDb());
    return {
      domains: sites.flatMap((s) => (s.domain_name ? [s.domain_name.toLowerCase()] : [])),
      slugs: sites.map((s) => s.slug),
    };
  },
  ["known-hosts"],
  { tags: () => [cacheTags.sites] },
);

/**
 * The site for a host (as passed by proxy.ts), or null, with the previewing rule given: a site
 * not yet published is null (404) unless `previews(site.id)` says this request previews it.
 */
async function siteForHost(host: string, previews: (siteId: number) => Promise<boolean> | boolean) {
  const tenant = parseTenantHost(safeDecodeURIComponent(host), env().PLATFORM_DOMAIN);
  if (tenant.kind === "platform") return null;
  const known = await knownHostsCached();
  const isKnown =
    known.domains.includes(tenant.hostname) || (tenant.slug !== null && known.slugs.includes(tenant.slug));
  if (!isKnown) return null;
  const site = await loadSiteCached(tenant.hostname, tenant.slug);
  if (!site || site.published) return site;
  return (await previews(site.id)) ? site : null;
}

/**
 * The site for a host (as passed by proxy.ts), or null; deduplicated within a request. A site
 * not yet published is null (404) to the public; only a member of staff previewing it from
 * the console (draft mode plus a signed preview cookie for this site) sees it.
 */
export const getSiteForHost = cache(async (host: string) => siteForHost(host, isPreviewingSite));

/**
 * The same for a page rendered outside Next (Astro): the request's preview cookie
 * (PREVIEW_COOKIE's value, or undefined) is the whole preview. Next's draft mode only keeps a
 * previewed page out of Next's page cache; Astro's site pages are rendered per request.
 */
export function getSiteForHostPreviewing(host: string, previewCookie: string | undefined) {
  return siteForHost(host, (siteId) => previewCookieOpensSite(previewCookie, siteId));
}
