import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { normaliseMake } from "@/domain/stock/canonical-make";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import type { SearchFilters } from "@/domain/stock/search-filters";
import { searchHref } from "@/domain/stock/search-href";
import { SORT_OPTIONS, type SortValue } from "@/domain/stock/search-sort";

const base = "/search/new-used-and-demo-cars";

describe("searchHref (canonical plain links for search filters)", () => {
  test.each<{
    name: string;
    filters: SearchFilters;
    change?: Partial<SearchFilters>;
    defaultSort?: SortValue;
    expected: string;
  }>([
    { name: "no filters → bare path", filters: { page: 1 }, expected: base },
    {
      name: "stable key order whatever the input order",
      filters: { sort: "latest", q: "ute", model: "HiLux", make: "Toyota", page: 1 },
      expected: `${base}?make=Toyota&model=HiLux&q=ute&sort=latest`,
    },
    {
      name: "adding a filter resets the page",
      filters: { make: "Toyota", page: 4 },
      change: { model: "HiLux" },
      expected: `${base}?make=Toyota&model=HiLux`,
    },
    {
      name: "changing the sort resets the page",
      filters: { make: "Toyota", page: 4 },
      change: { sort: "price-asc" },
      expected: `${base}?make=Toyota&sort=price-asc`,
    },
    {
      name: "removing a filter resets the page",
      filters: { make: "Toyota", model: "HiLux", page: 3 },
      change: { model: undefined },
      expected: `${base}?make=Toyota`,
    },
    {
      name: "setting a filter to its current value keeps the page",
      filters: { make: "Toyota", page: 3 },
      change: { make: "Toyota" },
      expected: `${base}?make=Toyota&page=3`,
    },
    {
      name: "page link",
      filters: { make: "Toyota", page: 1 },
      change: { page: 2 },
      expected: `${base}?make=Toyota&page=2`,
    },
    {
      name: "page 1 is omitted",
      filters: { make: "Toyota", page: 5 },
      change: { page: 1 },
      expected: `${base}?make=Toyota`,
    },
    {
      name: "no change keeps the page",
      filters: { make: "Toyota", page: 5 },
      expected: `${base}?make=Toyota&page=5`,
    },
    { name: "default sort omitted", filters: { sort: "relevance", page: 1 }, expected: base },
    {
      name: "a site's own default sort is omitted",
      filters: { sort: "latest", page: 1 },
      defaultSort: "latest",
      expected: base,
    },
    {
      name: "relevance is kept when the site defaults to something else",
      filters: { sort: "relevance", page: 1 },
      defaultSort: "price-asc",
      expected: `${base}?sort=relevance`,
    },
    {
      name: "cents become dollars",
      filters: { price_min: 10_000_00, price_max: 25_000_50, page: 1 },
      expected: `${base}?price_min=10000&price_max=25000.50`,
    },
    {
      name: "conditions repeat the key",
      filters: { condition: ["new", "demo"], page: 1 },
      expected: `${base}?condition=new&condition=demo`,
    },
    { name: "empty condition omitted", filters: { condition: [], page: 1 }, expected: base },
    {
      name: "values are encoded",
      filters: { q: "tow bar & roof racks", make: "Mercedes-Benz", page: 1 },
      expected: `${base}?make=Mercedes-Benz&q=tow+bar+%26+roof+racks`,
    },
  ])("$name", ({ filters, change, defaultSort, expected }) => {
    expect(searchHref(base, filters, change, { defaultSort })).toBe(expected);
  });

  test("round trip: parsing a generated link gives back the same filters", () => {
    const word = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s.trim() !== "");
    const filters = fc.record(
      {
        // A make already under its usual name: the parser rewrites other spellings ("vw",
        // "Land  Rover" with two spaces) to it, which canonical-make.test.ts covers.
        make: word.filter((s) => normaliseMake(s) === s),
        model: word,
        condition: fc.subarray(["new", "used", "demo"] as const, { minLength: 1 }).map((c) => [...c]),
        q: word,
        price_min: fc.integer({ min: 0, max: 1_000_000_00 }),
        year_min: fc.integer({ min: 1900, max: 2100 }),
        km_max: fc.integer({ min: 0, max: 9_999_999 }),
        sort: fc.constantFrom(...SORT_OPTIONS.map((o) => o.value).filter((v) => v !== "relevance")),
        page: fc.integer({ min: 1, max: 500 }),
      },
      { requiredKeys: ["page"] },
    );
    fc.assert(
      fc.property(filters, (f) => {
        const href = searchHref(base, f);
        const query = href.includes("?") ? href.slice(href.indexOf("?") + 1) : "";
        expect(parseSearchFilters(new URLSearchParams(query))).toStrictEqual({ ...f });
      }),
    );
  });
});
