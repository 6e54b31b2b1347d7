import type { SiteTemplate } from "@/domain/stock/site-template";
import { vehicleBasePath } from "@/domain/stock/vehicle-base-path";

/** SPEC 2: the vehicle path is the base path plus the vehicle slug. */
export function vehiclePath(template: SiteTemplate, slug: string): string {
  // Valid slugs need no escaping; anything else is escaped rather than allowed to add path segments.
  return `${vehicleBasePath(template)}/${encodeURIComponent(slug)}`;
}
