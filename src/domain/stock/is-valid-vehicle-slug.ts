const VEHICLE_SLUG = /^[A-Za-z0-9_-]+$/;

/**
 * SPEC 5: slug lookups accept only letters, digits, hyphen and underscore; anything else
 * gives an empty result. ASCII only, so encoded or look-alike characters never reach a query.
 */
export function isValidVehicleSlug(slug: string | null | undefined): slug is string {
  return typeof slug === "string" && VEHICLE_SLUG.test(slug);
}
