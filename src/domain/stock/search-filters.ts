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
  /** RVs: at least this many berths */
  berths_min?: number;
  /** RVs: external length, whole metres */
  length_min?: number;
  length_max?: number;
  /** Motorcycles: learner approved (LAMS) only */
  lams?: true;
  /** Motorcycles: engine size, cc */
  cc_min?: number;
  cc_max?: number;
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
  "berths_min",
  "length_min",
  "length_max",
  "lams",
  "cc_min",
  "cc_max",
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
  "berths",
  "length",
  "lams",
  "engine_size",
  "q",
] as const;
export type SearchFilterName = (typeof SEARCH_FILTER_NAMES)[number];

function applied(name: SearchFilterName, filters: SearchFilters): boolean {
  switch (name) {
    case "price":
    case "year":
    case "km":
    case "length":
      return filters[`${name}_min`] !== undefined || filters[`${name}_max`] !== undefined;
    case "berths":
      return filters.berths_min !== undefined;
    case "engine_size":
      return filters.cc_min !== undefined || filters.cc_max !== undefined;
    case "condition":
      return (filters.condition?.length ?? 0) > 0;
    default:
      return filters[name] !== undefined;
  }
}

/**
 * The filters only one trade's stock has: an RV's berths and length, a motorcycle's LAMS
 * approval and engine size. Every site of that trade offers them; no other site does.
 */
const TRADE_FILTERS: Readonly<Record<string, readonly SearchFilterName[]>> = {
  camper: ["berths", "length"],
  range: ["berths", "length"],
  motorcycle: ["lams", "engine_size"],
};
const ALL_TRADE_FILTERS: ReadonlySet<SearchFilterName> = new Set(Object.values(TRADE_FILTERS).flat());

/**
 * (stock: search_filters): the filters the site's search page offers are the ones it
 * configures, or every filter when it configures none; and always its trade's own (a
 * caravan yard's berths and length, a motorcycle shop's LAMS and engine size), which no
 * other trade is offered. A filter a link has already applied stays offered, so the
 * shopper can see and change it.
 */
export function offersFilter(
  configured: readonly SearchFilterName[],
  filters: SearchFilters,
  template = "",
): (name: SearchFilterName) => boolean {
  const trade = TRADE_FILTERS[template] ?? [];
  return (name) => {
    if (applied(name, filters) || trade.includes(name)) return true;
    if (ALL_TRADE_FILTERS.has(name)) return false;
    return configured.length === 0 || configured.includes(name);
  };
}
