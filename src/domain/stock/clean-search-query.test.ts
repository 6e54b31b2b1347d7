import { describe, expect, test } from "vitest";
import { cleanSearchQuery } from "@/domain/stock/clean-search-query";

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
