import type { SiteTemplateName } from "@/domain/config/site-config";

const DEFAULT_SEARCH_SLUG: Record<Exclude<SiteTemplateName, "manufacturer">, string> = {
  dealer: "new-used-and-demo-cars",
  group: "new-used-and-demo-cars",
  truck: "new-used-and-demo-cars",
  used: "used-cars",
  motorcycle: "new-and-used-motorcycles",
  camper: "RVs-in-stock",
  range: "RVs-in-stock",
  rental: "rental-cars",
  subscription: "subscription-cars",
};

/**
 * The stock search link for a site. A dealer's configured default search path wins
 * (a bare slug is placed under /search, a path is used as given); otherwise the template
 * decides, and the manufacturer template uses /pre-owned. Returns a full path so callers
 * link to it directly.
 */
export function defaultSearchPath(template: SiteTemplateName, configuredDefaultPath?: string | null): string {
  const configured = configuredDefaultPath?.trim() ?? "";
  if (configured !== "") return configured.startsWith("/") ? configured : `/search/${configured}`;
  if (template === "manufacturer") return "/pre-owned";
  return `/search/${DEFAULT_SEARCH_SLUG[template]}`;
}
