import { SEARCH_FILTER_KEYS, type SearchFilters } from "@/domain/stock/search-filters";
import { DEFAULT_SORT, type SortValue } from "@/domain/stock/search-sort";

export interface SearchHrefOptions {
  /**
   * the site's default sort, omitted from links because it is what no sort means; null keeps
   * every sort (where the site's default is not known, e.g. in the proxy)
   */
  defaultSort?: SortValue | null;
}

function centsToDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * A plain link to a search with `change` applied (an `undefined` value removes a filter).
 * The query string is canonical — keys in SEARCH_FILTER_KEYS order, defaults (page 1, the
 * site's default sort, empty values) omitted — so one result set has one URL for caching
 * and for search engines. Changing any filter goes back to page 1, because the old page
 * number may not exist in the new result set.
 */
export function searchHref(
  basePath: string,
  filters: SearchFilters,
  change: Partial<SearchFilters> = {},
  { defaultSort = DEFAULT_SORT }: SearchHrefOptions = {},
): string {
  const filterChanged = Object.entries(change).some(
    ([key, value]) => key !== "page" && !sameValue(value, filters[key as keyof SearchFilters]),
  );
  const page = change.page ?? (filterChanged ? 1 : filters.page);
  const next: Partial<SearchFilters> = { ...filters, ...change, page };

  const query = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = next[key];
    if (value === undefined) continue;
    if (key === "page" && value === 1) continue;
    if (key === "sort" && value === defaultSort) continue;
    if (Array.isArray(value)) {
      for (const item of value) query.append(key, item);
    } else if (value === true) {
      // A yes-only filter (lams) reads as its checkbox posts it without JavaScript: one URL.
      query.append(key, "1");
    } else if (typeof value === "number" && (key === "price_min" || key === "price_max")) {
      query.append(key, centsToDollars(value));
    } else {
      query.append(key, String(value));
    }
  }
  const queryString = query.toString();
  return queryString === "" ? basePath : `${basePath}?${queryString}`;
}
