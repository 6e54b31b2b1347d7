// The Astro page cache's provider (astro.config.ts `cache.provider`): Astro's own in-memory
// LRU (`astro/cache/memory`, which honours maxAge, stale-while-revalidate and tags), wrapped so
// that it is right for a platform of many sites behind one process, and so that a write
// anywhere reaches it (docs/decisions/020-astro-islands.md, "The page cache").
//
// - **Keyed by the site's host.** Astro builds each request's URL from the Host header only
//   for `security.allowedDomains`, which a platform of any number of dealer hosts cannot list:
//   every request's URL says `localhost`. The memory provider keys on that URL, so without
//   this wrapper one site's page would be served to every site. Here the key is the Host as
//   the front server passed it (one spelling: lower case, no trailing dot), with `https` when a
//   trusted proxy says the request came over it (that answer carries HSTS).
// - **Only what a page shares.** Only GETs are looked up, never one carrying the console's
//   preview cookie (staff previewing a site see it as it would be, not the shared page); a
//   page is only stored when it asked to be (src/astro/middleware.ts: `locals.sharedPage`).
// - **Emptied by writes.** It joins the process's page caches (server/cache/page-caches.ts),
//   which expireTags empties of the tags a write changed; with REDIS_URL it also listens on
//   the channel every process announces expired tags on, so a write in another web process or
//   the worker empties it too (everything, after an outage of Redis).
// - **Bounded.** At most `max` pages (default 256; a search page is about 115 KB, so about
//   30 MB), least recently used first out; the key is the whole query, sorted.
import type { CacheProvider } from "astro";
import memoryCache from "astro/cache/memory";
import { tenantRouteHost } from "@/domain/tenancy/parse-tenant-host";
import { registerPageCache } from "@/server/cache/page-caches";
import { PREVIEW_COOKIE } from "@/server/console/site-preview";
import { subscribeToRevalidations } from "@/server/front/revalidation-channel";
import { servedOverHttps } from "@/server/http/client-ip";

const DEFAULT_MAX_PAGES = 256;

export interface PageCacheConfig {
  /** The most pages kept (least recently used out first). */
  max?: number;
  /** Redis to listen on for expired tags; default REDIS_URL; "" for none. */
  redisUrl?: string;
}

/**
 * A host as the page it renders spells it (tenantRouteHost: lower case, no trailing dot, the
 * site's pages build their absolute URLs from it), or null when it is not a host name.
 */
function hostKey(host: string | null): string | null {
  if (!host) return null;
  const spelled = tenantRouteHost(host);
  return /^[a-z0-9.-]+(:\d{1,5})?$/.test(spelled) ? spelled : null;
}

function previewing(request: Request): boolean {
  const cookies = request.headers.get("cookie");
  if (!cookies) return false;
  return cookies.split(";").some((pair) => pair.trim().startsWith(`${PREVIEW_COOKIE}=`));
}

/**
 * The request as the memory provider should key it (its URL on the site's own host and
 * scheme), or null when the page cache must not answer it.
 */
export function pageCacheRequest(request: Request): Request | null {
  if (request.method !== "GET") return null;
  const host = hostKey(request.headers.get("host"));
  if (host === null || previewing(request)) return null;
  const url = new URL(request.url);
  const scheme = servedOverHttps(request) ? "https" : "http";
  return new Request(`${scheme}://${host}${url.pathname}${url.search}`, { headers: request.headers });
}

export default function pageCacheProvider(config: PageCacheConfig | undefined): CacheProvider {
  const options = { max: config?.max ?? DEFAULT_MAX_PAGES, query: { exclude: [] } };
  let pages = memoryCache(options);
  const provider: CacheProvider = {
    name: "forecourt-pages",
    async onRequest(context, next) {
      const keyed = pageCacheRequest(context.request);
      if (!pages.onRequest || keyed === null) return next();
      return pages.onRequest({ ...context, request: keyed, url: new URL(keyed.url) }, next);
    },
    invalidate: (what) => pages.invalidate(what),
  };
  registerPageCache((tags) => provider.invalidate({ tags: [...tags] }));
  const redisUrl = config?.redisUrl ?? process.env.REDIS_URL;
  if (redisUrl) {
    void subscribeToRevalidations(redisUrl, (tags) => {
      if (tags === null) pages = memoryCache(options);
      else void provider.invalidate({ tags: [...tags] });
    });
  }
  return provider;
}
