import "server-only";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { validationError } from "@/server/http/app-error";
import type { Site } from "@/server/sites/site";
import { listStockOverviewCached } from "@/server/stock/list-stock-facets";
import { type SearchSite, searchCarsCached } from "@/server/stock/search-cars";

/** The home page's quick-search fields (QuickSearchField), the only parameters counted. */
const QUICK_SEARCH_KEYS = ["make", "body", "condition", "location"] as const;
type QuickSearchKey = (typeof QUICK_SEARCH_KEYS)[number];

function isQuickSearchKey(key: string): key is QuickSearchKey {
  return (QUICK_SEARCH_KEYS as readonly string[]).includes(key);
}

/**
 * How many vehicles the site's search lists for the home quick search's choices (its
 * "Show N cars" follows the choices). Only the quick search's fields are taken, each
 * with a value the site's stock offers (the values its selects list), so the count is
 * exactly the search's total and no one can fill the data cache with made-up searches.
 */
export async function countQuickSearch({
  site,
  query,
  now,
}: {
  site: SearchSite & Pick<Site, "id">;
  query: URLSearchParams;
  now: Date;
}): Promise<{ total: number }> {
  const given = new Map<QuickSearchKey, string[]>();
  for (const [key, value] of query) {
    if (!isQuickSearchKey(key)) {
      throw validationError({ [key]: "is not a quick-search field (make, body, condition or location)" });
    }
    if (value.trim() !== "") given.set(key, [...(given.get(key) ?? []), value.trim()]);
  }
  const overview = await listStockOverviewCached(site, now);
  const offered: Record<QuickSearchKey, readonly string[]> = {
    make: overview.makes.map((m) => m.make),
    body: overview.bodies.map((b) => b.body),
    condition: overview.car_types.map((c) => c.car_type),
    location: overview.cities.map((c) => c.city),
  };
  for (const [key, values] of given) {
    if (key !== "condition" && values.length > 1) throw validationError({ [key]: "takes one value" });
    const known = new Set(offered[key].map((v) => v.toLowerCase()));
    const unknown = values.find((v) => !known.has(v.toLowerCase()));
    if (unknown !== undefined) {
      throw validationError({ [key]: `“${unknown.slice(0, 80)}” is not a value this site's stock offers` });
    }
  }
  const filters = parseSearchFilters(query);
  const result = await searchCarsCached(site, { filters: { ...filters, page: 1 }, now });
  return { total: result.total };
}
