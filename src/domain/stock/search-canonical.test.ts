import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  CACHED_SEARCH_MAX_PAGE,
  canonicalSearchPath,
  cleanSearchQuery,
  isIndexableSearch,
  planSearchRequest,
  type SearchRequestPlan,
  searchIndexTarget,
} from "@/domain/stock/search-canonical";
import type { SearchFilters } from "@/domain/stock/search-filters";

const base = "/search/new-used-and-demo-cars";

describe("canonicalSearchPath (rel=canonical of a search page)", () => {
  test.each<[name: string, query: string, expected: string]>([
    ["no query: the bare path", "", base],
    ["page 1 has no ?page", "page=1", base],
    ["page 2 keeps its own number (not page 1's duplicate)", "page=2", `${base}?page=2`],
    ["params in the canonical order", "model=HiLux&make=Toyota", `${base}?make=Toyota&model=HiLux`],
    ["unknown params (tracking tags) dropped", "utm_source=news&make=Kia&gclid=x", `${base}?make=Kia`],
    ["empty fields dropped", "make=&model=&body=SUV", `${base}?body=SUV`],
    ["invalid values dropped", "year_min=abc&price_max=lots", base],
    ["numbers written one way", "price_max=45%2C000&km_max=0100", `${base}?price_max=45000&km_max=100`],
    ["the site's default sort omitted", "make=Kia&sort=latest", `${base}?make=Kia`],
    ["another sort kept", "sort=price-asc&page=3", `${base}?sort=price-asc&page=3`],
    ["a yes-only filter reads as its checkbox posts it", "lams=true&cc_max=750", `${base}?lams=1&cc_max=750`],
    ["a yes-only filter's no is no filter", "lams=no", base],
    [
      "repeated conditions in their fixed order",
      "condition=used&condition=new",
      `${base}?condition=new&condition=used`,
    ],
  ])("%s", (_name, query, expected) => {
    expect(canonicalSearchPath(base, new URLSearchParams(query), { defaultSort: "latest" })).toBe(expected);
  });
});

describe("planSearchRequest (what the proxy does with a search address)", () => {
  test.each<[name: string, query: string, expected: SearchRequestPlan]>([
    ["the bare search is cached", "", { kind: "cached", query: "" }],
    [
      "a make and model link is cached",
      "make=Toyota&model=HiLux",
      { kind: "cached", query: "make=Toyota&model=HiLux" },
    ],
    [
      "a facet, a sort and a page are cached",
      "body=SUV&sort=price-asc&page=2",
      { kind: "cached", query: "body=SUV&sort=price-asc&page=2" },
    ],
    [
      "every sort is kept (the site's default is not known here)",
      "sort=relevance",
      { kind: "cached", query: "sort=relevance" },
    ],
    [
      "tracking tags do not change the cached page",
      "make=Kia&utm_source=mail",
      { kind: "cached", query: "make=Kia" },
    ],
    [
      "params out of order: redirect, tags kept after",
      "utm_source=mail&model=Rio&make=Kia",
      { kind: "redirect", query: "make=Kia&model=Rio&utm_source=mail" },
    ],
    ["empty fields from a GET form: redirect", "make=Kia&model=&q=", { kind: "redirect", query: "make=Kia" }],
    ["page 1 written out: redirect", "make=Kia&page=1", { kind: "redirect", query: "make=Kia" }],
    [
      "an invalid value: redirect without it",
      "make=Kia&year_min=soon",
      { kind: "redirect", query: "make=Kia" },
    ],
    ["a keyword is rendered per request", "q=ute", { kind: "dynamic" }],
    ["a price range is rendered per request", "price_max=45000", { kind: "dynamic" }],
    [
      `a page past ${CACHED_SEARCH_MAX_PAGE} is rendered per request`,
      `page=${CACHED_SEARCH_MAX_PAGE + 1}`,
      { kind: "dynamic" },
    ],
  ])("%s", (_name, query, expected) => {
    expect(planSearchRequest(new URLSearchParams(query))).toEqual(expected);
  });

  test("a redirect's target is planned as cached or dynamic, never redirected again", () => {
    const keys = [
      "make",
      "model",
      "condition",
      "body",
      "q",
      "page",
      "sort",
      "price_max",
      "utm_source",
      "year_min",
    ];
    const values = ["", "Kia", "new", "2", "45,000", "price-asc", "0", "x y"];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...values)), { maxLength: 6 }),
        (pairs) => {
          const plan = planSearchRequest(new URLSearchParams(pairs));
          if (plan.kind !== "redirect") return;
          expect(planSearchRequest(new URLSearchParams(plan.query)).kind).not.toBe("redirect");
        },
      ),
    );
  });
});

describe("isIndexableSearch (only make and/or model on page 1 are indexable)", () => {
  test.each<{ filters: SearchFilters; expected: boolean }>([
    { filters: { page: 1 }, expected: true },
    { filters: { make: "Toyota", page: 1 }, expected: true },
    { filters: { model: "HiLux", page: 1 }, expected: true },
    { filters: { make: "Toyota", model: "HiLux", page: 1 }, expected: true },
    { filters: { make: "Toyota", page: 2 }, expected: false },
    { filters: { make: "Toyota", sort: "price-asc", page: 1 }, expected: false },
    { filters: { make: "Toyota", sort: "relevance", page: 1 }, expected: false },
    { filters: { make: "Toyota", condition: ["used"], page: 1 }, expected: false },
    { filters: { make: "Toyota", condition: [], page: 1 }, expected: true },
    { filters: { price_max: 30_000_00, page: 1 }, expected: false },
    { filters: { q: "ute", page: 1 }, expected: false },
    { filters: { location: "geelong", page: 1 }, expected: false },
    { filters: { make: "Toyota", body: undefined, page: 1 }, expected: true },
  ])("$filters → $expected", ({ filters, expected }) => {
    expect(isIndexableSearch(filters)).toBe(expected);
  });
});

describe("cleanSearchQuery", () => {
  test.each([
    { query: "make=Toyota&model=&q=&price_min=", expected: "make=Toyota" },
    {
      query: "make=&utm_source=google&condition=used&condition=",
      expected: "utm_source=google&condition=used",
    },
    { query: "make=Toyota&page=2", expected: null },
    { query: "", expected: null },
    { query: "gclid=&make=Mazda", expected: null },
    { query: "sort=", expected: "" },
  ])("$query → $expected", ({ query, expected }) => {
    expect(cleanSearchQuery(new URLSearchParams(query))).toBe(expected);
  });
});

describe("searchIndexTarget (GET /search keeps every filter the shopper gave)", () => {
  test.each<[name: string, defaultPath: string, query: string, expected: string]>([
    ["no query: the default search", base, "", base],
    ["make and body kept", base, "make=Toyota&body=SUV", `${base}?make=Toyota&body=SUV`],
    [
      "every filter kept, in canonical order, tracking tags after them",
      base,
      "utm_source=mail&q=sunroof&body=SUV&make=Toyota&price_max=45%2C000&condition=used&sort=price-asc&page=2",
      `${base}?make=Toyota&condition=used&body=SUV&price_max=45000&q=sunroof&sort=price-asc&page=2&utm_source=mail`,
    ],
    ["a keyword search (rendered per request) kept as given", base, "q=ute", `${base}?q=ute`],
    ["the manufacturer template's /pre-owned", "/pre-owned", "make=Mazda", "/pre-owned?make=Mazda"],
    [
      "a configured default path's own query kept beside the shopper's",
      "/search/used-cars?condition=used",
      "make=Kia",
      "/search/used-cars?make=Kia&condition=used",
    ],
    [
      "the shopper's value wins over the default path's for the same key",
      "/search/stock?make=Kia",
      "make=Toyota",
      "/search/stock?make=Toyota",
    ],
  ])("%s", (_name, defaultPath, query, expected) => {
    expect(searchIndexTarget(defaultPath, new URLSearchParams(query))).toBe(expected);
  });
});
