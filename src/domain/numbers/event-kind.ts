import { CLICK_ID_PARAMS } from "@/domain/leads/attribution";
import { EVENT_LABELS } from "@/domain/site/event-catalogue";

/**
 * What the console's numbers count an analytics event as. The sites send the event's name
 * (the data layer's label, "Vehicle Search", "Used Vehicle Details") as its category, and the
 * phone endpoints their own categories:
 * - search: a vehicle search (event 29) or the stock list (event 2);
 * - vehicle_view: a new or used vehicle's page (events 3 and 4);
 * - phone_reveal: a masked number shown (POST /api/phone-reveals);
 * - phone_call: a click on a number (POST /api/events/car_phone_call). The same click also
 *   sends event 25 "Click to Call", which is NOT counted again;
 * - page_view: any other page; other: everything else.
 */
const ANALYTICS_KINDS = [
  "search",
  "vehicle_view",
  "phone_reveal",
  "phone_call",
  "page_view",
  "other",
] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

const SEARCH = new Set<string>([
  EVENT_LABELS.vehicle_search,
  EVENT_LABELS.page_view_vehicle_inventory_listing,
]);
const VEHICLE_VIEW = new Set<string>([
  EVENT_LABELS.page_view_new_vehicle_details,
  EVENT_LABELS.page_view_used_vehicle_details,
]);
const PAGE_VIEW = new Set<string>([
  EVENT_LABELS.page_view_home,
  EVENT_LABELS.page_view_special_offers,
  EVENT_LABELS.page_view_fleet,
  EVENT_LABELS.page_view_service,
  EVENT_LABELS.page_view_parts_and_accessories,
  EVENT_LABELS.page_view_insurance,
  EVENT_LABELS.page_view_ownership,
  EVENT_LABELS.page_view_contact,
  EVENT_LABELS.page_view_about,
]);

export function analyticsKind(category: string): AnalyticsKind {
  if (SEARCH.has(category)) return "search";
  if (VEHICLE_VIEW.has(category)) return "vehicle_view";
  if (category === "phone-reveal") return "phone_reveal";
  if (category === "car_phone_call") return "phone_call";
  if (PAGE_VIEW.has(category)) return "page_view";
  return "other";
}

/**
 * An event's source, from the address it was sent from: "ads" when the address carries an ad
 * network's click id (gclid, gbraid, wbraid, fbclid, msclkid), else "none". Events carry no
 * referrer, so organic and direct visits are not told apart here (leads are: they carry the
 * visitor's attribution, see leadSourceGroup).
 */
export type EventSource = "ads" | "none";

export function eventSource(url: string): EventSource {
  let query: URLSearchParams;
  try {
    query = new URL(url, "http://localhost").searchParams;
  } catch {
    return "none";
  }
  return CLICK_ID_PARAMS.some((param) => (query.get(param) ?? "") !== "") ? "ads" : "none";
}

/** The day (UTC, YYYY-MM-DD) an instant falls on: the rollup's and the charts' day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
