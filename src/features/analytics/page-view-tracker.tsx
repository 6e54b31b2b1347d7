"use client";

import { useEffect, useRef } from "react";
import { pageViewEventFor } from "@/domain/site/event-catalogue";
import { readSiteClientConfig } from "@/features/analytics/site-client-config";
import { track } from "@/features/analytics/track";

/**
 * A vehicle page marks its root with this attribute (data-page-car-type="used"), so the
 * page view is Used Vehicle Details (4) rather than New Vehicle Details (3).
 */
const PAGE_CAR_TYPE_ATTRIBUTE = "data-page-car-type";

/**
 * Events 1-13: one page view per visited path, by pageViewEventFor. `path` is the page's path:
 * an Astro page's own address (an island's prop), or Next's router path (NextPathTrackers in
 * the site layout, so client-side navigations count too). Effects run after the new page is in
 * the DOM, so the car type marker of a vehicle page is already there to read.
 */
export function PageViewTracker({ path: pathname }: { path: string | null }) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!pathname || last.current === pathname) return;
    last.current = pathname;
    const config = readSiteClientConfig();
    if (!config) return;
    const carType = document
      .querySelector(`[${PAGE_CAR_TYPE_ATTRIBUTE}]`)
      ?.getAttribute(PAGE_CAR_TYPE_ATTRIBUTE);
    const eventId = pageViewEventFor(pathname, config.template, carType);
    if (eventId !== null) track(eventId, { page_path: pathname });
  }, [pathname]);
  return null;
}
