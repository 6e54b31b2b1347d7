import { describe, expect, test } from "vitest";
import { parseSearchFilters, type SearchParamsInput } from "@/domain/stock/parse-search-filters";
import type { SearchFilters } from "@/domain/stock/search-filters";

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));

describe("parseSearchFilters (a shopper's URL never throws; invalid values are dropped)", () => {
  test.each<{ query: string; expected: SearchFilters }>([
    { query: "", expected: { page: 1 } },
    { query: "make=Toyota&model=HiLux", expected: { make: "Toyota", model: "HiLux", page: 1 } },
    { query: "make=%20Toyota%20", expected: { make: "Toyota", page: 1 } },
    { query: "make=", expected: { page: 1 } },
    { query: "make=&make=Kia", expected: { make: "Kia", page: 1 } },
    { query: `make=${"x".repeat(81)}`, expected: { page: 1 } },
    // condition: repeated keys or a comma list, canonical order new, used, demo
    { query: "condition=used&condition=new", expected: { condition: ["new", "used"], page: 1 } },
    { query: "condition=demo,used", expected: { condition: ["used", "demo"], page: 1 } },
    { query: "condition=USED&condition=used", expected: { condition: ["used"], page: 1 } },
    { query: "condition=pre-owned", expected: { page: 1 } },
    // price: dollars in the URL, cents out
    { query: "price_min=25000", expected: { price_min: 25_000_00, page: 1 } },
    { query: "price_max=25%2C000", expected: { price_max: 25_000_00, page: 1 } },
    { query: "price_max=%2425000.5", expected: { price_max: 25_000_50, page: 1 } },
    { query: "price_min=0.29", expected: { price_min: 29, page: 1 } },
    { query: "price_min=-5", expected: { page: 1 } },
    { query: "price_min=1e5", expected: { page: 1 } },
    { query: "price_min=12.345", expected: { page: 1 } },
    { query: "price_min=cheap", expected: { page: 1 } },
    // min above max is read as the range between them
    {
      query: "price_min=40000&price_max=20000",
      expected: { price_min: 20_000_00, price_max: 40_000_00, page: 1 },
    },
    { query: "year_min=2022&year_max=2018", expected: { year_min: 2018, year_max: 2022, page: 1 } },
    { query: "km_min=90000&km_max=10000", expected: { km_min: 10_000, km_max: 90_000, page: 1 } },
    { query: "year_min=2015&year_max=2024", expected: { year_min: 2015, year_max: 2024, page: 1 } },
    { query: "year_min=1885", expected: { page: 1 } },
    { query: "year_max=2101", expected: { page: 1 } },
    { query: "year_max=24", expected: { page: 1 } },
    { query: "km_max=50%2C000", expected: { km_max: 50_000, page: 1 } },
    { query: "km_max=5.5", expected: { page: 1 } },
    { query: "sort=price-asc", expected: { sort: "price-asc", page: 1 } },
    { query: "sort=cheapest", expected: { page: 1 } },
    { query: "page=3", expected: { page: 3 } },
    { query: "page=0", expected: { page: 1 } },
    { query: "page=-2", expected: { page: 1 } },
    { query: "page=2.5", expected: { page: 1 } },
    { query: "page=abc", expected: { page: 1 } },
    { query: "page=99999999999", expected: { page: 1 } },
    {
      query: "body=SUV&fuel=Hybrid&location=geelong&transmission=Automatic&q=tow+bar",
      expected: {
        body: "SUV",
        fuel: "Hybrid",
        location: "geelong",
        transmission: "Automatic",
        q: "tow bar",
        page: 1,
      },
    },
    { query: "unknown=1&utm_source=x", expected: { page: 1 } },
    // One bad value does not take the good ones with it.
    { query: "make=Kia&price_min=abc&page=zz&sort=nope", expected: { make: "Kia", page: 1 } },
  ])("?$query", ({ query, expected }) => {
    expect(parse(query)).toStrictEqual(expected);
  });

  test.each<{ name: string; input: SearchParamsInput; expected: SearchFilters }>([
    {
      name: "Next.js searchParams record",
      input: { make: "Mazda", condition: ["new", "demo"], page: "2", price_max: undefined },
      expected: { make: "Mazda", condition: ["new", "demo"], page: 2 },
    },
    {
      name: "array value for a single field takes the first",
      input: { make: ["Kia", "Mazda"] },
      expected: { make: "Kia", page: 1 },
    },
    { name: "empty record", input: {}, expected: { page: 1 } },
  ])("$name", ({ input, expected }) => {
    expect(parseSearchFilters(input)).toStrictEqual(expected);
  });
});
