import "server-only";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import { canonicalMake } from "@/domain/stock/canonical-make";
import type { CarType } from "@/domain/stock/car-facts";
import { keywordTsquery } from "@/domain/stock/keyword-search";
import { type PriceMode, shownPriceField } from "@/domain/stock/price-display";
import type { FacetDimension, SearchFilters } from "@/domain/stock/search-filters";
import { cars } from "@/server/db/schema/all";
import { canonicalMakeSql } from "@/server/stock/stock-scope-sql";

/** The filters one trade's stock has (search-filters.ts). */
type TradeFilter = "berths" | "length" | "lams" | "engine_size";

/** The car column each facet groups by (condition is car_type, location is the city). */
export const FACET_COLUMNS = {
  make: cars.make,
  model: cars.model,
  condition: cars.car_type,
  body: cars.body,
  fuel: cars.fuel,
  location: cars.city,
  transmission: cars.transmission,
} as const;

function equalsIgnoringCase(column: SQL | (typeof FACET_COLUMNS)[FacetDimension], value: string): SQL {
  return sql`lower(${column}) = ${value.trim().toLowerCase()}`;
}

/**
 * The price a site's shoppers see and filter on (price-display.ts's price mode): the weekly
 * subscription price on a subscription site, else the price (a rental's is its daily rate).
 */
export type PriceColumn = typeof cars.price | typeof cars.subscription_price;

export function priceColumnFor(mode: PriceMode): PriceColumn {
  return cars[shownPriceField(mode)];
}

/**
 * Each shopper filter as SQL, keyed by what it filters, so a facet can leave its own out.
 * Makes compare after the site's make aliases, like the scope does; text filters ignore case.
 */
export function searchFilterConditions(
  filters: Omit<SearchFilters, "page" | "sort">,
  aliases: Record<string, string>,
  priceColumn: PriceColumn = cars.price,
): Partial<Record<FacetDimension | "price" | "year" | "km" | "q" | TradeFilter, SQL>> {
  const out: Partial<Record<FacetDimension | "price" | "year" | "km" | "q" | TradeFilter, SQL>> = {};
  if (filters.make) {
    out.make = sql`${canonicalMakeSql(aliases)} = ${canonicalMake(filters.make, aliases).toLowerCase()}`;
  }
  if (filters.model) out.model = equalsIgnoringCase(cars.model, filters.model);
  if (filters.condition && filters.condition.length > 0) {
    out.condition = inArray(cars.car_type, filters.condition as CarType[]);
  }
  if (filters.body) out.body = equalsIgnoringCase(cars.body, filters.body);
  if (filters.fuel) out.fuel = equalsIgnoringCase(cars.fuel, filters.fuel);
  if (filters.location) out.location = equalsIgnoringCase(cars.city, filters.location);
  if (filters.transmission) out.transmission = equalsIgnoringCase(cars.transmission, filters.transmission);
  const range = (column: PriceColumn | typeof cars.year | typeof cars.km, min?: number, max?: number) =>
    and(
      min !== undefined ? sql`${column} >= ${min}` : undefined,
      max !== undefined ? sql`${column} <= ${max}` : undefined,
    );
  if (filters.price_min !== undefined || filters.price_max !== undefined) {
    out.price = range(priceColumn, filters.price_min, filters.price_max);
  }
  if (filters.year_min !== undefined || filters.year_max !== undefined) {
    out.year = range(cars.year, filters.year_min, filters.year_max);
  }
  if (filters.km_min !== undefined || filters.km_max !== undefined) {
    out.km = range(cars.km, filters.km_min, filters.km_max);
  }
  // An RV's berths: older feeds sent them as seats.
  if (filters.berths_min !== undefined) {
    out.berths = sql`coalesce(${cars.berths}, ${cars.seats}) >= ${filters.berths_min}`;
  }
  if (filters.length_min !== undefined || filters.length_max !== undefined) {
    out.length = and(
      filters.length_min !== undefined ? sql`${cars.length_mm} >= ${filters.length_min * 1000}` : undefined,
      filters.length_max !== undefined ? sql`${cars.length_mm} <= ${filters.length_max * 1000}` : undefined,
    );
  }
  if (filters.lams) out.lams = sql`${cars.lams} is true`;
  if (filters.cc_min !== undefined || filters.cc_max !== undefined) {
    out.engine_size = and(
      filters.cc_min !== undefined ? sql`${cars.engine_cc} >= ${filters.cc_min}` : undefined,
      filters.cc_max !== undefined ? sql`${cars.engine_cc} <= ${filters.cc_max}` : undefined,
    );
  }
  const tsquery = keywordTsquery(filters.q);
  if (tsquery !== null) {
    // cars.search_document (migration 0002) holds the listing's words, features and
    // description. It is read on the site's own rows (a few thousand at most, found by
    // cars_site_search_idx), never through the GIN index: at a million cars a prefix such as
    // 'rav4':* matches tens of thousands of other dealers' cars first (docs/decisions/009).
    // coalesce() is what keeps the planner off the GIN index; a car has a document always.
    out.q = sql`coalesce(${cars.search_document}, ''::tsvector) @@ to_tsquery('simple', ${tsquery})`;
  } else if ((filters.q ?? "").trim() !== "") {
    // Only punctuation: nothing in a listing can match it.
    out.q = sql`false`;
  }
  return out;
}
