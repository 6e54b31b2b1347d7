import { cacheTags } from "@/server/cache/tags";
import type { Site } from "@/server/sites/site";

/**
 * The data-cache tags of a site's stock: a change to any of its dealerships' cars, or to the
 * site's configuration, revalidates what was read with them.
 */
export function stockCacheTags(site: Pick<Site, "id" | "dealerships">): string[] {
  return [
    cacheTags.site(site.id),
    cacheTags.siteCars(site.id),
    ...site.dealerships.map((d) => cacheTags.dealershipCars(d.id)),
  ];
}
