import { describe, expect, test } from "vitest";
import {
  offersFilter,
  SEARCH_FILTER_NAMES,
  type SearchFilterName,
  type SearchFilters,
} from "@/domain/stock/search-filters";

describe("offersFilter: the site's stock.search_filters decide the search page's filters (SPEC 2)", () => {
  const offered = (
    configured: SearchFilterName[],
    filters: Partial<SearchFilters> = {},
    template = "dealer",
  ) => SEARCH_FILTER_NAMES.filter(offersFilter(configured, { page: 1, ...filters }, template));
  const TRADE: SearchFilterName[] = ["berths", "length", "lams", "engine_size"];
  const GENERAL = SEARCH_FILTER_NAMES.filter((n) => !TRADE.includes(n));

  test.each<[string, SearchFilterName[], Partial<SearchFilters>, SearchFilterName[]]>([
    ["none configured: every filter a car has", [], {}, GENERAL],
    [
      "the configured ones, whatever their order",
      ["price", "make", "body", "km"],
      {},
      ["make", "body", "price", "km"],
    ],
    ["a filter a link applied stays offered", ["make"], { fuel: "Diesel" }, ["make", "fuel"]],
    ["a range applied by one bound", ["make"], { year_max: 2020 }, ["make", "year"]],
    ["a condition applied", ["make"], { condition: ["used"] }, ["make", "condition"]],
    ["an empty condition list is not applied", ["make"], { condition: [] }, ["make"]],
  ])("%s", (_case, configured, filters, expected) => {
    expect(offered(configured, filters)).toEqual(expected);
  });

  test.each<[string, SearchFilterName[], SearchFilterName[]]>([
    ["camper", ["q", "make"], ["make", "berths", "length", "q"]],
    ["range", [], [...GENERAL.slice(0, -1), "berths", "length", "q"]],
    ["motorcycle", ["q", "make", "price"], ["make", "price", "lams", "engine_size", "q"]],
    ["truck", ["q", "make"], ["make", "q"]],
    ["dealer", ["berths", "make"], ["make"]],
  ])(
    "a %s site's own trade filters are always offered, another trade's never",
    (template, configured, expected) => {
      expect(offered(configured, {}, template)).toEqual(expected);
    },
  );

  test("a trade filter a link applied stays offered anywhere", () => {
    expect(offered(["make"], { lams: true }, "dealer")).toEqual(["make", "lams"]);
  });
});
