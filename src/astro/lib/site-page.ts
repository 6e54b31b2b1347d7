// What every dealer page Astro renders starts with: the site its Host names (as Next's site
// routes get it from proxy.ts) and the answer's status and caching as Next sent them
// (docs/decisions/020-astro-islands.md).
import type { AstroGlobal } from "astro";
import { normaliseHostname, tenantRouteHost } from "@/domain/tenancy/parse-tenant-host";
import { PREVIEW_COOKIE } from "@/server/console/site-preview";
import { getSiteForHostPreviewing } from "@/server/sites/get-site";

/** A page's own head, where the shell's defaults do not do (the search pages). */
export interface PageHead {
  /** Else the site's description. */
  description?: string | undefined;
  /** The robots meta ("noindex, follow"). */
  robots?: string | null | undefined;
  /** The page's canonical address, absolute. */
  canonical?: string | undefined;
  /** Its social cards (Open Graph's `property`, Twitter's `name`), in order, after the canonical. */
  meta?: readonly HeadMeta[] | undefined;
  /** The page's largest image, preloaded and fetched first (a vehicle's first photo). */
  preloadImage?: { href: string; srcset: string; sizes: string } | null | undefined;
}

export type HeadMeta = { property: string; content: string } | { name: string; content: string };

/**
 * The request's site, or null (an unknown host, or a site not published and not previewed).
 * `host` is the host as Next's route segment carries it (encoded, lower case); `hostname`
 * the one the platform's "Site not found" names.
 */
export async function siteOfRequest(astro: AstroGlobal) {
  const requestHost = astro.request.headers.get("host") ?? "";
  const host = encodeURIComponent(tenantRouteHost(requestHost));
  // An unpublished site is shown only to staff previewing it (the console's signed cookie).
  const site =
    astro.locals.tenant.kind === "site"
      ? await getSiteForHostPreviewing(host, astro.cookies.get(PREVIEW_COOKIE)?.value)
      : null;
  return { site, host, hostname: normaliseHostname(requestHost) };
}

/**
 * A page rendered per request, found or not: its status (with the reason phrase Next sends)
 * and what Next's dynamic pages send, so the front server's microcache keeps neither.
 */
export function answerPerRequest(astro: AstroGlobal, found: boolean) {
  astro.response.status = found ? 200 : 404;
  if (!found) astro.response.statusText = "Not Found";
  astro.response.headers.set("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  astro.response.headers.set("content-type", "text/html; charset=utf-8");
}
