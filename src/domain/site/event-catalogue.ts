import { vehicleBasePath } from "@/domain/stock/vehicle-paths";

/**
 * "Event ids": the numeric ids the dealer's analytics (data layer, pixel, events
 * endpoint) expect. Reporting dashboards key on these numbers, so they are data, not
 * something to renumber.
 */

export const EVENT_IDS = {
  // 1-13 page views
  page_view_home: 1,
  page_view_vehicle_inventory_listing: 2,
  page_view_new_vehicle_details: 3,
  page_view_used_vehicle_details: 4,
  page_view_special_offers: 5,
  page_view_fleet: 6,
  page_view_service: 7,
  page_view_parts_and_accessories: 8,
  page_view_finance: 9,
  page_view_insurance: 10,
  page_view_ownership: 11,
  page_view_contact: 12,
  page_view_about: 13,
  // 14-24 form submissions (16-21 in the order the forms are listed)
  form_new_vehicle: 14,
  form_used_vehicle: 15,
  form_special_offer: 16,
  form_test_drive_new: 17,
  form_trade_in: 18,
  form_fleet: 19,
  form_service_booking: 20,
  form_parts: 21,
  form_general: 22,
  form_finance: 23,
  form_insurance: 24,
  click_to_call: 25,
  finance_calculator: 26,
  competition_entry: 27,
  finance: 28,
  vehicle_search: 29,
  finance_score: 30,
  pre_approval: 31,
  next_step: 32,
  instant_price: 33,
  quiz: 34,
  login_popup: 35,
  request_code: 36,
  submit_code: 37,
  complete_registration: 38,
  wishlist: 39,
  sell_my_car: 40,
  directions: 41,
  reserve_car: 42,
  sell_car_lookup: 43,
  survey: 44,
  service_enquiry: 45,
  team_member: 46,
  subscription: 47,
  test_drive_used: 48,
  used_list_view: 49,
  sell_car_valuation: 50,
  career: 51,
  trade_in_lookup: 52,
  trade_in_valuation: 53,
  webchat_bubble: 54,
  webchat_started: 55,
  document_request: 56,
  message_sent: 57,
  finance_link_click: 58,
  finance_quote: 59,
  history_report: 60,
  print_pdf: 61,
  // Forecourt's own, after the spec's 1-61: a visitor was shown a split test's variant.
  experiment_exposure: 62,
  // The online purchase journey (/checkout-journey): a step shown, and a step's form sent.
  purchase_step_view: 63,
  purchase_step_complete: 64,
} as const;

export type EventKey = keyof typeof EVENT_IDS;
export type EventId = (typeof EVENT_IDS)[EventKey];

/** Human labels as the spec names them, for data-layer event names and reports. */
export const EVENT_LABELS: { readonly [K in EventKey]: string } = {
  page_view_home: "Home",
  page_view_vehicle_inventory_listing: "Vehicle Inventory Listing",
  page_view_new_vehicle_details: "New Vehicle Details",
  page_view_used_vehicle_details: "Used Vehicle Details",
  page_view_special_offers: "Special Offers",
  page_view_fleet: "Fleet",
  page_view_service: "Service",
  page_view_parts_and_accessories: "Parts and Accessories",
  page_view_finance: "Finance",
  page_view_insurance: "Insurance",
  page_view_ownership: "Ownership",
  page_view_contact: "Contact",
  page_view_about: "About",
  form_new_vehicle: "New Vehicle",
  form_used_vehicle: "Used Vehicle",
  form_special_offer: "Special Offer",
  form_test_drive_new: "Test Drive New",
  form_trade_in: "Trade-in",
  form_fleet: "Fleet",
  form_service_booking: "Service Booking",
  form_parts: "Parts",
  form_general: "General",
  form_finance: "Finance",
  form_insurance: "Insurance",
  click_to_call: "Click to Call",
  finance_calculator: "Finance Calculator",
  competition_entry: "Competition Entry",
  finance: "Finance",
  vehicle_search: "Vehicle Search",
  finance_score: "Finance Score",
  pre_approval: "Pre-approval",
  next_step: "Next Step",
  instant_price: "Instant Price",
  quiz: "Quiz",
  login_popup: "Login Popup",
  request_code: "Request Code",
  submit_code: "Submit Code",
  complete_registration: "Complete Registration",
  wishlist: "Wishlist",
  sell_my_car: "Sell My Car",
  directions: "Directions",
  reserve_car: "Reserve Car",
  sell_car_lookup: "Sell Car Lookup",
  survey: "Survey",
  service_enquiry: "Service Enquiry",
  team_member: "Team Member",
  subscription: "Subscription",
  test_drive_used: "Test Drive Used",
  used_list_view: "Used List View",
  sell_car_valuation: "Sell Car Valuation",
  career: "Career",
  trade_in_lookup: "Trade-in Lookup",
  trade_in_valuation: "Trade-in Valuation",
  webchat_bubble: "Webchat Bubble",
  webchat_started: "Webchat Started",
  document_request: "Document Request",
  message_sent: "Message Sent",
  finance_link_click: "Finance Link Click",
  finance_quote: "Finance Quote",
  history_report: "History Report",
  print_pdf: "Print PDF",
  experiment_exposure: "Experiment Exposure",
  purchase_step_view: "Purchase Step View",
  purchase_step_complete: "Purchase Step Complete",
};

/** "Multi-step form": the last submit fires a conversion event, default id 22. */
export const DEFAULT_CONVERSION_EVENT_ID = EVENT_IDS.form_general;

/** 32 is also the step event id. */
export const STEP_EVENT_ID = EVENT_IDS.next_step;

/**
 * The step event is sent as '32_{n}', where n is the 1-based step number the shopper sees
 * ('Step n of Y'), so '32_2' means the shopper reached the second step. An underscore keeps
 * the id a single token in data-layer event names and CSV exports.
 */
export function stepEventId(stepNumber: number): `${typeof STEP_EVENT_ID}_${number}` {
  if (!Number.isInteger(stepNumber) || stepNumber < 1) {
    throw new RangeError(`step number must be a positive integer, got ${stepNumber}`);
  }
  return `${STEP_EVENT_ID}_${stepNumber}`;
}

export type ClickToCallLabel = "New Car" | "Used Car";

/**
 * Event 25 is labelled New Car or Used Car "from the path". The path is Used Car when
 * any part of it mentions used or pre-owned (/search/used-cars, /pre-owned, a used car's slug
 * such as /cars/used-2019-mazda-3); everything else, including demo stock, is New Car. A call
 * about a known car is labelled from the car's own type.
 */
export function clickToCallLabel(pathname: string, carType?: string | null): ClickToCallLabel {
  // On a vehicle page the car itself says what it is; its slug need not mention "used".
  if (carType) return carType === "used" ? "Used Car" : "New Car";
  const path = pathname.split(/[?#]/)[0]?.toLowerCase() ?? "";
  return /used|pre-owned|preowned/.test(path) ? "Used Car" : "New Car";
}

export type PageViewEventId = (typeof EVENT_IDS)[Extract<EventKey, `page_view_${string}`>];

// First path segment (after /pages is stripped) → page view event. Vehicle detail and
// listing pages are decided separately because they depend on the template and car type.
const PAGE_VIEW_SEGMENTS: ReadonlyArray<readonly [PageViewEventId, readonly string[]]> = [
  [
    EVENT_IDS.page_view_vehicle_inventory_listing,
    ["search", "pre-owned", "used-cars", "new-cars", "demo-cars"],
  ],
  [EVENT_IDS.page_view_special_offers, ["special-offers", "offers"]],
  [EVENT_IDS.page_view_fleet, ["fleet", "fleet-sales"]],
  [EVENT_IDS.page_view_service, ["service", "book-a-service", "servicing-your-rv"]],
  [
    EVENT_IDS.page_view_parts_and_accessories,
    ["vehicle-parts-and-accessories", "parts", "caravan-accessories"],
  ],
  [
    EVENT_IDS.page_view_finance,
    ["finance", "finance-enquiry", "apply-for-finance", "finance-the-dream", "guaranteed-future-value"],
  ],
  [EVENT_IDS.page_view_insurance, ["insuring-your-investment", "insurance"]],
  [EVENT_IDS.page_view_ownership, ["ownership", "warranty", "roadside-assistance"]],
  [EVENT_IDS.page_view_contact, ["contact", "contact-us", "our-locations"]],
  [EVENT_IDS.page_view_about, ["about-us", "about"]],
];

// Pages under a vehicle base path that are not a vehicle (/cars/trade-in).
const NON_VEHICLE_DETAIL_SLUGS = new Set(["trade-in"]);

/**
 * Maps a route to its page view event (1-13), or null for pages the catalogue has no page
 * view for (success, careers, checkout, ...). A vehicle detail page is Used Vehicle Details
 * only when the car is used; new and demo cars are New Vehicle Details.
 */
export function pageViewEventFor(
  pathname: string,
  template: string,
  car_type?: string | null,
): PageViewEventId | null {
  const path = (pathname.split(/[?#]/)[0] ?? "").toLowerCase().replace(/^\/pages(?=\/)/, "");
  const segments = path.split("/").filter((s) => s !== "");
  const [first, second, third] = segments;
  if (first === undefined) return EVENT_IDS.page_view_home;

  // The template's vehicle base path (the range site shares /campers), or /cars.
  const detailBase = vehicleBasePath(template).slice(1);
  if (first === detailBase || first === "cars") {
    if (second === undefined) return EVENT_IDS.page_view_vehicle_inventory_listing;
    if (NON_VEHICLE_DETAIL_SLUGS.has(second) || third !== undefined) return null;
    return car_type === "used"
      ? EVENT_IDS.page_view_used_vehicle_details
      : EVENT_IDS.page_view_new_vehicle_details;
  }

  for (const [eventId, firstSegments] of PAGE_VIEW_SEGMENTS) {
    if (firstSegments.includes(first)) return eventId;
  }
  return null;
}
