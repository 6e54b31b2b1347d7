import { describe, expect, test } from "vitest";
import type { SiteTemplate } from "@/domain/stock/site-template";
import { vehiclePath } from "@/domain/stock/vehicle-path";

describe("vehiclePath (SPEC 2: base path plus the vehicle slug)", () => {
  test.each<{ template: SiteTemplate; slug: string; expected: string }>([
    { template: "dealer", slug: "2021-toyota-hilux-sr5", expected: "/cars/2021-toyota-hilux-sr5" },
    { template: "motorcycle", slug: "2023-ducati-monster", expected: "/motorcycles/2023-ducati-monster" },
    { template: "camper", slug: "jayco-starcraft_22", expected: "/campers/jayco-starcraft_22" },
    { template: "range", slug: "j-pod-2024", expected: "/campers/j-pod-2024" },
    { template: "dealer", slug: "a/b", expected: "/cars/a%2Fb" },
  ])("$template + $slug → $expected", ({ template, slug, expected }) => {
    expect(vehiclePath(template, slug)).toBe(expected);
  });
});
