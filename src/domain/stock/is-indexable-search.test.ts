import { describe, expect, test } from "vitest";
import { isIndexableSearch } from "@/domain/stock/is-indexable-search";
import type { SearchFilters } from "@/domain/stock/search-filters";

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
