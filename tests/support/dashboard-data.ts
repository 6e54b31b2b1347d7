export { unexpectedErrorMessage } from "@/server/vehicle-lookup/provider-request";

import type {
  DashboardCar,
  DashboardManufacturer,
  SearchPageTemplatesJson,
  SearchSlugsJson,
  WebsiteSessionData,
} from "@/server/dashboard/dashboard-types";
import type { BookingSlot } from "@/server/leads/list-booking-slots";
import type { Career } from "@/server/pages/list-careers";

/**
 * The reads a site makes against the dashboard data API (SPEC 7, DESIGN 2). Two
 * implementations answer identically (tests/integration/dashboard-contract.test.ts):
 * - in-process (in-process-dashboard-data.ts), the default: reads the database;
 * - HTTP (http-dashboard-data.ts): calls the API with the spec's client behaviour, for a
 *   web tier deployed apart from the data tier (DASHBOARD_DATA_URL).
 *
 * Failures reject with DashboardDataError carrying the HTTP status (404 for an unknown
 * website, dealership or manufacturer), except a car that is not there: that is `false`.
 */
export interface DashboardData {
  /** A vehicle the website lists, or false (SPEC 7: a 404 yields false). */
  getCar(websiteId: number, slug: string): Promise<DashboardCar | false>;
  getManufacturer(slug: string, websiteId: number): Promise<DashboardManufacturer>;
  getSearchSlugs(websiteId: number): Promise<SearchSlugsJson>;
  getSearchPageTemplates(websiteId: number): Promise<SearchPageTemplatesJson>;
  getAvailableServiceBookings(dealershipId: number): Promise<BookingSlot[]>;
  getAvailableAppointmentBookings(dealershipId: number): Promise<BookingSlot[]>;
  getCareers(websiteId: number): Promise<Career[]>;
  /** SPEC 7: asked only if the site has an id; null (and no request) otherwise. */
  getWebsiteSessionData(websiteId: number | null | undefined): Promise<WebsiteSessionData | null>;
}

/**
 * A failed dashboard read. `status` is the HTTP status (the in-process implementation
 * gives the status the API would have answered), null when no answer came (network error,
 * timeout). SPEC 8: the message is the body's error, else 'An unexpected error occurred'
 * plus the status text when present.
 */
export class DashboardDataError extends Error {
  readonly status: number | null;
  readonly statusText: string;

  constructor(message: string, options: { status: number | null; statusText?: string; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DashboardDataError";
    this.status = options.status;
    this.statusText = options.statusText ?? "";
  }
}
