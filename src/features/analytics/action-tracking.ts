import { linkClickEventFor, namedEventId } from "@/domain/site/action-event";
import type { EventId } from "@/domain/site/event-catalogue";
import { track } from "@/features/analytics/track";

type Entry = { event_id?: unknown };

/**
 * Actions a server-rendered page cannot wire itself, listened for on the whole document:
 * - a click on a link to a finance page (58), wherever the link is;
 * - a click on (or the submit of a form marked with) `data-event="<EVENT_IDS key>"`.
 * An island that already sent the same id for the same click or submit (its own handler runs
 * first) is not counted twice: the data layer's length is noted before the page's handlers
 * run (capture) and read after them (bubble). Returns the function that stops listening.
 */
export function listenForActions(doc: Document): () => void {
  const win = doc.defaultView;
  // A document with no window (one being built, not shown) has no clicks to listen for.
  if (!win) return () => {};
  let before = 0;
  const note = () => {
    before = win.dataLayer?.length ?? 0;
  };
  const sentSince = (id: EventId) =>
    (win.dataLayer ?? []).slice(before).some((entry) => (entry as Entry)?.event_id === id);
  const send = (id: EventId | null, props: Record<string, unknown>) => {
    if (id !== null && !sentSince(id)) track(id, props);
  };
  const onClick = (event: Event) => {
    if (!(event.target instanceof win.Element)) return;
    const named = event.target.closest("[data-event]:not(form)");
    if (named) send(namedEventId(named.getAttribute("data-event")), {});
    const href = event.target.closest("a[href]")?.getAttribute("href");
    if (href != null) {
      send(linkClickEventFor(href, win.location.origin), { link_url: href });
    }
  };
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof win.HTMLFormElement)) return;
    send(namedEventId(event.target.getAttribute("data-event")), {});
  };
  doc.addEventListener("click", note, true);
  doc.addEventListener("submit", note, true);
  doc.addEventListener("click", onClick);
  doc.addEventListener("submit", onSubmit);
  return () => {
    doc.removeEventListener("click", note, true);
    doc.removeEventListener("submit", note, true);
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("submit", onSubmit);
  };
}
