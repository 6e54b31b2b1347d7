import {
  arrivalTouch,
  currentAttribution,
  type DeviceAttribution,
  recordTouch,
} from "@/domain/leads/attribution";
import {
  emptyTrackingState,
  linkedQueryParams,
  recordVisit,
  type TrackedParam,
  type TrackingState,
} from "@/domain/leads/tracking";
import type { FormCar } from "@/features/lead-form/lead-form-types";

// "Stored locally on the visitor's device", per site (one browser may visit several
// dealers on this platform under different hosts; keys carry the slug anyway so a custom
// domain and its platform host never mix). Storage may be unavailable: every read falls
// back to "nothing stored" and every write is best effort.

const key = (slug: string, name: string) => `forecourt:${slug}:${name}`;

function read<T>(slug: string, name: string): T | null {
  try {
    const raw = window.localStorage.getItem(key(slug, name));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(slug: string, name: string, value: unknown): void {
  try {
    window.localStorage.setItem(key(slug, name), JSON.stringify(value));
  } catch {
    // Storage full or blocked: tracking is a nicety, never a reason to fail.
  }
}

function readTracking(slug: string): TrackingState {
  const stored = read<TrackingState>(slug, "tracking");
  return stored && Array.isArray(stored.visited_pages) ? stored : emptyTrackingState();
}

/** Tracking storage: records one page view (at most 50 pages; first-page query rules). */
function recordPageVisit(slug: string, url: string, now = new Date()): TrackingState {
  const next = recordVisit(readTracking(slug), url, now);
  write(slug, "tracking", next);
  return next;
}

/**
 * Records the page view as an arrival when it is one (arrivalTouch: loaded from
 * outside the site, or carrying a click id or UTM value), keeping the first and last touch.
 */
function recordArrival(
  slug: string,
  page: { url: string; referrer: string; host: string; loaded: boolean },
  now = new Date(),
): void {
  const touch = arrivalTouch({ ...page, now });
  if (touch) write(slug, "attribution", recordTouch(read<unknown>(slug, "attribution"), touch, now));
}

/**
 * The page `path` (with the location's query) as the visitor sees it: an arrival when it is one
 * (`loaded`: the page the browser loaded, whose document.referrer says where the shopper came
 * from; later calls are navigations inside the site, arrivals only when their address carries
 * a campaign), and a visited page. Next's TrackingRecorder island calls it per router path,
 * Astro's shell script module once per page (features/analytics/shell-trackers.ts).
 */
export function recordTrackedPage(slug: string, path: string, loaded: boolean): void {
  recordArrival(slug, {
    url: window.location.href,
    referrer: document.referrer,
    host: window.location.host,
    loaded,
  });
  recordPageVisit(slug, `${path}${window.location.search}`);
}

/** The tracking fields every lead carries (payload), and where the shopper came from. */
export function trackingPayload(
  slug: string,
  now = new Date(),
): {
  visited_pages: string[];
  linked_query_params: Partial<Record<TrackedParam, string>>;
  attribution: DeviceAttribution | null;
} {
  const state = readTracking(slug);
  const attribution = currentAttribution(read<unknown>(slug, "attribution"), now);
  return {
    visited_pages: state.visited_pages,
    linked_query_params: linkedQueryParams(state),
    attribution: attribution.first_touch || attribution.last_touch ? attribution : null,
  };
}

/** "User details: name, last_name, email, phone, postcode", remembered for prefill. */
export interface RememberedUser {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
}

export function rememberUser(slug: string, values: Readonly<Record<string, unknown>>): void {
  const pick = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);
  const user: RememberedUser = {
    name: pick(values.first_name) ?? pick(values.name),
    last_name: pick(values.last_name),
    email: pick(values.email),
    phone: pick(values.phone),
    postcode: pick(values.postcode),
  };
  write(slug, "user", {
    ...readUser(slug),
    ...Object.fromEntries(Object.entries(user).filter(([, v]) => v)),
  });
}

export function readUser(slug: string): RememberedUser {
  return read<RememberedUser>(slug, "user") ?? {};
}

/** Form field values to prefill from the remembered user. */
export function userPrefill(user: RememberedUser): Record<string, string> {
  const out: Record<string, string> = {};
  if (user.name) out.first_name = user.name;
  if (user.last_name) out.last_name = user.last_name;
  if (user.email) out.email = user.email;
  if (user.phone) out.phone = user.phone;
  if (user.postcode) out.postcode = user.postcode;
  return out;
}

/** The final submit remembers the car for the success page; the per-site success category. */
export function rememberSuccess(slug: string, input: { car: FormCar | null; category: string }): void {
  write(slug, "success_car", input.car);
  write(slug, "success_category", input.category);
}

export function readSuccessCar(slug: string): FormCar | null {
  return read<FormCar>(slug, "success_car");
}

export function readSuccessCategory(slug: string): string | null {
  return read<string>(slug, "success_category");
}
