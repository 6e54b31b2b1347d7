import { describe, expect, test } from "vitest";
import type { SiteTemplateName } from "@/domain/config/site-config";
import { defaultSearchPath } from "@/domain/stock/default-search-path";

describe("defaultSearchPath (SPEC 2: default search slug per template; configured path wins)", () => {
  test.each<{ template: SiteTemplateName; expected: string }>([
    { template: "dealer", expected: "/search/new-used-and-demo-cars" },
    { template: "group", expected: "/search/new-used-and-demo-cars" },
    { template: "truck", expected: "/search/new-used-and-demo-cars" },
    { template: "used", expected: "/search/used-cars" },
    { template: "motorcycle", expected: "/search/new-and-used-motorcycles" },
    { template: "camper", expected: "/search/RVs-in-stock" },
    { template: "range", expected: "/search/RVs-in-stock" },
    { template: "rental", expected: "/search/rental-cars" },
    { template: "subscription", expected: "/search/subscription-cars" },
    { template: "manufacturer", expected: "/pre-owned" },
  ])("$template → $expected", ({ template, expected }) => {
    expect(defaultSearchPath(template)).toBe(expected);
  });

  test.each<{ template: SiteTemplateName; configured: string | null; expected: string }>([
    { template: "dealer", configured: "/search/used-cars", expected: "/search/used-cars" },
    { template: "manufacturer", configured: "/search/demo-cars", expected: "/search/demo-cars" },
    { template: "dealer", configured: "new-cars", expected: "/search/new-cars" },
    { template: "used", configured: "  ", expected: "/search/used-cars" },
    { template: "used", configured: null, expected: "/search/used-cars" },
  ])("$template with configured $configured → $expected", ({ template, configured, expected }) => {
    expect(defaultSearchPath(template, configured)).toBe(expected);
  });
});
