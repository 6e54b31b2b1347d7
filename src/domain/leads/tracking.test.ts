import { describe, expect, test } from "vitest";
import {
  emptyTrackingState,
  linkedQueryParams,
  recordVisit,
  type TrackingState,
} from "@/domain/leads/tracking";

const NOW = new Date("2030-06-30T00:00:00.000Z");
const daysAgo = (days: number, extraMs = 0) =>
  new Date(NOW.getTime() - days * 86_400_000 - extraMs).toISOString();

const stored = (savedAt: string | null, pages = ["/", "/search/used-cars"]): TrackingState => ({
  visited_pages: pages,
  first_page_query: "gclid=old",
  first_page_saved_at: savedAt,
});

describe("recordVisit (SPEC §4 Tracking storage)", () => {
  test.each<[string, TrackingState, string, TrackingState]>([
    [
      "first plain visit",
      emptyTrackingState(),
      "/cars/hilux",
      {
        visited_pages: ["/cars/hilux"],
        first_page_query: null,
        first_page_saved_at: null,
      },
    ],
    [
      "a tracked parameter with none stored clears pages and stores the query",
      {
        ...emptyTrackingState(),
        visited_pages: ["/", "/about-us"],
      },
      "/?utm_source=google&utm_medium=cpc&x=1",
      {
        visited_pages: ["/?utm_source=google&utm_medium=cpc&x=1"],
        first_page_query: "utm_source=google&utm_medium=cpc&x=1",
        first_page_saved_at: NOW.toISOString(),
      },
    ],
    [
      "an absolute url works too",
      emptyTrackingState(),
      "https://dealer.example/finance?fbclid=f1",
      {
        visited_pages: ["https://dealer.example/finance?fbclid=f1"],
        first_page_query: "fbclid=f1",
        first_page_saved_at: NOW.toISOString(),
      },
    ],
    [
      "a new tracked parameter does not replace a stored one",
      stored(daysAgo(3)),
      "/?gclid=new",
      {
        visited_pages: ["/", "/search/used-cars", "/?gclid=new"],
        first_page_query: "gclid=old",
        first_page_saved_at: daysAgo(3),
      },
    ],
    [
      "exactly 30 days old is kept",
      stored(daysAgo(30)),
      "/contact",
      {
        visited_pages: ["/", "/search/used-cars", "/contact"],
        first_page_query: "gclid=old",
        first_page_saved_at: daysAgo(30),
      },
    ],
    [
      "older than 30 days is cleared with the pages",
      stored(daysAgo(30, 1)),
      "/contact",
      {
        visited_pages: ["/contact"],
        first_page_query: null,
        first_page_saved_at: null,
      },
    ],
    [
      "expired, then a new tracked parameter is stored",
      stored(daysAgo(45)),
      "/?gclid=new",
      {
        visited_pages: ["/?gclid=new"],
        first_page_query: "gclid=new",
        first_page_saved_at: NOW.toISOString(),
      },
    ],
    [
      "a stored query without a readable date is treated as expired",
      stored("not a date"),
      "/x",
      {
        visited_pages: ["/x"],
        first_page_query: null,
        first_page_saved_at: null,
      },
    ],
    [
      "untracked parameters do not start attribution",
      emptyTrackingState(),
      "/search/used-cars?make=Toyota",
      {
        visited_pages: ["/search/used-cars?make=Toyota"],
        first_page_query: null,
        first_page_saved_at: null,
      },
    ],
  ])("%s", (_label, state, url, expected) => {
    expect(recordVisit(state, url, NOW)).toEqual(expected);
  });

  test("keeps at most 50 pages, the newest", () => {
    let state = emptyTrackingState();
    for (let i = 1; i <= 60; i += 1) state = recordVisit(state, `/page-${i}`, NOW);
    expect(state.visited_pages).toHaveLength(50);
    expect(state.visited_pages[0]).toBe("/page-11");
    expect(state.visited_pages.at(-1)).toBe("/page-60");
  });

  test("does not mutate the stored state", () => {
    const state = stored(daysAgo(1));
    const snapshot = structuredClone(state);
    recordVisit(state, "/a", NOW);
    expect(state).toEqual(snapshot);
  });
});

describe("the tracked parameters (SPEC §4: gclid, fbclid, utm_source, utm_medium, utm_campaign)", () => {
  test.each(["gclid", "fbclid", "utm_source", "utm_medium", "utm_campaign"])(
    "%s starts an attribution and is sent with the lead",
    (param) => {
      const state = recordVisit(emptyTrackingState(), `/offers?${param}=x1&page=2`, NOW);
      expect(state.first_page_query).toBe(`${param}=x1&page=2`);
      expect(linkedQueryParams(state)).toEqual({ [param]: "x1" });
    },
  );

  test.each(["utm_term", "utm_content", "gbraid", "ref"])("%s is not tracked", (param) => {
    const state = recordVisit(emptyTrackingState(), `/offers?${param}=x1`, NOW);
    expect(state.first_page_query).toBeNull();
    expect(linkedQueryParams(state)).toEqual({});
  });
});

describe("linkedQueryParams (SPEC §4 tracked parameters)", () => {
  test.each<[string | null, Record<string, string>]>([
    [null, {}],
    ["", {}],
    ["gclid=abc", { gclid: "abc" }],
    [
      "utm_source=google&utm_medium=cpc&utm_campaign=eofy&page=2",
      {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "eofy",
      },
    ],
    ["fbclid=x%20y&ref=home", { fbclid: "x y" }],
    ["utm_term=suv&q=hilux", {}],
  ])("%j → %j", (first_page_query, expected) => {
    expect(linkedQueryParams({ first_page_query })).toEqual(expected);
  });
});
