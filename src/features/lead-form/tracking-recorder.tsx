"use client";

import { useEffect, useRef } from "react";
import { recordTrackedPage } from "@/features/lead-form/browser-storage";

/**
 * Tracking storage under Next (recordTrackedPage): every page the visitor sees on this site
 * (client-side navigations too) and each arrival. The query is read from the location when the
 * path changes (useSearchParams would force a Suspense boundary onto every page of the layout).
 * The first run is the page the browser loaded; later runs are navigations inside the site.
 * Astro's pages record theirs from the shell's script module.
 */
export function TrackingRecorder({ siteSlug, path: pathname }: { siteSlug: string; path: string | null }) {
  const loaded = useRef(true);
  useEffect(() => {
    if (!pathname) return;
    recordTrackedPage(siteSlug, pathname, loaded.current);
    loaded.current = false;
  }, [siteSlug, pathname]);
  return null;
}
