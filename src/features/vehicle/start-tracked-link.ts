import type { EventId } from "@/domain/site/event-catalogue";
import { type TrackProps, track } from "@/features/analytics/track";

/** TrackedLink's event id and its detail (JSON), for the page's script. */
export const TRACKED_EVENT_ATTRIBUTE = "data-tracked-event";
export const TRACKED_DETAIL_ATTRIBUTE = "data-tracked-detail";

/**
 * Sends a TrackedLink's event when it is followed, with no React: for the links that are server
 * markup alone (an island's links send theirs from their own handler). Returns the stop.
 */
export function startTrackedLink(link: HTMLAnchorElement): () => void {
  const eventId = Number(link.getAttribute(TRACKED_EVENT_ATTRIBUTE));
  if (!Number.isInteger(eventId) || eventId <= 0) return () => undefined;
  let detail: TrackProps | undefined;
  try {
    const raw = link.getAttribute(TRACKED_DETAIL_ATTRIBUTE);
    detail = raw ? (JSON.parse(raw) as TrackProps) : undefined;
  } catch {
    detail = undefined;
  }
  const onClick = () => track(eventId as EventId, detail);
  link.addEventListener("click", onClick);
  return () => link.removeEventListener("click", onClick);
}
