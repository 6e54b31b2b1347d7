import { describe, expect, test } from "vitest";
import {
  offersFilter,
  SEARCH_FILTER_NAMES,
  type SearchFilterName,
  type SearchFilters,
} from "@/domain/stock/search-filters";

describe("offersFilter: the site's stock.search_filters decide the search page's filters (SPEC 2)", () => {
  const offered = (configured: SearchFilterName[], filters: Partial<SearchFilters> = {}) =>
    SEARCH_FILTER_NAMES.filter(offersFilter(configured, { page: 1, ...filters }));

  test.each<[string, SearchFilterName[], Partial<SearchFilters>, SearchFilterName[]]>([
    ["none configured: every filter", [], {}, [...SEARCH_FILTER_NAMES]],
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
});
