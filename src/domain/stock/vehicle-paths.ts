import type { SiteTemplateName } from "@/domain/config/site-config";

/**
 * A vehicle's address. The base path follows the site's template, the vehicle
 * page is the base path plus the vehicle's slug, and only a well-formed slug is ever looked up.
 */

/**
 * /cars by default, /motorcycles for the motorcycle template, /campers for the
 * camper template. The range site is an RV maker's camper site, so it shares /campers.
 */
export function vehicleBasePath(
  template: SiteTemplateName | (string & {}),
): "/cars" | "/motorcycles" | "/campers" {
  switch (template) {
    case "motorcycle":
      return "/motorcycles";
    case "camper":
    case "range":
      return "/campers";
    default:
      return "/cars";
  }
}

/** The vehicle path is the base path plus the vehicle slug. */
export function vehiclePath(template: SiteTemplateName, slug: string): string {
  // Valid slugs need no escaping; anything else is escaped rather than allowed to add path segments.
  return `${vehicleBasePath(template)}/${encodeURIComponent(slug)}`;
}

const VEHICLE_SLUG = /^[A-Za-z0-9_-]+$/;

/**
 * Slug lookups accept only letters, digits, hyphen and underscore; anything else
 * gives an empty result. ASCII only, so encoded or look-alike characters never reach a query.
 */
export function isValidVehicleSlug(slug: string | null | undefined): slug is string {
  return typeof slug === "string" && VEHICLE_SLUG.test(slug);
}
