"use client";

import { useEffect, useRef } from "react";
import type { EventId } from "@/domain/site/event-catalogue";
import { track } from "@/features/analytics/track";

/**
 * Sends a list's view event (49 used list view) once per list shown: `listKey` is
 * the list's address, so a new filter or page of results counts again, a re-render does not.
 */
export function ListViewTracker({ eventId, listKey }: { eventId: EventId; listKey: string }) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === listKey) return;
    last.current = listKey;
    track(eventId, { list_path: listKey });
  }, [eventId, listKey]);
  return null;
}
