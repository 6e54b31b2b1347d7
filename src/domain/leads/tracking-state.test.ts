import { describe, expect, test } from "vitest";
import {
  emptyTrackingState,
  FIRST_PAGE_QUERY_MAX_AGE_DAYS,
  MAX_VISITED_PAGES,
  TRACKED_PARAMS,
} from "@/domain/leads/tracking-state";

describe("tracking storage constants (SPEC §4, §9)", () => {
  test.each<[string, unknown, unknown]>([
    ["visited pages at most 50", MAX_VISITED_PAGES, 50],
    ["first-page query expiry 30 days", FIRST_PAGE_QUERY_MAX_AGE_DAYS, 30],
    [
      "tracked parameters",
      [...TRACKED_PARAMS],
      ["gclid", "fbclid", "utm_source", "utm_medium", "utm_campaign"],
    ],
    [
      "starts empty",
      emptyTrackingState(),
      { visited_pages: [], first_page_query: null, first_page_saved_at: null },
    ],
  ])("%s", (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
