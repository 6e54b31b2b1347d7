"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordPageVisit } from "@/features/lead-form/browser-storage";

/**
 * SPEC 4 Tracking storage: records every page the visitor sees on this site (client-side
 * navigations too), so a lead carries visited_pages and the campaign's linked_query_params.
 * The query is read from the location when the path changes (useSearchParams would force a
 * Suspense boundary onto every page of the layout).
 */
export function TrackingRecorder({ siteSlug }: { siteSlug: string }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!pathname) return;
    recordPageVisit(siteSlug, `${pathname}${window.location.search}`);
  }, [siteSlug, pathname]);
  return null;
}
