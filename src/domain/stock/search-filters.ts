import type { CarType } from "@/domain/stock/car-facts";
import type { SortValue } from "@/domain/stock/search-sort";

/**
 * Parsed stock-search filters (/search/{slug}, sort options). The URL uses
 * the same key names; money in the URL is whole or decimal dollars, here it is cents.
 */
export interface SearchFilters {
  make?: string;
  model?: string;
  condition?: CarType[];
  body?: string;
  fuel?: string;
  /** cents */
  price_min?: number;
  /** cents */
  price_max?: number;
  year_min?: number;
  year_max?: number;
  km_min?: number;
  km_max?: number;
  location?: string;
  transmission?: string;
  q?: string;
  sort?: SortValue;
  page: number;
}

/** The order keys appear in a canonical query string. */
export const SEARCH_FILTER_KEYS = [
  "make",
  "model",
  "condition",
  "body",
  "fuel",
  "price_min",
  "price_max",
  "year_min",
  "year_max",
  "km_min",
  "km_max",
  "location",
  "transmission",
  "q",
  "sort",
  "page",
] as const satisfies readonly (keyof SearchFilters)[];

/** The condition values, in the order the spec lists them. */
export const CONDITIONS: readonly CarType[] = ["new", "used", "demo"];

/** The filters shown with counts; each facet's counts apply every filter except its own. */
export const FACET_DIMENSIONS = [
  "make",
  "model",
  "condition",
  "body",
  "fuel",
  "location",
  "transmission",
] as const;
export type FacetDimension = (typeof FACET_DIMENSIONS)[number];

/** The filters a search page can offer, by the names the site's stock.search_filters uses. */
export const SEARCH_FILTER_NAMES = [
  "make",
  "model",
  "condition",
  "body",
  "fuel",
  "price",
  "year",
  "km",
  "location",
  "transmission",
  "q",
] as const;
export type SearchFilterName = (typeof SEARCH_FILTER_NAMES)[number];

function applied(name: SearchFilterName, filters: SearchFilters): boolean {
  switch (name) {
    case "price":
    case "year":
    case "km":
      return filters[`${name}_min`] !== undefined || filters[`${name}_max`] !== undefined;
    case "condition":
      return (filters.condition?.length ?? 0) > 0;
    default:
      return filters[name] !== undefined;
  }
}

/**
 * (stock: search_filters): the filters the site's search page offers are the ones it
 * configures, or every filter when it configures none. A filter a link has already applied
 * stays offered, so the shopper can see and change it.
 */
export function offersFilter(
  configured: readonly SearchFilterName[],
  filters: SearchFilters,
): (name: SearchFilterName) => boolean {
  return (name) => configured.length === 0 || configured.includes(name) || applied(name, filters);
}
