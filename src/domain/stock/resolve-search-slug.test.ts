import { describe, expect, test } from "vitest";
import {
  defaultSearchSlug,
  resolveSearchSlug,
  type SearchSlugSite,
} from "@/domain/stock/resolve-search-slug";

const dealerships = [
  { id: 11, slug: "harbour-city-toyota", name: "Harbour City Toyota" },
  { id: 12, slug: "harbour-city-mazda", name: "Harbour City Mazda" },
];
const site = (over: Partial<SearchSlugSite> = {}): SearchSlugSite => ({
  template: "dealer",
  default_search_path: null,
  dealerships,
  ...over,
});

describe("defaultSearchSlug", () => {
  test.each<{ over: Partial<SearchSlugSite>; expected: string | null }>([
    { over: {}, expected: "new-used-and-demo-cars" },
    { over: { template: "used" }, expected: "used-cars" },
    { over: { template: "motorcycle" }, expected: "new-and-used-motorcycles" },
    { over: { template: "range" }, expected: "RVs-in-stock" },
    { over: { template: "rental" }, expected: "rental-cars" },
    { over: { template: "subscription" }, expected: "subscription-cars" },
    { over: { template: "manufacturer" }, expected: null },
    { over: { default_search_path: "/search/stock?condition=used" }, expected: "stock" },
    { over: { default_search_path: "quality-cars" }, expected: "quality-cars" },
    { over: { default_search_path: "/specials" }, expected: null },
  ])("$over → $expected", ({ over, expected }) => {
    expect(defaultSearchSlug(site(over))).toBe(expected);
  });
});

describe("resolveSearchSlug (SPEC 2 /search/{slug} and /search/{dealership_slug})", () => {
  test.each<{ slug: string; over?: Partial<SearchSlugSite>; expected: ReturnType<typeof resolveSearchSlug> }>(
    [
      { slug: "new-used-and-demo-cars", expected: { kind: "all" } },
      { slug: "used-cars", over: { template: "used" }, expected: { kind: "all" } },
      { slug: "used-cars", expected: { kind: "condition", condition: ["used"] } },
      { slug: "new-cars", expected: { kind: "condition", condition: ["new"] } },
      { slug: "demo-cars", expected: { kind: "condition", condition: ["demo"] } },
      { slug: "RVs-in-stock", over: { template: "range" }, expected: { kind: "all" } },
      {
        slug: "new-RVs-in-stock",
        over: { template: "range" },
        expected: { kind: "condition", condition: ["new"] },
      },
      {
        slug: "pre-owned-RVs-in-stock",
        over: { template: "range" },
        expected: { kind: "condition", condition: ["used"] },
      },
      {
        slug: "quality-cars",
        over: { default_search_path: "/search/quality-cars" },
        expected: { kind: "all" },
      },
      {
        slug: "harbour-city-mazda",
        expected: { kind: "dealership", dealership_id: 12, name: "Harbour City Mazda" },
      },
      { slug: "no-such-search", expected: null },
      { slug: "Used-Cars", expected: null },
      { slug: "constructor", expected: null },
      { slug: "", expected: null },
    ],
  )("$slug ($over) → $expected", ({ slug, over, expected }) => {
    expect(resolveSearchSlug(slug, site(over))).toEqual(expected);
  });
});
