import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { listViewEventFor } from "@/domain/site/list-view-event";
import { type RouteQuery, toUrlSearchParams } from "@/domain/site/route-query";
import { primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import type { CarType } from "@/domain/stock/car-facts";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { OFFERED_AS, priceModeFor } from "@/domain/stock/price-display";
import { resolveSearchSlug, type SearchSlugMatch } from "@/domain/stock/resolve-search-slug";
import { canonicalSearchPath, cleanSearchQuery, isIndexableSearch } from "@/domain/stock/search-canonical";
import { searchHeading } from "@/domain/stock/search-heading";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { originForHost } from "@/features/seo/origin-for-host";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { SearchPage } from "@/features/stock-search/search-page";
import { getSiteForHost } from "@/server/sites/get-site";
import type { Site } from "@/server/sites/site";
import { type SearchPreset, searchCarsCached, siteSortOptions } from "@/server/stock/search-cars";

export type RouteSearchParams = Promise<Record<string, string | string[] | undefined>>;

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

// generateMetadata and the page ask for the same search; one request runs it once.
const loadSearch = cache(async (host: string, basePath: string, query: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  const match = matchSearchPath(site, basePath);
  if (!match) return { site, match: null } as const;
  const filters = parseSearchFilters(new URLSearchParams(query));
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
  return { site, match, filters, result, now, heading, noun, condition } as const;
});

/** Whether a search path exists on the host's site (null when there is no site). */
export async function searchSiteOf(
  host: string,
  basePath: string,
): Promise<{ site: Site; exists: boolean } | null> {
  const site = await getSiteForHost(host);
  return site ? { site, exists: matchSearchPath(site, basePath) !== null } : null;
}

export async function searchRouteMetadata(
  host: string,
  basePath: string,
  searchParams: RouteQuery,
): Promise<Metadata> {
  const params = toUrlSearchParams(searchParams);
  const loaded = await loadSearch(host, basePath, params.toString());
  if (!loaded?.match) return { title: "Search not found" };
  const { site, filters, result, heading } = loaded;
  const indexable = isIndexableSearch(filters);
  const title = `${heading}${filters.page > 1 ? ` – page ${filters.page}` : ""}`;
  return {
    title,
    description: `${heading}: browse ${result.total} in stock at ${site.name}. Filter by make, model, price and more, then enquire or book a test drive online.`,
    // An absolute URL on the address the shopper used (the page is cached per address).
    metadataBase: new URL(originForHost(host)),
    alternates: {
      canonical: canonicalSearchPath(basePath, params, { defaultSort: site.config.stock.default_sort }),
    },
    robots: indexable ? undefined : { index: false, follow: true },
  };
}

/** The whole search page for a route: 404 for an unknown slug, tidy URL for empty fields. */
export async function SearchRoute({
  host,
  basePath,
  searchParams,
}: {
  host: string;
  basePath: string;
  searchParams: RouteQuery;
}) {
  const params = toUrlSearchParams(searchParams);
  const loaded = await loadSearch(host, basePath, params.toString());
  if (!loaded?.match) notFound();
  const cleaned = cleanSearchQuery(params);
  if (cleaned !== null) redirect(cleaned === "" ? basePath : `${basePath}?${cleaned}`);
  const { site, match, filters, result, now, heading, condition } = loaded;
  const related = site.config.stock.search_categories.map((c) => ({
    href: c.href,
    label: c.label,
    current: c.href.split("?")[0] === basePath,
  }));
  const dealershipLocation =
    match.kind === "dealership"
      ? site.locations.find((l) => l.dealership_id === match.dealership_id && l.visible && l.address.full)
      : undefined;
  return (
    <SearchPage
      site={site}
      now={now}
      basePath={basePath}
      heading={heading}
      intro={dealershipLocation?.address.full ?? null}
      filters={filters}
      result={result}
      sortOptions={siteSortOptions(site)}
      siteDefaultSort={site.config.stock.default_sort}
      fixedCondition={match.kind === "condition"}
      listViewEventId={listViewEventFor(condition, site.template)}
      related={related}
    />
  );
}
