import { describe, expect, test } from "vitest";
import type { SiteTemplate } from "@/domain/stock/site-template";
import { vehicleBasePath } from "@/domain/stock/vehicle-base-path";

describe("vehicleBasePath (SPEC 2: /cars default, /motorcycles, /campers)", () => {
  test.each<{ template: SiteTemplate; expected: string }>([
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
