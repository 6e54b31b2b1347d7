import type { SiteTemplateName } from "@/domain/config/site-config";
import type { CarType } from "@/domain/stock/car-facts";
import { defaultSearchPath } from "@/domain/stock/default-search-path";

/**
 * Search slugs every site understands. Each slug names a fixed slice of the site's
 * stock: all of it, or one condition (the range site's /search/new-RVs-in-stock and
 * /search/pre-owned-RVs-in-stock). Slugs are case-sensitive because they appear as-is in
 * dealers' links and in search engines.
 */
export const SEARCH_SLUG_PRESETS: Readonly<Record<string, readonly CarType[] | null>> = {
  "new-used-and-demo-cars": null,
  "used-cars": ["used"],
  "new-cars": ["new"],
  "demo-cars": ["demo"],
  "pre-owned-cars": ["used"],
  "new-and-used-motorcycles": null,
  "RVs-in-stock": null,
  "new-RVs-in-stock": ["new"],
  "pre-owned-RVs-in-stock": ["used"],
  "used-RVs-in-stock": ["used"],
  "rental-cars": null,
  "subscription-cars": null,
};

export type SearchSlugMatch =
  | { kind: "all" }
  | { kind: "condition"; condition: readonly CarType[] }
  | { kind: "dealership"; dealership_id: number; name: string };

export interface SearchSlugSite {
  template: SiteTemplateName;
  default_search_path: string | null;
  dealerships: readonly { id: number; slug: string; name: string }[];
}

/** The slug of the site's default search page, or null when it is not under /search/ (/pre-owned). */
export function defaultSearchSlug(
  site: Pick<SearchSlugSite, "template" | "default_search_path">,
): string | null {
  const path = defaultSearchPath(site.template, site.default_search_path);
  const match = /^\/search\/([^/?#]+)/.exec(path);
  const slug = match?.[1];
  return slug === undefined ? null : decodeURIComponent(slug);
}

/**
 * What a /search/{slug} page lists, or null for an unknown slug (a 404 linking to the
 * default search). The site's default slug is all its stock, even when it is also a
 * condition preset (the used-car template's "used-cars" lists everything it has); then a
 * dealership of the site ("See more from this dealer"); then the shared presets.
 */
export function resolveSearchSlug(slug: string, site: SearchSlugSite): SearchSlugMatch | null {
  if (slug === defaultSearchSlug(site)) return { kind: "all" };
  const dealership = site.dealerships.find((d) => d.slug === slug);
  if (dealership) return { kind: "dealership", dealership_id: dealership.id, name: dealership.name };
  if (!Object.hasOwn(SEARCH_SLUG_PRESETS, slug)) return null;
  const condition = SEARCH_SLUG_PRESETS[slug];
  return condition ? { kind: "condition", condition } : { kind: "all" };
}
