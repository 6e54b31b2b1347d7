"use client";

import { useEffect, useRef } from "react";
import { showSavedCount } from "@/features/favourites/show-saved-count";

/**
 * Where the header's saved-cars heart shows how many vehicles this device has saved: an empty
 * element on the server (which cannot know the list), filled in the browser by showSavedCount.
 * Astro's shell renders it without hydrating it and starts showSavedCount from its plain
 * script (start-shell-widgets.ts); Next's header, an island, starts it here.
 */
export function SavedCount() {
  const host = useRef<HTMLSpanElement>(null);
  useEffect(() => (host.current ? showSavedCount(host.current) : undefined), []);
  return <span ref={host} className="contents" data-saved-count-host="" />;
}
