import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { FACET_DIMENSIONS, SEARCH_FILTER_KEYS, type SearchFilters } from "@/domain/stock/search-filters";
import { searchHref } from "@/domain/stock/search-href";
import type { SortValue } from "@/domain/stock/search-sort";

/**
 * A search page's address: its canonical form (rel=canonical), the tidy address a no-JS filter
 * form is redirected to, whether the page is worth indexing, and which requests the proxy
 * serves from the cached search page.
 */

const FILTER_KEYS: ReadonlySet<string> = new Set(SEARCH_FILTER_KEYS);

/**
 * The canonical address of a search (its rel=canonical): the page's path plus the search's
 * filters as searchHref writes them. Keys in SEARCH_FILTER_KEYS order, values normalised
 * ("25,000" → 25000), empty and invalid values dropped, page 1 without ?page, the site's
 * default sort omitted, and every parameter that is not a filter (utm_ tags, click ids)
 * dropped. Each result page keeps its own page number: page 2 is not page 1's duplicate.
 */
export function canonicalSearchPath(
  basePath: string,
  params: URLSearchParams,
  { defaultSort }: { defaultSort: SortValue },
): string {
  return searchHref(basePath, parseSearchFilters(params), {}, { defaultSort });
}

/**
 * Filters a search page keeps in the page cache: the facets its own links offer (make, model,
 * condition, body, fuel, location, transmission), a sort, on the first pages.
 * Free text and number ranges make addresses without end; those pages are rendered per
 * request (their data still comes from the data cache), so no one can fill the page cache.
 */
const CACHED_FILTER_KEYS: ReadonlySet<string> = new Set([...FACET_DIMENSIONS, "sort", "page"]);
export const CACHED_SEARCH_MAX_PAGE = 10;

function isCachedSearch(filters: SearchFilters): boolean {
  if (filters.page > CACHED_SEARCH_MAX_PAGE) return false;
  return Object.entries(filters).every(([key, value]) => value === undefined || CACHED_FILTER_KEYS.has(key));
}

/** What a search page (GET /search/{slug} or /pre-owned, src/astro/lib/search-page.ts) does with its address. */
export type SearchRequestPlan =
  /** the filters are not in canonical form: 308 to this query (filters first, then the rest) */
  | { kind: "redirect"; query: string }
  /** a common search: rendered from this canonical filter query, and shared caches may keep it */
  | { kind: "cached"; query: string }
  /** a canonical but uncommon search: rendered per request */
  | { kind: "dynamic" };

/**
 * Decides, from the query alone (before the site is looked up), how a search request
 * is answered. Filters written in another order, with empty or invalid values, or with a
 * spelling of a number other than the canonical one are sent to their canonical address,
 * with the other parameters (tracking tags) kept after them in their order. The site's
 * default sort is not known here, so every sort is kept.
 */
export function planSearchRequest(params: URLSearchParams): SearchRequestPlan {
  const filters = parseSearchFilters(params);
  const canonical = searchHref("", filters, {}, { defaultSort: null }).replace(/^\?/, "");
  const given = new URLSearchParams();
  const others = new URLSearchParams();
  for (const [key, value] of params) (FILTER_KEYS.has(key) ? given : others).append(key, value);
  if (given.toString() !== canonical) {
    return { kind: "redirect", query: [canonical, others.toString()].filter((q) => q !== "").join("&") };
  }
  return isCachedSearch(filters) ? { kind: "cached", query: canonical } : { kind: "dynamic" };
}

/**
 * Where GET /search (no slug) sends the shopper: the site's default search path with every
 * parameter the shopper gave kept (`/search?make=Toyota&body=SUV` used to drop
 * them). A default path that carries its own query keeps it, except where the shopper named
 * the same key. The filters come out in canonical form, other parameters (utm_ tags) after
 * them, so the proxy does not redirect a second time.
 */
export function searchIndexTarget(defaultPath: string, params: URLSearchParams): string {
  const at = defaultPath.indexOf("?");
  const path = at === -1 ? defaultPath : defaultPath.slice(0, at);
  const merged = new URLSearchParams(at === -1 ? "" : defaultPath.slice(at + 1));
  for (const key of new Set(params.keys())) merged.delete(key);
  for (const [key, value] of params) merged.append(key, value);
  const plan = planSearchRequest(merged);
  const query = plan.kind === "dynamic" ? merged.toString() : plan.query;
  return query === "" ? path : `${path}?${query}`;
}

const INDEXABLE_KEYS: ReadonlySet<string> = new Set(["make", "model", "page"]);

/**
 * Only the first page of all stock, a make, a model, or make and model is worth indexing;
 * every other filter or a sort makes a near-duplicate of those pages, so it gets noindex.
 */
export function isIndexableSearch(filters: SearchFilters): boolean {
  if (filters.page !== 1) return false;
  return Object.entries(filters).every(
    ([key, value]) =>
      INDEXABLE_KEYS.has(key) || value === undefined || (Array.isArray(value) && value.length === 0),
  );
}

/**
 * A GET filter form without JavaScript sends every field, empty ones too ("?make=&model=").
 * Returns the query without empty search fields (other parameters, such as utm_ tracking,
 * are kept in order), or null when there is nothing to drop, so the page can redirect to
 * the tidy address once.
 */
export function cleanSearchQuery(params: URLSearchParams): string | null {
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [key, value] of params) {
    if (FILTER_KEYS.has(key) && value.trim() === "") {
      dropped = true;
      continue;
    }
    kept.append(key, value);
  }
  return dropped ? kept.toString() : null;
}
