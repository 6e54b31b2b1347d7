// A search page's answer before any rendering (docs/decisions/011 and 020): what proxy.ts
// decided while Next rendered the search pages (a canonical redirect, a common search cached,
// any other rendered per request), now decided by the Astro page itself.
import { planSearchRequest } from "@/domain/stock/search-canonical";

/** How long a common search's page is kept (Next's ISR revalidate, and the Astro page cache). */
export const CACHED_SEARCH_SECONDS = 300;
/** What Next's ISR sent for a cached search (revalidate = 300): shared caches keep it 5 minutes. */
export const CACHED_SEARCH_CACHE_CONTROL = `s-maxage=${CACHED_SEARCH_SECONDS}, stale-while-revalidate=31535700`;
/** What Next sent for a page rendered per request: no cache keeps it. */
export const PER_REQUEST_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

export type SearchAnswer =
  /** The filters are not in canonical order or form: a permanent redirect (kept method) there. */
  | { kind: "redirect"; location: string }
  /**
   * Render the page from `query`: a common search renders from its canonical filters alone
   * (tracking tags aside) and may be kept by shared caches; any other renders from the whole
   * query, per request.
   */
  | { kind: "render"; query: URLSearchParams; cacheControl: string };

/**
 * How a GET of a search path (/search/{slug}, /pre-owned) is answered, from its query alone.
 * `previewing`: the request carries the console's preview cookie, so what it shows (an
 * unpublished site) is never for a shared cache.
 */
export function searchAnswer(
  pathname: string,
  params: URLSearchParams,
  { previewing }: { previewing: boolean },
): SearchAnswer {
  const plan = planSearchRequest(params);
  if (plan.kind === "redirect")
    return { kind: "redirect", location: plan.query === "" ? pathname : `${pathname}?${plan.query}` };
  if (plan.kind === "cached" && !previewing)
    return {
      kind: "render",
      query: new URLSearchParams(plan.query),
      cacheControl: CACHED_SEARCH_CACHE_CONTROL,
    };
  return { kind: "render", query: new URLSearchParams(params), cacheControl: PER_REQUEST_CACHE_CONTROL };
}
