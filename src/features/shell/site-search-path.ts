import { defaultSearchPath } from "@/domain/stock/default-search-path";
import type { Site } from "@/server/sites/site";

export function siteSearchPath(site: Pick<Site, "template" | "config">): string {
  return defaultSearchPath(site.template, site.config.stock.default_search_path);
}
