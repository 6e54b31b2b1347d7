import { describe, expect, test } from "vitest";
import { isValidVehicleSlug } from "@/domain/stock/is-valid-vehicle-slug";

describe("isValidVehicleSlug (SPEC 5: only letters, digits, hyphen and underscore)", () => {
  test.each([
    { slug: "2021-toyota-hilux-sr5_ab12", expected: true },
    { slug: "ABC123", expected: true },
    { slug: "-", expected: true },
    { slug: "_", expected: true },
    { slug: "", expected: false },
    { slug: "toyota hilux", expected: false },
    { slug: "toyota.hilux", expected: false },
    { slug: "../etc/passwd", expected: false },
    { slug: "hilux%20sr5", expected: false },
    { slug: "hilux'--", expected: false },
    { slug: "ñandu", expected: false },
    { slug: "hilux\n", expected: false },
    { slug: null, expected: false },
    { slug: undefined, expected: false },
  ])("$slug → $expected", ({ slug, expected }) => {
    expect(isValidVehicleSlug(slug)).toBe(expected);
  });
});
