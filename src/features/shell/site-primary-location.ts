import type { Site, SiteLocation } from "../../server/sites/site";

/** The location the shell shows: the primary visible one, else the first visible sales one. */
export function sitePrimaryLocation(site: Site): SiteLocation | undefined {
  const visible = site.locations.filter((l) => l.visible);
  return visible.find((l) => l.primary) ?? visible.find((l) => l.location_type === "sales") ?? visible[0];
}
