import "server-only";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { defined } from "@/domain/defined";
import { localeFor } from "@/domain/site/locale";
import { canonicalMake } from "@/domain/stock/canonical-make";
import type { CarType } from "@/domain/stock/car-facts";
import { pageCount, SEARCH_PAGE_SIZE } from "@/domain/stock/pagination";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { priceModeFor } from "@/domain/stock/price-display";
import { FACET_DIMENSIONS, type FacetDimension, type SearchFilters } from "@/domain/stock/search-filters";
import type { SortValue } from "@/domain/stock/search-sort";
import { parseSort, sortOptionsFor } from "@/domain/stock/search-sort";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { cachedSiteStock } from "@/server/stock/cached-site-stock";
import { type CarSummary, carSummaryColumns, toCarSummary } from "@/server/stock/car-summary";
import {
  FACET_COLUMNS,
  type PriceColumn,
  priceColumnFor,
  searchFilterConditions,
} from "@/server/stock/search-filters-sql";
import { availableStockSql, stockScopeSql } from "@/server/stock/stock-scope-sql";

export interface FacetValue {
  value: string;
  count: number;
}

export interface SearchFacets {
  make: FacetValue[];
  model: FacetValue[];
  condition: FacetValue[];
  body: FacetValue[];
  fuel: FacetValue[];
  location: FacetValue[];
  transmission: FacetValue[];
  /** bounds of the listed stock (before shopper filters), for the range selects */
  bounds: {
    year_min: number | null;
    year_max: number | null;
    price_max: number | null;
    km_max: number | null;
  };
}

/** A fixed slice of the stock named by the page rather than the shopper (the search slug). */
export interface SearchPreset {
  dealership_id?: number;
  condition?: readonly CarType[];
  /** a model page's stock */
  model_id?: number;
}

export interface SearchCarsResult {
  cars: CarSummary[];
  total: number;
  page: number;
  pageCount: number;
  perPage: number;
  sort: SortValue;
  facets: SearchFacets;
}

export type SearchSite = Pick<Site, "config" | "dealerships" | "market" | "template">;

/** The sorts a site offers (subscription price only where configured; miles on US sites). */
export function siteSortOptions(site: Pick<Site, "config" | "market">) {
  return sortOptionsFor({
    subscription: site.config.stock.subscription_sort,
    distanceUnit: localeFor(site.market).distance_unit,
  });
}

function orderBy(sort: SortValue, price: PriceColumn): SQL[] {
  switch (sort) {
    case "latest":
      return [desc(cars.created_at), desc(cars.id)];
    case "price-desc":
      return [sql`${price} desc nulls last`, desc(cars.id)];
    case "price-asc":
      return [sql`${price} asc nulls last`, desc(cars.id)];
    case "subscription-price":
      return [sql`${cars.subscription_price} asc nulls last`, desc(cars.id)];
    case "km-desc":
      return [desc(cars.km), desc(cars.id)];
    case "km-asc":
      return [asc(cars.km), desc(cars.id)];
    default:
      // Most relevant: cars you can buy before recently sold ones, cars with photos first,
      // then the newest arrivals.
      return [
        desc(availableStockSql),
        desc(sql`${cars.image_count} > 0`),
        desc(cars.created_at),
        desc(cars.id),
      ];
  }
}

/** The site's own preset query (stock.scope.preset_query), applied to every search. */
function presetQueryConditions(site: SearchSite): SQL[] {
  const preset = site.config.stock.scope.preset_query.trim();
  if (preset === "") return [];
  const { page: _page, sort: _sort, ...filters } = parseSearchFilters(new URLSearchParams(preset));
  return Object.values(
    searchFilterConditions(
      filters,
      site.config.stock.scope.make_aliases,
      priceColumnFor(priceModeFor(site.template)),
    ),
  );
}

/** Everything that is not the shopper's choice: scope, the site's preset query, the page's preset. */
export function baseSearchCondition(site: SearchSite, now: Date, preset: SearchPreset = {}): SQL {
  const condition = and(
    stockScopeSql(site, now),
    ...presetQueryConditions(site),
    preset.dealership_id !== undefined ? eq(cars.dealership_id, preset.dealership_id) : undefined,
    preset.condition && preset.condition.length > 0
      ? inArray(cars.car_type, preset.condition as CarType[])
      : undefined,
    preset.model_id !== undefined ? eq(cars.model_id, preset.model_id) : undefined,
  );
  return defined(condition, "the base search condition (the stock scope at least)");
}

const facetRow = z.record(z.string(), z.unknown());

function num(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The stock search (/search/{slug}, sorts): one page of cars plus facet
 * counts, in two queries. The facet query groups the scoped stock by every facet at once
 * (GROUPING SETS) and counts each group with all the shopper's filters except that facet's
 * own (FILTER clauses), so a shopper sees how many cars each other choice would give.
 */
export async function searchCars(
  db: Db,
  {
    site,
    filters,
    now,
    preset,
    perPage = SEARCH_PAGE_SIZE,
  }: { site: SearchSite; filters: SearchFilters; now: Date; preset?: SearchPreset; perPage?: number },
): Promise<SearchCarsResult> {
  const sort = parseSort(
    filters.sort,
    site.config.stock.default_sort,
    siteSortOptions(site).map((o) => o.value),
  );
  const page = Math.max(1, filters.page);
  const emptyFacets: SearchFacets = {
    make: [],
    model: [],
    condition: [],
    body: [],
    fuel: [],
    location: [],
    transmission: [],
    bounds: { year_min: null, year_max: null, price_max: null, km_max: null },
  };
  if (site.dealerships.length === 0) {
    return { cars: [], total: 0, page, pageCount: 1, perPage, sort, facets: emptyFacets };
  }
  const aliases = site.config.stock.scope.make_aliases;
  const base = baseSearchCondition(site, now, preset);
  const priceColumn = priceColumnFor(priceModeFor(site.template));
  const conditions = searchFilterConditions(filters, aliases, priceColumn);
  const all = and(...Object.values(conditions));
  const allExcept = (dimension: FacetDimension) =>
    and(...Object.entries(conditions).flatMap(([key, condition]) => (key === dimension ? [] : [condition])));
  const countWhere = (condition: SQL | undefined) =>
    condition ? sql`(count(*) filter (where ${condition}))::int` : sql`count(*)::int`;

  const facetSelect = sql.join(
    FACET_DIMENSIONS.map(
      (d) =>
        sql`${FACET_COLUMNS[d]} as ${sql.identifier(`v_${d}`)}, grouping(${FACET_COLUMNS[d]}) as ${sql.identifier(`g_${d}`)}, ${countWhere(allExcept(d))} as ${sql.identifier(`c_${d}`)}`,
    ),
    sql`, `,
  );
  const groupingSets = sql.join(
    FACET_DIMENSIONS.map((d) => sql`(${FACET_COLUMNS[d]})`),
    sql`, `,
  );
  const facetQuery = sql`
    select ${facetSelect},
      ${countWhere(all)} as total,
      min(${cars.year}) as year_min, max(${cars.year}) as year_max,
      max(${priceColumn}) as price_max, max(${cars.km}) as km_max
    from ${cars}
    where ${base}
    group by grouping sets (${groupingSets}, ())`;

  // The page's ids first (an index-only scan of cars_site_search_idx, sorted there), then
  // the wide columns of those rows alone: the sort never carries images and descriptions.
  const pageIds = db
    .select({ id: cars.id })
    .from(cars)
    .where(and(base, all))
    .orderBy(...orderBy(sort, priceColumnFor(priceModeFor(site.template))))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [pageRows, facetResult] = await Promise.all([
    db
      .select(carSummaryColumns(cars))
      .from(cars)
      .where(inArray(cars.id, pageIds))
      .orderBy(...orderBy(sort, priceColumnFor(priceModeFor(site.template)))),
    db.execute(facetQuery),
  ]);

  const facets = emptyFacets;
  let total = 0;
  const makeCounts = new Map<string, number>();
  for (const row of rowsOf(facetResult, facetRow)) {
    const grouped = FACET_DIMENSIONS.find((d) => Number(row[`g_${d}`]) === 0);
    if (!grouped) {
      total = num(row.total) ?? 0;
      facets.bounds = {
        year_min: num(row.year_min),
        year_max: num(row.year_max),
        price_max: num(row.price_max),
        km_max: num(row.km_max),
      };
      continue;
    }
    const value = row[`v_${grouped}`];
    const count = num(row[`c_${grouped}`]) ?? 0;
    if (typeof value !== "string" || value.trim() === "") continue;
    if (grouped === "make") {
      // Regional make names count under their canonical name.
      const make = canonicalMake(value, aliases);
      makeCounts.set(make, (makeCounts.get(make) ?? 0) + count);
    } else {
      facets[grouped].push({ value, count });
    }
  }
  facets.make = [...makeCounts].map(([value, count]) => ({ value, count }));
  for (const dimension of FACET_DIMENSIONS) {
    facets[dimension].sort((a, b) => a.value.localeCompare(b.value, "en", { sensitivity: "base" }));
  }
  const order: Record<string, number> = { new: 0, used: 1, demo: 2 };
  facets.condition.sort((a, b) => (order[a.value] ?? 9) - (order[b.value] ?? 9));

  return {
    cars: pageRows.map(toCarSummary),
    total,
    page,
    pageCount: pageCount(total, perPage),
    perPage,
    sort,
    facets,
  };
}

/**
 * searchCars through Next's data cache. The key is the site, the search and the UTC day
 * (the sold window counts whole days); stock writes revalidate the tags.
 */
export function searchCarsCached(
  site: SearchSite & Pick<Site, "id">,
  input: { filters: SearchFilters; now: Date; preset?: SearchPreset },
): Promise<SearchCarsResult> {
  const preset = input.preset ?? {};
  return cachedSiteStock("search-cars", site, { now: input.now, key: [input.filters, preset] }, (db) =>
    searchCars(db, { site, filters: input.filters, now: input.now, preset }),
  );
}
