// SPEC §4 Tracking storage and §9 limits. The browser keeps this object in local
// storage; the rules over it are pure (recordVisit, linkedQueryParams).

export const TRACKED_PARAMS = ["gclid", "fbclid", "utm_source", "utm_medium", "utm_campaign"] as const;
export type TrackedParam = (typeof TRACKED_PARAMS)[number];

export const MAX_VISITED_PAGES = 50;
export const FIRST_PAGE_QUERY_MAX_AGE_DAYS = 30;

export interface TrackingState {
  /** Oldest first; at most MAX_VISITED_PAGES, the newest kept. */
  visited_pages: string[];
  /** The query string (without '?') of the page that brought a tracking parameter. */
  first_page_query: string | null;
  /** ISO timestamp of when first_page_query was stored. */
  first_page_saved_at: string | null;
}

export function emptyTrackingState(): TrackingState {
  return { visited_pages: [], first_page_query: null, first_page_saved_at: null };
}
