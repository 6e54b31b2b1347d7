"use client";

import { useEffect, useRef } from "react";
import { trackPageView } from "@/features/analytics/page-view";

/**
 * Events 1-13 under Next: one page view per visited path (trackPageView). `path` is Next's
 * router path (NextPathTrackers in the site layout, so client-side navigations count too).
 * Effects run after the new page is in the DOM, so the car type marker of a vehicle page is
 * already there to read. Astro's pages send theirs from the shell's script module.
 */
export function PageViewTracker({ path: pathname }: { path: string | null }) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!pathname || last.current === pathname) return;
    last.current = pathname;
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
