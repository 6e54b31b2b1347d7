// How a search page answers from its address alone (docs/decisions/009, 011, 020): canonical
// redirects, common searches that shared caches may keep, per-request rendering for the rest.
// (These rows were the proxy's while Next rendered the search pages.)
import { describe, expect, test } from "vitest";
import {
  CACHED_SEARCH_CACHE_CONTROL,
  PER_REQUEST_CACHE_CONTROL,
  searchAnswer,
} from "@/domain/stock/search-answer";

const SEARCH = "/search/new-used-and-demo-cars";
const answer = (path: string, query: string, previewing = false) =>
  searchAnswer(path, new URLSearchParams(query), { previewing });

describe("searchAnswer", () => {
  test.each<[name: string, path: string, query: string, rendered: string]>([
    ["the bare search", SEARCH, "", ""],
    ["a make and model", SEARCH, "make=Toyota&model=HiLux", "make=Toyota&model=HiLux"],
    [
      "a sort and page 2, tracking tags aside",
      SEARCH,
      "sort=price-asc&page=2&utm_source=mail",
      "sort=price-asc&page=2",
    ],
    ["/pre-owned, a search path too", "/pre-owned", "make=Mazda", "make=Mazda"],
  ])(
    "%s is a common search: rendered from its canonical filters, kept by shared caches",
    (_name, path, query, rendered) => {
      const got = answer(path, query);
      expect(got).toEqual({
        kind: "render",
        query: expect.any(URLSearchParams),
        cacheControl: CACHED_SEARCH_CACHE_CONTROL,
      });
      expect(got.kind === "render" && got.query.toString()).toBe(rendered);
    },
  );

  test.each<[name: string, query: string, location: string]>([
    ["params out of order", "model=HiLux&make=Toyota", `${SEARCH}?make=Toyota&model=HiLux`],
    [
      "empty fields of a GET form",
      "make=Kia&model=&q=&utm_source=mail",
      `${SEARCH}?make=Kia&utm_source=mail`,
    ],
    ["page 1 written out", "page=1", SEARCH],
    ["a sort before a make", "sort=price-asc&make=Toyota&page=1", `${SEARCH}?make=Toyota&sort=price-asc`],
  ])("%s: a redirect to the canonical address", (_name, query, location) => {
    expect(answer(SEARCH, query)).toEqual({ kind: "redirect", location });
  });

  test.each<[name: string, query: string]>([
    ["a keyword", "q=ute"],
    ["a price range", "price_max=45000"],
    ["page 11", "page=11"],
  ])("%s renders per request, from the whole query", (_name, query) => {
    const got = answer(SEARCH, query);
    expect(got).toEqual({
      kind: "render",
      query: expect.any(URLSearchParams),
      cacheControl: PER_REQUEST_CACHE_CONTROL,
    });
    expect(got.kind === "render" && got.query.toString()).toBe(query);
  });

  test("a staff preview is never for a shared cache, even of a common search", () => {
    const got = answer(SEARCH, "make=Kia&utm_source=x", true);
    expect(got).toEqual({
      kind: "render",
      query: expect.any(URLSearchParams),
      cacheControl: PER_REQUEST_CACHE_CONTROL,
    });
  });
});
