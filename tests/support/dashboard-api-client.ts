import { defined } from "@/domain/defined";
import { CACHE_LIFETIME_SECONDS, FETCH_RETRIES } from "@/domain/site/timings";
import { isValidVehicleSlug } from "@/domain/stock/vehicle-paths";
import type {
  DashboardCar,
  DashboardManufacturer,
  SearchPageTemplatesJson,
  SearchSlugsJson,
  WebsiteSessionData,
} from "@/server/dashboard/dashboard-types";
import type { BookingSlot } from "@/server/leads/list-booking-slots";
import type { Career } from "@/server/pages/list-careers";
import { type DashboardData, DashboardDataError, unexpectedErrorMessage } from "./dashboard-data";

export interface HttpDashboardDataOptions {
  /** The dashboard API, e.g. http://localhost:3000/api/dashboard. */
  baseUrl: string;
  /** SPEC 7: replaces baseUrl when `staging` is set. */
  stagingBaseUrl?: string;
  staging?: boolean;
  /** The fixed basic credential (SPEC 6). */
  user: string;
  password: string;
  fetch?: typeof fetch;
  /** Retries after a failed try (default 2). */
  retries?: number;
  /** Wait before retry n: n × this (default 200 ms). */
  retryDelayMs?: number;
  /** Per try (default 10 s). */
  timeoutMs?: number;
  logger?: Pick<Console, "warn" | "error">;
}

/** Next's fetch cache options (ignored outside Next). */
interface NextCache {
  revalidate?: number;
  tags?: string[];
}

type Cache = { store: false; next: NextCache } | { store: true };

const NO_STORE: Cache = { store: true };
const weekly = (tags?: string[]): Cache => ({
  store: false,
  next: { revalidate: CACHE_LIFETIME_SECONDS, ...(tags ? { tags } : {}) },
});

/** The error text of an answer body: {"error": "text"} or this API's {"error": {"message"}}. */
function bodyError(body: unknown): string | null {
  if (!body || typeof body !== "object" || !("error" in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error === "string" && error.trim() !== "") return error;
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return null;
}

const NOT_FOUND = Symbol("not found");

/**
 * DashboardData over HTTP with the spec's client behaviour (SPEC 7, 8):
 * - every request carries the basic credential and `Accept: application/json`;
 * - the staging host replaces the production one when the staging flag is set;
 * - a non-OK answer (or no answer) is logged and retried 2 times; then an error is raised
 *   with the HTTP status attached, whose message is the body's `error` field when it has
 *   one, else 'An unexpected error occurred' plus the status text when present;
 * - a car that answers 404 is logged and gives `false` (not retried: it is an answer);
 * - search slugs are cached a week under tag search-slugs, page templates a week, careers
 *   under tag careers (Next's fetch cache, when running inside Next).
 */
export function createHttpDashboardData(options: HttpDashboardDataOptions): DashboardData {
  if (options.staging && !options.stagingBaseUrl) {
    throw new Error("createHttpDashboardData: staging is set but no stagingBaseUrl was given");
  }
  const base = (
    options.staging ? defined(options.stagingBaseUrl, "options.stagingBaseUrl") : options.baseUrl
  ).replace(/\/+$/, "");
  const origin = new URL(base).origin;
  const fetchImpl = options.fetch ?? fetch;
  const retries = options.retries ?? FETCH_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const logger = options.logger ?? console;
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString("base64")}`;

  async function getJson<T>(url: string, cache: Cache, { car = false } = {}): Promise<T | typeof NOT_FOUND> {
    const init: RequestInit & { next?: NextCache } = {
      method: "GET",
      headers: { authorization, accept: "application/json" },
      ...(cache.store ? { cache: "no-store" as const } : { next: cache.next }),
    };
    const tries = retries + 1;
    let failure: DashboardDataError | undefined;
    for (let attempt = 1; attempt <= tries; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        failure = new DashboardDataError(unexpectedErrorMessage((error as Error)?.message), {
          status: null,
          cause: error,
        });
        logger.warn(`Dashboard data: GET ${url} failed (${failure.message}), try ${attempt} of ${tries}`);
        if (attempt < tries && retryDelayMs > 0) await sleep(retryDelayMs * attempt);
        continue;
      }
      if (response.ok) {
        try {
          return (await response.json()) as T;
        } catch (error) {
          throw new DashboardDataError(unexpectedErrorMessage("the answer is not JSON"), {
            status: response.status,
            statusText: response.statusText,
            cause: error,
          });
        }
      }
      const body: unknown = await response.json().catch(() => null);
      if (car && response.status === 404) {
        logger.warn(`Dashboard data: GET ${url} answered 404; no such car`);
        return NOT_FOUND;
      }
      failure = new DashboardDataError(bodyError(body) ?? unexpectedErrorMessage(response.statusText), {
        status: response.status,
        statusText: response.statusText,
      });
      logger.warn(
        `Dashboard data: GET ${url} answered ${response.status} (${failure.message}), try ${attempt} of ${tries}`,
      );
      if (attempt < tries && retryDelayMs > 0) await sleep(retryDelayMs * attempt);
    }
    logger.error(
      `Dashboard data: GET ${url} failed after ${tries} tries: ${defined(failure, "failure").message}`,
    );
    throw defined(failure, "failure");
  }

  async function data<T>(url: string, cache: Cache): Promise<T> {
    return (await getJson<T>(url, cache)) as T;
  }

  const id = (n: number) => encodeURIComponent(String(n));

  return {
    async getCar(websiteId, slug) {
      // SPEC 5: a slug of anything but letters, digits, hyphen and underscore is an empty result.
      if (!isValidVehicleSlug(slug)) return false;
      const car = await getJson<DashboardCar>(
        `${base}/websites/${id(websiteId)}/cars/${slug}.json`,
        NO_STORE,
        {
          car: true,
        },
      );
      return car === NOT_FOUND ? false : car;
    },
    getManufacturer: (slug, websiteId) =>
      data<DashboardManufacturer>(
        `${base}/manufacturers/${encodeURIComponent(slug)}.json?website_id=${id(websiteId)}`,
        NO_STORE,
      ),
    getSearchSlugs: (websiteId) =>
      data<SearchSlugsJson>(
        `${base}/websites/${id(websiteId)}/pages/search_slugs.json`,
        weekly(["search-slugs"]),
      ),
    getSearchPageTemplates: (websiteId) =>
      data<SearchPageTemplatesJson>(`${base}/websites/${id(websiteId)}/search_page_templates.json`, weekly()),
    getAvailableServiceBookings: (dealershipId) =>
      data<BookingSlot[]>(
        `${base}/dealerships/${id(dealershipId)}/available_service_bookings.json`,
        NO_STORE,
      ),
    getAvailableAppointmentBookings: (dealershipId) =>
      data<BookingSlot[]>(
        `${base}/dealerships/${id(dealershipId)}/available_appointment_bookings.json`,
        NO_STORE,
      ),
    getCareers: (websiteId) =>
      data<Career[]>(`${base}/websites/${id(websiteId)}/careers.json`, weekly(["careers"])),
    async getWebsiteSessionData(websiteId) {
      if (websiteId == null) return null;
      return data<WebsiteSessionData>(
        `${origin}/api/v1/websites/${id(websiteId)}/website_session_data.json`,
        NO_STORE,
      );
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
