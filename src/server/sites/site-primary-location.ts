import type { Site, SiteLocation } from "@/server/sites/site";

/**
 * The location the shell shows: the primary visible one, else the first visible sales one.
 * A site that also carries other dealerships' stock shows its own dealership's location first.
 */
export function sitePrimaryLocation(
  site: Pick<Site, "locations" | "dealership_id">,
): SiteLocation | undefined {
  const visible = site.locations.filter((l) => l.visible);
  const own = visible.filter((l) => l.dealership_id === site.dealership_id);
  const pick = (list: SiteLocation[]) =>
    list.find((l) => l.primary) ?? list.find((l) => l.location_type === "sales") ?? list[0];
  return pick(own) ?? pick(visible);
}
