import { pageViewEventFor } from "@/domain/site/event-catalogue";
import { readSiteClientConfig } from "@/features/analytics/site-client-config";
import { track } from "@/features/analytics/track";

/**
 * A vehicle page marks its root with this attribute (data-page-car-type="used"), so the
 * page view is Used Vehicle Details (4) rather than New Vehicle Details (3).
 */
const PAGE_CAR_TYPE_ATTRIBUTE = "data-page-car-type";

/**
 * Events 1-13: the page view of `path`, by pageViewEventFor, read once the page is in the DOM
 * (a vehicle page's car type marker). Shared by Next's PageViewTracker island and Astro's
 * shell script module (features/analytics/shell-trackers.ts).
 */
export function trackPageView(path: string): void {
  const config = readSiteClientConfig();
  if (!config) return;
  const carType = document
    .querySelector(`[${PAGE_CAR_TYPE_ATTRIBUTE}]`)
    ?.getAttribute(PAGE_CAR_TYPE_ATTRIBUTE);
  const eventId = pageViewEventFor(path, config.template, carType);
  if (eventId !== null) track(eventId, { page_path: path });
}
