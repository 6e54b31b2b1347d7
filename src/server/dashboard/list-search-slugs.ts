import "server-only";
import { primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { defaultSearchPath } from "@/domain/stock/default-search-path";
import { OFFERED_AS, priceModeFor } from "@/domain/stock/price-display";
import {
  defaultSearchSlug,
  resolveSearchSlug,
  SEARCH_SLUG_PRESETS,
  type SearchSlugSite,
} from "@/domain/stock/resolve-search-slug";
import { searchHeading } from "@/domain/stock/search-heading";
import type { SearchSlugPreset, SearchSlugsJson } from "@/server/dashboard/dashboard-types";
import type { Site } from "@/server/sites/site";

/**
 * Every /search/{slug} a site answers, with the stock each lists: the site's default slug
 * (all its stock), one per dealership ("See more from this dealer"), and the shared presets
 * (resolveSearchSlug decides each, exactly as the search page does).
 */
export function listSearchSlugs(site: Site): SearchSlugsJson {
  const slugSite: SearchSlugSite = {
    template: site.template,
    default_search_path: site.config.stock.default_search_path,
    dealerships: site.dealerships,
  };
  const defaultSlug = defaultSearchSlug(slugSite);
  const candidates = [
    ...(defaultSlug ? [defaultSlug] : []),
    ...site.dealerships.map((d) => d.slug),
    ...Object.keys(SEARCH_SLUG_PRESETS),
  ];
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const seen = new Set<string>();
  const search_slugs: SearchSlugsJson["search_slugs"] = [];
  for (const slug of candidates) {
    if (seen.has(slug)) continue;
    seen.add(slug);
    const match = resolveSearchSlug(slug, slugSite);
    if (!match) continue;
    let preset: SearchSlugPreset;
    if (match.kind === "dealership") {
      preset = {
        kind: "dealership",
        dealership_id: match.dealership_id,
        dealership_slug: slug,
        name: match.name,
      };
    } else if (match.kind === "condition") {
      preset = { kind: "condition", condition: [...match.condition] };
    } else {
      preset = { kind: "all" };
    }
    search_slugs.push({
      slug,
      path: `/search/${encodeURIComponent(slug)}`,
      default: slug === defaultSlug,
      preset,
      heading: searchHeading({
        noun,
        market: site.market,
        offeredAs: OFFERED_AS[priceModeFor(site.template)],
        preOwnedWording: site.config.labels.pre_owned_wording,
        condition: preset.kind === "condition" ? preset.condition : undefined,
        dealershipName: preset.kind === "dealership" ? preset.name : null,
      }),
    });
  }
  return {
    website_id: site.id,
    default_search_path: defaultSearchPath(site.template, site.config.stock.default_search_path),
    search_slugs,
  };
}
