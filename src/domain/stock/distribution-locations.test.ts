import { describe, expect, test } from "vitest";
import {
  distributionLocationsSchema,
  MAX_DISTRIBUTION_LOCATIONS,
} from "@/domain/stock/distribution-locations";

// SPEC 3 Car: location {name, slug, phone, distribution_locations}.
const own = {
  slug: "city",
  siblings: ["city", "west", "yard", ...Array.from({ length: 30 }, (_, i) => `l${i}`)],
};

describe("distribution_locations (SPEC 3 location.distribution_locations)", () => {
  test.each([
    { name: "none", value: [], error: null },
    { name: "other locations of the dealership", value: ["west", "yard"], error: null },
    { name: "the location itself", value: ["city"], error: "must not include the location itself" },
    { name: "a repeated location", value: ["west", "west"], error: "must not repeat a location" },
    {
      name: "another dealership's location",
      value: ["elsewhere"],
      error: "must name locations of the same dealership",
    },
    {
      name: "not a slug",
      value: ["West Yard"],
      error: "must be a location slug (lower-case letters, digits and hyphens)",
    },
    {
      name: "too many",
      value: Array.from({ length: MAX_DISTRIBUTION_LOCATIONS + 1 }, (_, i) => `l${i}`),
      error: `must be at most ${MAX_DISTRIBUTION_LOCATIONS} locations`,
    },
  ])("$name", ({ value, error }) => {
    const result = distributionLocationsSchema(own).safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });
});
