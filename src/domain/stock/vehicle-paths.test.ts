import { describe, expect, test } from "vitest";
import type { SiteTemplateName } from "@/domain/config/site-config";
import { isValidVehicleSlug, vehicleBasePath, vehiclePath } from "@/domain/stock/vehicle-paths";

describe("vehicleBasePath (SPEC 2: /cars default, /motorcycles, /campers)", () => {
  test.each<{ template: SiteTemplateName; expected: string }>([
    { template: "dealer", expected: "/cars" },
    { template: "group", expected: "/cars" },
    { template: "used", expected: "/cars" },
    { template: "manufacturer", expected: "/cars" },
    { template: "rental", expected: "/cars" },
    { template: "subscription", expected: "/cars" },
    { template: "truck", expected: "/cars" },
    { template: "motorcycle", expected: "/motorcycles" },
    { template: "camper", expected: "/campers" },
    { template: "range", expected: "/campers" },
  ])("$template → $expected", ({ template, expected }) => {
    expect(vehicleBasePath(template)).toBe(expected);
  });
});

describe("vehiclePath (SPEC 2: base path plus the vehicle slug)", () => {
  test.each<{ template: SiteTemplateName; slug: string; expected: string }>([
    { template: "dealer", slug: "2021-toyota-hilux-sr5", expected: "/cars/2021-toyota-hilux-sr5" },
    { template: "motorcycle", slug: "2023-ducati-monster", expected: "/motorcycles/2023-ducati-monster" },
    { template: "camper", slug: "jayco-starcraft_22", expected: "/campers/jayco-starcraft_22" },
    { template: "range", slug: "j-pod-2024", expected: "/campers/j-pod-2024" },
    { template: "dealer", slug: "a/b", expected: "/cars/a%2Fb" },
  ])("$template + $slug → $expected", ({ template, slug, expected }) => {
    expect(vehiclePath(template, slug)).toBe(expected);
  });
});

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
