import type { EventId } from "@/domain/site/event-catalogue";
import { listViewEventFor } from "@/domain/site/list-view-event";
import { primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import type { CarType } from "@/domain/stock/car-facts";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { OFFERED_AS, priceModeFor } from "@/domain/stock/price-display";
import { resolveSearchSlug, type SearchSlugMatch } from "@/domain/stock/resolve-search-slug";
import { canonicalSearchPath, isIndexableSearch } from "@/domain/stock/search-canonical";
import { searchHeading } from "@/domain/stock/search-heading";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { originForHost } from "@/features/seo/origin-for-host";
import { siteSearchPath } from "@/features/shell/site-search-path";
import type { SearchPageProps } from "@/features/stock-search/search-page";
import type { Site } from "@/server/sites/site";
import { type SearchPreset, searchCarsCached, siteSortOptions } from "@/server/stock/search-cars";

/** Which stock a search path lists: /search/{slug}, or the manufacturer template's /pre-owned. */
function matchSearchPath(site: Site, basePath: string): SearchSlugMatch | null {
  if (!basePath.startsWith("/search/")) {
    return siteSearchPath(site).split("?")[0] === basePath ? { kind: "all" } : null;
  }
  return resolveSearchSlug(safeDecodeURIComponent(basePath.slice("/search/".length)), {
    template: site.template,
    default_search_path: site.config.stock.default_search_path,
    dealerships: site.dealerships,
  });
}

/** A search page's head: its title ("%s | {site}" in the shell), description, canonical and robots. */
export interface SearchPageHead {
  title: string;
  description: string;
  /** Absolute, on the address the shopper used. */
  canonical: string;
  /** Filter combinations other than make and model are kept out of the index (followed). */
  indexable: boolean;
}

/**
 * A search page's data and head for a site and path (/search/{slug} or /pre-owned), or null
 * when the site has no such search (404). `params` is the query the page renders: the
 * canonical filters of a common search, or the whole query of any other.
 */
export async function loadSearchPage(
  site: Site,
  host: string,
  basePath: string,
  params: URLSearchParams,
): Promise<{ page: Omit<SearchPageProps, "children">; head: SearchPageHead } | null> {
  const match = matchSearchPath(site, basePath);
  if (!match) return null;
  const filters = parseSearchFilters(params);
  const preset: SearchPreset =
    match.kind === "dealership"
      ? { dealership_id: match.dealership_id }
      : match.kind === "condition"
        ? { condition: match.condition }
        : {};
  const now = new Date();
  const result = await searchCarsCached(site, { filters, now, preset });
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const condition: readonly CarType[] | undefined =
    match.kind === "condition" ? match.condition : filters.condition;
  const heading = searchHeading({
    noun,
    market: site.market,
    offeredAs: OFFERED_AS[priceModeFor(site.template)],
    preOwnedWording: site.config.labels.pre_owned_wording,
    condition,
    make: filters.make,
    model: filters.model,
    body: filters.body,
    fuel: filters.fuel,
    transmission: filters.transmission,
    location: filters.location,
    q: filters.q,
    dealershipName: match.kind === "dealership" ? match.name : null,
  });
  const related = site.config.stock.search_categories.map((c) => ({
    href: c.href,
    label: c.label,
    current: c.href.split("?")[0] === basePath,
  }));
  const dealershipLocation =
    match.kind === "dealership"
      ? site.locations.find((l) => l.dealership_id === match.dealership_id && l.visible && l.address.full)
      : undefined;
  const listViewEventId: EventId | null = listViewEventFor(condition, site.template);
  return {
    page: {
      site,
      now,
      basePath,
      heading,
      intro: dealershipLocation?.address.full ?? null,
      filters,
      result,
      sortOptions: siteSortOptions(site),
      siteDefaultSort: site.config.stock.default_sort,
      fixedCondition: match.kind === "condition",
      listViewEventId,
      related,
    },
    head: {
      title: `${heading}${filters.page > 1 ? ` – page ${filters.page}` : ""}`,
      description: `${heading}: browse ${result.total} in stock at ${site.name}. Filter by make, model, price and more, then enquire or book a test drive online.`,
      canonical: new URL(
        canonicalSearchPath(basePath, params, { defaultSort: site.config.stock.default_sort }),
        originForHost(host),
      ).href,
      indexable: isIndexableSearch(filters),
    },
  };
}
