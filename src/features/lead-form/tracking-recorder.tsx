"use client";

import { useEffect, useRef } from "react";
import { recordArrival, recordPageVisit } from "@/features/lead-form/browser-storage";

/**
 * Tracking storage: records every page the visitor sees on this site (client-side
 * navigations too), so a lead carries visited_pages and the campaign's linked_query_params,
 * and each arrival (the first and last touch with their click ids and UTM values).
 * The query is read from the location when the path changes (useSearchParams would force a
 * Suspense boundary onto every page of the layout). The first run is the page the browser
 * loaded, whose document.referrer says where the shopper came from; later runs are
 * navigations inside the site, arrivals only when their address carries a campaign.
 */
export function TrackingRecorder({ siteSlug, path: pathname }: { siteSlug: string; path: string | null }) {
  const loaded = useRef(true);
  useEffect(() => {
    if (!pathname) return;
    const url = `${pathname}${window.location.search}`;
    recordArrival(siteSlug, {
      url: window.location.href,
      referrer: document.referrer,
      host: window.location.host,
      loaded: loaded.current,
    });
    loaded.current = false;
    recordPageVisit(siteSlug, url);
  }, [siteSlug, pathname]);
  return null;
}
