import { EVENT_IDS } from "@/domain/site/event-catalogue";

/**
 * "Tracking person and vehicle fields" and "Analytics event". Only these fields ever
 * leave for analytics and pixels: building them by picking (never spreading a lead) keeps a
 * shopper's message, address or licence out of third-party tags.
 */

const TRACKING_PERSON_FIELDS = [
  "name",
  "last_name",
  "email",
  "phone",
  "day",
  "month",
  "year",
  "postcode",
  "state",
  "lead_id",
] as const;

export interface TrackingPerson {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  /** Date of birth parts, as a dob field collects them. */
  day?: string;
  month?: string;
  year?: string;
  postcode?: string;
  state?: string;
  lead_id?: number | string;
}

/** The tracking vehicle's currency is AUD, whatever the market. */
const TRACKING_CURRENCY = "AUD";

export interface TrackingVehicle {
  stocknum: string | null;
  price: number | null;
  name: string;
  currency: typeof TRACKING_CURRENCY;
}

type Scalar = string | number | boolean | null | undefined;

/**
 * Picks the person fields from any form data. Empty values are dropped so pixels do not
 * receive blank strings; the email is trimmed and lower-cased because pixel matching hashes
 * it. Everything else is passed as text, trimmed.
 */
export function trackingPerson(data: Readonly<Record<string, unknown>>): TrackingPerson {
  const person: TrackingPerson = {};
  for (const field of TRACKING_PERSON_FIELDS) {
    const value = data[field] as Scalar | object;
    if (value === null || value === undefined || typeof value === "object" || typeof value === "boolean")
      continue;
    if (field === "lead_id") {
      if (value !== "") person.lead_id = value;
      continue;
    }
    const text = String(value).trim();
    if (text === "") continue;
    person[field] = field === "email" ? text.toLowerCase() : text;
  }
  return person;
}

export function trackingVehicle(car: {
  stocknum?: string | null;
  price?: number | null;
  name: string;
}): TrackingVehicle {
  return {
    stocknum: car.stocknum ?? null,
    price: car.price ?? null,
    name: car.name,
    currency: TRACKING_CURRENCY,
  };
}

/** Browser and device facts the client gathers; every field is optional. */
interface DeviceInfo {
  user_agent?: string | null;
  language?: string | null;
  screen_width?: number | null;
  screen_height?: number | null;
  viewport_width?: number | null;
  viewport_height?: number | null;
}

export type DeviceType = "mobile" | "tablet" | "desktop" | "bot";

interface EventProperties {
  browser: string;
  os: string;
  device_type: DeviceType;
  user_agent: string | null;
  language: string | null;
  screen_width: number | null;
  screen_height: number | null;
  viewport_width: number | null;
  viewport_height: number | null;
  car_slug: string | null;
  car_name: string | null;
  /** The split test the visitor has been shown, and its variant, so results group by it. */
  experiment: string | null;
  experiment_variant: string | null;
}

export interface AnalyticsEvent {
  website_slug: string;
  url: string;
  category: string;
  lead_id: number | string | null;
  anon_id: string;
  session_id: string;
  error_message: string | null;
  event_properties: EventProperties;
}

export interface AnalyticsEventInput {
  website_slug: string;
  url: string;
  category: string;
  lead_id?: number | string | null;
  /** The device id stored on the visitor's device. */
  anon_id: string;
  session_id: string;
  error_message?: string | null;
  device?: DeviceInfo;
  car?: { slug: string; name: string } | null;
  /** The split test this device has been shown (domain/site/split-test), if any. */
  experiment?: { name: string; variant: string } | null;
}

/** The body of the POST to the events endpoint: {event: {...}}. */
export function buildAnalyticsEvent(input: AnalyticsEventInput): { event: AnalyticsEvent } {
  const device = input.device ?? {};
  const ua = describeUserAgent(device.user_agent ?? "");
  return {
    event: {
      website_slug: input.website_slug,
      url: input.url,
      category: input.category,
      lead_id: input.lead_id ?? null,
      anon_id: input.anon_id,
      session_id: input.session_id,
      error_message: input.error_message ?? null,
      event_properties: {
        ...ua,
        user_agent: device.user_agent || null,
        language: device.language || null,
        screen_width: device.screen_width ?? null,
        screen_height: device.screen_height ?? null,
        viewport_width: device.viewport_width ?? null,
        viewport_height: device.viewport_height ?? null,
        car_slug: input.car?.slug ?? null,
        car_name: input.car?.name ?? null,
        experiment: input.experiment?.name ?? null,
        experiment_variant: input.experiment?.variant ?? null,
      },
    },
  };
}

/**
 * Coarse browser/OS/device from a user agent: enough to slice reports, not a full parser.
 * Order matters: Edge and Opera UAs also say Chrome, Chrome UAs also say Safari, iPad UAs
 * on iPadOS 13+ claim to be a Mac (callers that know about touch should pass a better UA).
 */
export function describeUserAgent(userAgent: string): {
  browser: string;
  os: string;
  device_type: DeviceType;
} {
  const ua = userAgent;
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser\//.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS\//.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : "Other";
  const os = /Windows NT/.test(ua)
    ? "Windows"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Android/.test(ua)
        ? "Android"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : "Other";
  const device_type: DeviceType = /bot|crawler|spider|crawling/i.test(ua)
    ? "bot"
    : /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))
      ? "tablet"
      : /Mobi|iPhone|iPod/.test(ua)
        ? "mobile"
        : "desktop";
  return { browser, os, device_type };
}

/** A facebook-type pixel event is sent after a 250 ms delay. */
export const PIXEL_EVENT_DELAY_MS = 250;

/** A live-chat customer message within 10 seconds of its timestamp counts. */
const LIVE_CHAT_MESSAGE_WINDOW_MS = 10_000;

/**
 * True when the message is fresh, so replayed history (reopening the chat) is not counted
 * again. The window is inclusive and applies either side of `now`: a chat server's clock a
 * few seconds ahead of the visitor's must not drop a real message. Numbers are epoch ms.
 */
export function liveChatMessageCounts(messageTimestamp: Date | number | string, now: Date): boolean {
  const at =
    messageTimestamp instanceof Date ? messageTimestamp.getTime() : new Date(messageTimestamp).getTime();
  if (Number.isNaN(at)) return false;
  return Math.abs(now.getTime() - at) <= LIVE_CHAT_MESSAGE_WINDOW_MS;
}

/** The first customer message sends event 55 (webchat started), later ones 57. */
export function chatEventFor(
  isFirstMessage: boolean,
): typeof EVENT_IDS.webchat_started | typeof EVENT_IDS.message_sent {
  return isFirstMessage ? EVENT_IDS.webchat_started : EVENT_IDS.message_sent;
}
