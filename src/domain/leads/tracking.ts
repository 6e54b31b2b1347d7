/**
 * Tracking storage and §9 limits: the pages a visitor saw and the query that brought a
 * campaign's tracking parameter, sent with every lead. The browser keeps this object in local
 * storage; the rules over it (recordVisit, linkedQueryParams) are pure.
 */

const TRACKED_PARAMS = ["gclid", "fbclid", "utm_source", "utm_medium", "utm_campaign"] as const;
export type TrackedParam = (typeof TRACKED_PARAMS)[number];

export const MAX_VISITED_PAGES = 50;
const FIRST_PAGE_QUERY_MAX_AGE_DAYS = 30;

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

const DAY_MS = 24 * 60 * 60 * 1000;
// Only the path and query matter; the base just lets URL parse relative paths.
const BASE = "http://localhost";

function queryOf(url: string): URLSearchParams {
  try {
    return new URL(url, BASE).searchParams;
  } catch {
    return new URLSearchParams();
  }
}

function isExpired(state: TrackingState, now: Date): boolean {
  if (state.first_page_query === null) return false;
  const savedAt = state.first_page_saved_at === null ? Number.NaN : Date.parse(state.first_page_saved_at);
  // A stored query without a readable date cannot be shown to be fresh: treat it as expired.
  if (Number.isNaN(savedAt)) return true;
  return now.getTime() - savedAt > FIRST_PAGE_QUERY_MAX_AGE_DAYS * DAY_MS;
}

/**
 * Tracking storage, for one page view:
 * - a stored first-page query older than 30 days is cleared, with the visited pages;
 * - a url bringing a tracked parameter when none is stored starts a new attribution:
 *   visited pages are cleared and its query is stored with `now`;
 * - the page is always appended, keeping the newest 50.
 */
export function recordVisit(state: TrackingState, url: string, now: Date): TrackingState {
  let next: TrackingState = { ...state, visited_pages: [...state.visited_pages] };
  if (isExpired(next, now)) next = { visited_pages: [], first_page_query: null, first_page_saved_at: null };

  const query = queryOf(url);
  const tracked = TRACKED_PARAMS.some((param) => query.has(param));
  if (tracked && next.first_page_query === null) {
    next = { visited_pages: [], first_page_query: query.toString(), first_page_saved_at: now.toISOString() };
  }

  next.visited_pages = [...next.visited_pages, url].slice(-MAX_VISITED_PAGES);
  return next;
}

/**
 * The tracked parameters (gclid, fbclid, utm_*) of the stored first-page query, sent
 * with every lead as linked_query_params so the dealer can attribute it to a campaign.
 */
export function linkedQueryParams(
  state: Pick<TrackingState, "first_page_query">,
): Partial<Record<TrackedParam, string>> {
  if (!state.first_page_query) return {};
  const query = new URLSearchParams(state.first_page_query);
  const linked: Partial<Record<TrackedParam, string>> = {};
  for (const param of TRACKED_PARAMS) {
    const value = query.get(param);
    if (value !== null) linked[param] = value;
  }
  return linked;
}
