import {
  buildAnalyticsEvent,
  PIXEL_EVENT_DELAY_MS,
  type TrackingPerson,
  type TrackingVehicle,
  trackingPerson,
  trackingVehicle,
} from "@/domain/site/analytics-payload";
import {
  EVENT_IDS,
  EVENT_LABELS,
  type EventId,
  type EventKey,
  type STEP_EVENT_ID,
} from "@/domain/site/event-catalogue";
import { readSiteClientConfig } from "@/features/analytics/site-client-config";
import { type SplitTestAssignment, shownSplitTest } from "@/features/analytics/split-test-assignment";
import { deviceId, sessionId } from "@/features/analytics/visitor-ids";

/**
 * The client side "Event ids" and "Tracking events are also pushed to a
 * data layer and a pixel": one call per event, and this module decides where it goes.
 * - window.dataLayer: at once (the tag manager reads it whenever it loads);
 * - the pixel: 250 ms later, through fbq (queued until the pixel script has loaded);
 * - the events endpoint: the Analytics event, only on sites that enable it.
 * Nothing here ever throws into the caller: failures are logged and swallowed.
 */

export type StepEventId = `${typeof STEP_EVENT_ID}_${number}`;

export interface TrackProps {
  /** Any form data: only the person fields are picked from it. */
  person?: Readonly<Record<string, unknown>>;
  /**
   * The car the event is about: stocknum, price and name are sent, with currency AUD. The
   * price is in cents, as stored; the data layer and pixel get dollars.
   */
  vehicle?: { stocknum?: string | null; price?: number | null; name: string; slug?: string } | null;
  /** A label such as New Car / Used Car for click to call. */
  label?: string;
  lead_id?: number | string | null;
  error_message?: string | null;
  /** Other plain values, passed to the data layer as they are. */
  [key: string]: unknown;
}

export interface DataLayerEvent {
  event: string;
  event_id: EventId | StepEventId;
  event_name: string;
  person?: TrackingPerson;
  vehicle?: TrackingVehicle;
  [key: string]: unknown;
}

type FbqFunction = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...a: unknown[]) => void;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: FbqFunction;
    _fbq?: FbqFunction;
  }
}

const KEY_BY_ID = new Map<number, EventKey>(
  (Object.entries(EVENT_IDS) as [EventKey, number][]).map(([key, id]) => [id, key]),
);

export function eventName(eventId: EventId | StepEventId): string {
  if (typeof eventId === "string") return `${EVENT_LABELS.next_step} ${eventId.split("_")[1]}`;
  const key = KEY_BY_ID.get(eventId);
  return key ? EVENT_LABELS[key] : String(eventId);
}

/** The event as the data layer receives it: person and vehicle reduced to the fields. */
export function dataLayerEvent(eventId: EventId | StepEventId, props: TrackProps = {}): DataLayerEvent {
  const { person, vehicle, ...rest } = props;
  const entry: DataLayerEvent = {
    event: `forecourt_${String(eventId)}`,
    event_id: eventId,
    event_name: eventName(eventId),
    ...plainValues(rest),
  };
  if (person) entry.person = trackingPerson(person);
  if (vehicle) {
    entry.vehicle = trackingVehicle({
      ...vehicle,
      price: vehicle.price == null ? null : vehicle.price / 100,
    });
  }
  return entry;
}

function plainValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || typeof value === "function") continue;
    out[key] = value;
  }
  return out;
}

/**
 * The Facebook-style queue stub: calls made before the pixel script loads are kept in
 * fbq.queue and replayed by the script. Defining it requests nothing.
 */
export function ensurePixelQueue(): FbqFunction {
  if (window.fbq) return window.fbq;
  const fbq: FbqFunction = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else {
      fbq.queue ??= [];
      fbq.queue.push(args);
    }
  };
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

export function track(eventId: EventId | StepEventId, props: TrackProps = {}): void {
  if (typeof window === "undefined") return;
  let entry: DataLayerEvent;
  let experiment: SplitTestAssignment | null = null;
  try {
    // Once a device has been shown a split test, its events say which variant it saw.
    experiment = shownSplitTest();
    entry = dataLayerEvent(eventId, { ...experiment, ...props });
    window.dataLayer ??= [];
    window.dataLayer.push(entry);
  } catch (error) {
    console.warn("analytics: data layer push failed", error);
    return;
  }
  const config = readSiteClientConfig();
  if (config?.pixel) {
    setTimeout(() => {
      try {
        ensurePixelQueue()("trackCustom", entry.event_name, {
          event_id: entry.event_id,
          ...(entry.vehicle && {
            value: entry.vehicle.price,
            currency: entry.vehicle.currency,
            content_name: entry.vehicle.name,
          }),
        });
      } catch (error) {
        console.warn("analytics: pixel event failed", error);
      }
    }, PIXEL_EVENT_DELAY_MS);
  }
  if (config?.events_endpoint) void sendAnalyticsEvent(entry, props, config.website_slug, experiment);
}

async function sendAnalyticsEvent(
  entry: DataLayerEvent,
  props: TrackProps,
  website_slug: string,
  experiment: SplitTestAssignment | null,
) {
  try {
    const body = buildAnalyticsEvent({
      website_slug,
      url: window.location.href,
      category: entry.event_name,
      lead_id: props.lead_id ?? null,
      anon_id: deviceId(),
      session_id: sessionId(),
      error_message: props.error_message ?? null,
      device: {
        user_agent: navigator.userAgent,
        language: navigator.language,
        screen_width: window.screen?.width ?? null,
        screen_height: window.screen?.height ?? null,
        viewport_width: window.innerWidth,
        viewport_height: window.innerHeight,
      },
      car: props.vehicle?.slug ? { slug: props.vehicle.slug, name: props.vehicle.name } : null,
      experiment: experiment && { name: experiment.experiment, variant: experiment.experiment_variant },
    });
    const response = await fetch("/api/events", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (!response.ok) console.warn(`analytics: events endpoint answered ${response.status}`);
  } catch (error) {
    console.warn("analytics: events endpoint failed", error);
  }
}
