"use client";

import { useEffect } from "react";
import { linkClickEventFor, namedEventId } from "@/domain/site/action-event";
import type { EventId } from "@/domain/site/event-catalogue";
import { track } from "./track";

type Entry = { event_id?: unknown };

/**
 * Actions a server-rendered page cannot wire itself, in the site layout:
 * - a click on a link to a finance page (SPEC 9: 58), wherever the link is;
 * - a click on (or the submit of a form marked with) `data-event="<EVENT_IDS key>"`.
 * An island that already sent the same id for the same click or submit (its own handler runs
 * first) is not counted twice: the data layer's length is noted before the page's handlers
 * run (capture) and read after them (bubble).
 */
export function ActionTracker() {
  useEffect(() => {
    let before = 0;
    const note = () => {
      before = window.dataLayer?.length ?? 0;
    };
    const sentSince = (id: EventId) =>
      (window.dataLayer ?? []).slice(before).some((entry) => (entry as Entry)?.event_id === id);
    const send = (id: EventId | null, props: Record<string, unknown>) => {
      if (id !== null && !sentSince(id)) track(id, props);
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const named = event.target.closest("[data-event]:not(form)");
      if (named) send(namedEventId(named.getAttribute("data-event")), {});
      const link = event.target.closest("a[href]");
      if (link) {
        const href = link.getAttribute("href")!;
        send(linkClickEventFor(href, window.location.origin), { link_url: href });
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      send(namedEventId(event.target.getAttribute("data-event")), {});
    };
    document.addEventListener("click", note, true);
    document.addEventListener("submit", note, true);
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("click", note, true);
      document.removeEventListener("submit", note, true);
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
    };
  }, []);
  return null;
}
