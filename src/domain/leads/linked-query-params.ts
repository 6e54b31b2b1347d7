import { TRACKED_PARAMS, type TrackedParam, type TrackingState } from "@/domain/leads/tracking-state";

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
