import "server-only";
import { validationError } from "@/server/http/app-error";
import type { LeadCar } from "@/server/leads/resolve-lead-car";
import type { Site } from "@/server/sites/site";

/**
 * Which dealership and location a lead belongs to (flags
 * push_leads_to_website_primary_dealership / _location): the website's own when the flag
 * says so, else the one the visitor chose, else the car's, else the website's.
 */
export function leadRouting(
  site: Pick<Site, "dealership_id" | "dealerships" | "locations" | "config">,
  input: { dealership_slug: string | null; car: LeadCar | null; location_id?: unknown },
): { dealership_id: number | null; location_id: number | null } {
  const flags = site.config.flags;
  const chosen = site.dealerships.find((d) => d.slug === input.dealership_slug)?.id ?? null;
  const dealership_id = flags.push_leads_to_website_primary_dealership
    ? (site.dealership_id ?? chosen ?? input.car?.dealership_id ?? null)
    : (chosen ?? input.car?.dealership_id ?? site.dealership_id ?? null);
  let location_id: number | null = null;
  if (flags.push_leads_to_website_primary_location) {
    const primary = site.locations.find((l) => l.primary && l.visible) ?? site.locations[0];
    location_id = primary?.location_id ?? primary?.id ?? null;
  } else if (typeof input.location_id === "number") {
    location_id = input.location_id;
  } else if (input.car?.location_id != null) {
    const carLocationId = input.car.location_id;
    location_id = site.locations.find((l) => l.id === carLocationId)?.location_id ?? null;
  }
  return { dealership_id, location_id };
}

/**
 * A lead may name only one of its own site's locations: another
 * dealer's location id is refused with 422 naming `location_id`, not silently stored.
 */
export function assertSiteLocation(site: Pick<Site, "locations">, location_id: unknown): void {
  if (typeof location_id !== "number") return;
  if (site.locations.some((l) => (l.location_id ?? l.id) === location_id)) return;
  throw validationError({ location_id: "is not a location of this site" });
}
