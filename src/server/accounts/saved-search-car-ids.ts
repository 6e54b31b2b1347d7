import "server-only";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { resolveSearchSlug } from "@/domain/stock/resolve-search-slug";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import type { Db } from "@/server/db/client";
import type { Site } from "@/server/sites/site";
import { type SearchPreset, searchCars } from "@/server/stock/search-cars";

/** How many of a saved search's newest matches the alert job looks at. */
const ALERT_SEARCH_DEPTH = 50;

/**
 * The ids of the cars a saved search lists now (newest first, bounded), or null when the
 * path is not a search page of this site. The same rules as the search page: the path's
 * slug picks the preset (condition or dealership), the query the filters.
 */
export async function savedSearchCarIds(
  db: Db,
  { site, path, now }: { site: Site; path: string; now: Date },
): Promise<number[] | null> {
  const url = new URL(path, "http://search.invalid");
  let preset: SearchPreset = {};
  if (url.pathname.startsWith("/search/")) {
    const match = resolveSearchSlug(safeDecodeURIComponent(url.pathname.slice("/search/".length)), {
      template: site.template,
      default_search_path: site.config.stock.default_search_path,
      dealerships: site.dealerships,
    });
    if (!match) return null;
    preset =
      match.kind === "dealership"
        ? { dealership_id: match.dealership_id }
        : match.kind === "condition"
          ? { condition: match.condition }
          : {};
  } else if (url.pathname !== "/search") {
    return null;
  }
  // Newest first, so a car that just arrived is always within the depth looked at.
  const filters = { ...parseSearchFilters(url.searchParams), page: 1, sort: "latest" as const };
  const result = await searchCars(db, { site, filters, now, preset, perPage: ALERT_SEARCH_DEPTH });
  return result.cars.map((c) => c.id);
}
