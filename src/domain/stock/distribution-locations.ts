import { z } from "zod";

/** Location.distribution_locations: at most this many per location. */
export const MAX_DISTRIBUTION_LOCATIONS = 20;
const LOCATION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slugs of the dealership's other locations a location sends its stock to (a car standing
 * at one can be seen or collected at the others). A bounded list of distinct location slugs,
 * never the location itself and never a location the dealership does not have.
 */
export function distributionLocationsSchema(own: { slug: string; siblings: readonly string[] }) {
  return z
    .array(
      z
        .string()
        .max(120, "must be at most 120 characters")
        .regex(LOCATION_SLUG, "must be a location slug (lower-case letters, digits and hyphens)"),
    )
    .max(MAX_DISTRIBUTION_LOCATIONS, `must be at most ${MAX_DISTRIBUTION_LOCATIONS} locations`)
    .refine((slugs) => new Set(slugs).size === slugs.length, "must not repeat a location")
    .refine((slugs) => !slugs.includes(own.slug), "must not include the location itself")
    .refine(
      (slugs) => slugs.every((s) => own.siblings.includes(s)),
      "must name locations of the same dealership",
    );
}
