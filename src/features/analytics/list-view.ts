import type { EventId } from "@/domain/site/event-catalogue";
import { track } from "@/features/analytics/track";

/**
 * A list's view event (49 used list view, and the others a list page sends): the page writes
 * it on a hidden element, and the page's script sends it once, at the shell's idle moment as
 * the page view is. Each list's address is its own page, so a new filter or page of results
 * counts again.
 */
export const LIST_VIEW_ATTRIBUTE = "data-list-view";
const LIST_KEY_ATTRIBUTE = "data-list-key";

/** The hidden element's attributes: the event and the list's address. */
export function listViewAttributes(eventId: EventId, listKey: string): Record<string, string> {
  return { [LIST_VIEW_ATTRIBUTE]: String(eventId), [LIST_KEY_ATTRIBUTE]: listKey };
}

export function sendListView(element: Element): void {
  const eventId = Number(element.getAttribute(LIST_VIEW_ATTRIBUTE));
  if (!Number.isInteger(eventId) || eventId <= 0) return;
  track(eventId as EventId, { list_path: element.getAttribute(LIST_KEY_ATTRIBUTE) ?? "" });
}
