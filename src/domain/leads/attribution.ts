/**
 * Ad click attribution: where a shopper came from, kept on the device with
 * the tracking data ("Tracking storage") and sent with every lead, so the dealer can
 * tell which campaign paid for an enquiry.
 *
 * The device keeps two touches, each a visit's arrival: the first (the earliest still inside
 * 90 days) and the last. An arrival is a page loaded from outside the site (another site, a
 * search engine, an ad, a bookmark) or any page whose address carries a click id or UTM
 * value. A direct arrival (no referrer, nothing in the address) never replaces a known last
 * touch, so a shopper who clicks an ad and comes back from a bookmark is still the ad's.
 *
 * This module is shared by the browser (recording, no zod: it runs on every page) and the
 * server (cleaning what was sent and deriving the source). The body's bounds are
 * `attributionBodySchema` in lead-body-schema.ts.
 */

import { withoutLeadToken } from "@/domain/leads/no-script-steps";

export const CLICK_ID_PARAMS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const;
type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];
export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
type UtmParam = (typeof UTM_PARAMS)[number];

/** A touch is forgotten 90 days after its arrival. */
const ATTRIBUTION_MAX_AGE_DAYS = 90;
/** Click ids are opaque tokens of URL-safe characters; Google's run to about 100. */
export const MAX_CLICK_ID_LENGTH = 256;
export const MAX_UTM_LENGTH = 200;
export const MAX_LANDING_PAGE_LENGTH = 500;
/** The longest host name DNS allows, plus a port. */
export const MAX_REFERRER_LENGTH = 259;
/** A touch's time may be this far ahead of the server's clock (a device clock running fast). */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One arrival on the site. */
export interface Touch {
  /** ISO time of the arrival. */
  at: string;
  /** The path and query the shopper arrived at (null when it could not be kept). */
  landing_page: string | null;
  /** The host of the page that sent the shopper (never its path or query), or null. */
  referrer: string | null;
  click_ids: Partial<Record<ClickIdParam, string>>;
  utm: Partial<Record<UtmParam, string>>;
}

/** What the device keeps, and what the browser sends with a lead. */
export interface DeviceAttribution {
  first_touch: Touch | null;
  last_touch: Touch | null;
}

type SourceType = "paid" | "organic" | "referral" | "direct";
type AdNetwork = "Google Ads" | "Microsoft Advertising" | "Meta";

/** The lead's source, derived on the server from its last touch (last-click attribution). */
export interface LeadSource {
  type: SourceType;
  /** The ad or social network the evidence points to, when there is one. */
  network: AdNetwork | null;
  /** The evidence: the click id's name, the UTM medium and source, or the referrer's host. */
  detail: string | null;
}

/** The lead payload's `attribution` (stored, emailed, in ADF and webhooks). */
export interface LeadAttribution extends DeviceAttribution {
  source: LeadSource;
}

function emptyAttribution(): DeviceAttribution {
  return { first_touch: null, last_touch: null };
}

// ---------------------------------------------------------------------------------------
// Cleaning: a value that is not what it claims to be is dropped, never repaired, so the
// dealer never sees a half-true click id. The same rules run on the device and the server.

const CLICK_ID = new RegExp(`^[A-Za-z0-9._~-]{1,${MAX_CLICK_ID_LENGTH}}$`);
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A click id: 1 to 256 URL-safe characters, else nothing. */
export function cleanClickId(value: unknown): string | null {
  return typeof value === "string" && CLICK_ID.test(value) ? value : null;
}

/** A UTM value: free text, without control characters, trimmed, 1 to 200 characters, else nothing. */
export function cleanUtmValue(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(CONTROLS, " ").replace(/\s+/g, " ").trim();
  return text !== "" && text.length <= MAX_UTM_LENGTH ? text : null;
}

/** A referrer host: a lower-case host name (and port), else nothing. */
export function cleanReferrer(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_REFERRER_LENGTH) return null;
  const host = value.toLowerCase();
  return HOST.test(host) ? host : null;
}

/** A landing page: a same-site path with its query (no scheme, host, space or control), else nothing. */
export function cleanLandingPage(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LANDING_PAGE_LENGTH) return null;
  const page = withoutLeadToken(value);
  return /^\/(?![/\\])[^\s\\]*$/.test(page) && !HAS_CONTROL.test(page) ? page : null;
}

function pick<K extends string>(
  keys: readonly K[],
  source: unknown,
  clean: (value: unknown) => string | null,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (typeof source !== "object" || source === null) return out;
  for (const key of keys) {
    const value = clean((source as Record<string, unknown>)[key]);
    if (value !== null) out[key] = value;
  }
  return out;
}

/** A touch as it may be trusted: each value cleaned, the time readable. Null when it has no time. */
function cleanTouch(raw: unknown): Touch | null {
  if (typeof raw !== "object" || raw === null) return null;
  const touch = raw as Record<string, unknown>;
  const at = typeof touch.at === "string" ? Date.parse(touch.at) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return {
    at: new Date(at).toISOString(),
    landing_page: cleanLandingPage(touch.landing_page),
    referrer: cleanReferrer(touch.referrer),
    click_ids: pick(CLICK_ID_PARAMS, touch.click_ids, cleanClickId),
    utm: pick(UTM_PARAMS, touch.utm, cleanUtmValue),
  };
}

function within(touch: Touch | null, now: Date): Touch | null {
  if (touch === null) return null;
  const age = now.getTime() - Date.parse(touch.at);
  return age <= ATTRIBUTION_MAX_AGE_DAYS * DAY_MS && age >= -CLOCK_SKEW_MS ? touch : null;
}

/** The stored attribution as it may be used now: each touch cleaned, those past 90 days gone. */
export function currentAttribution(raw: unknown, now: Date): DeviceAttribution {
  if (typeof raw !== "object" || raw === null) return emptyAttribution();
  const stored = raw as Record<string, unknown>;
  return {
    first_touch: within(cleanTouch(stored.first_touch), now),
    last_touch: within(cleanTouch(stored.last_touch), now),
  };
}

// ---------------------------------------------------------------------------------------
// Recording on the device

/** The path and query of a URL, within the landing page's bound (the query is dropped if need be). */
function landingPageOf(url: URL): string | null {
  return cleanLandingPage(`${url.pathname}${url.search}`) ?? cleanLandingPage(url.pathname);
}

function campaignOf(query: URLSearchParams): Pick<Touch, "click_ids" | "utm"> {
  const read = (key: string) => query.get(key);
  return {
    click_ids: pick(
      CLICK_ID_PARAMS,
      Object.fromEntries(CLICK_ID_PARAMS.map((k) => [k, read(k)])),
      cleanClickId,
    ),
    utm: pick(UTM_PARAMS, Object.fromEntries(UTM_PARAMS.map((k) => [k, read(k)])), cleanUtmValue),
  };
}

function hasCampaign(touch: Pick<Touch, "click_ids" | "utm">): boolean {
  return Object.keys(touch.click_ids).length > 0 || Object.keys(touch.utm).length > 0;
}

/**
 * The touch a page view makes, or null when it is not an arrival: a page reached from
 * another page of the site (`referrer` on the site's own host) without a click id or UTM
 * value in its address. `loaded` says whether the page was loaded by the browser (its
 * referrer is then where the shopper came from) rather than reached inside the site.
 */
export function arrivalTouch(input: {
  url: string;
  /** document.referrer: the full URL of the page before, or "". */
  referrer: string;
  /** The site's host (location.host): a referrer there is the site itself. */
  host: string;
  loaded: boolean;
  now: Date;
}): Touch | null {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return null;
  }
  const campaign = campaignOf(url.searchParams);
  let referrer: string | null = null;
  try {
    referrer = input.referrer ? cleanReferrer(new URL(input.referrer).host) : null;
  } catch {
    referrer = null;
  }
  const internal = referrer !== null && referrer === input.host.toLowerCase();
  if (!hasCampaign(campaign) && (!input.loaded || internal)) return null;
  return {
    at: input.now.toISOString(),
    landing_page: landingPageOf(url),
    referrer: internal ? null : referrer,
    ...campaign,
  };
}

function isDirect(touch: Touch): boolean {
  return touch.referrer === null && !hasCampaign(touch);
}

/**
 * Records an arrival: the first touch is kept (until it is 90 days old), the last touch
 * becomes this one, except that a direct arrival leaves a known last touch in place.
 */
export function recordTouch(stored: unknown, touch: Touch, now: Date): DeviceAttribution {
  const current = currentAttribution(stored, now);
  return {
    first_touch: current.first_touch ?? touch,
    last_touch: isDirect(touch) && current.last_touch !== null ? current.last_touch : touch,
  };
}

/**
 * Without JavaScript nothing is kept on the device: the one touch a form post can carry is
 * the address of the page the form was on (its Referer), when it holds a click id or UTM
 * value. Null otherwise.
 */
export function formPageTouch(pageUrl: string, now: Date): Touch | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  const campaign = campaignOf(url.searchParams);
  if (!hasCampaign(campaign)) return null;
  return { at: now.toISOString(), landing_page: landingPageOf(url), referrer: null, ...campaign };
}

// ---------------------------------------------------------------------------------------
// The source (server side)

const GOOGLE_CLICK_IDS: readonly ClickIdParam[] = ["gclid", "gbraid", "wbraid"];
/** UTM mediums that mean the click was paid for (GA4's paid channels use the same words). */
const PAID_MEDIUM =
  /^(cpc|ppc|cpm|cpv|cpa|paid|paid[ _-]?(search|social|media|ads?)|display|banner|retargeting|remarketing)$/i;
const ORGANIC_MEDIUM = /^organic$/i;
const SEARCH_ENGINE =
  /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.[a-z.]+|ecosia\.org|baidu\.com|yandex\.[a-z.]+|search\.brave\.com)(:\d+)?$/;
const META_HOST = /(^|\.)(facebook\.com|instagram\.com|fb\.com|messenger\.com)(:\d+)?$/;

function networkOfUtmSource(source: string | undefined): AdNetwork | null {
  const s = source?.toLowerCase() ?? "";
  if (/^(google|adwords|google[ _-]?ads)$/.test(s)) return "Google Ads";
  if (/^(bing|microsoft|msn)/.test(s)) return "Microsoft Advertising";
  if (/^(facebook|fb|instagram|ig|meta)$/.test(s)) return "Meta";
  return null;
}

/**
 * Where a lead came from, by its last touch:
 * - a Google click id (gclid, gbraid, wbraid) is paid, Google Ads; msclkid is paid,
 *   Microsoft Advertising;
 * - a paid UTM medium (cpc, ppc, paid_social, display …) is paid, on the network its
 *   utm_source names (or the fbclid's Meta);
 * - fbclid alone is a referral from Meta: Facebook and Instagram add it to every link, ads or not;
 * - utm_medium=organic is organic; any other UTM tag is a referral (an email, a partner);
 * - with no tag, a search engine's referrer is organic, another site's a referral;
 * - nothing at all is direct.
 */
export function deriveSource(touch: Touch | null): LeadSource {
  if (touch === null) return { type: "direct", network: null, detail: null };
  const ids = touch.click_ids;
  const google = GOOGLE_CLICK_IDS.find((id) => ids[id] !== undefined);
  if (google) return { type: "paid", network: "Google Ads", detail: google };
  if (ids.msclkid !== undefined) return { type: "paid", network: "Microsoft Advertising", detail: "msclkid" };
  const { utm_source: source, utm_medium: medium } = touch.utm;
  const tagged = [source, medium].filter((v) => v !== undefined).join(" / ") || null;
  if (medium !== undefined && PAID_MEDIUM.test(medium)) {
    return {
      type: "paid",
      network: networkOfUtmSource(source) ?? (ids.fbclid !== undefined ? "Meta" : null),
      detail: tagged,
    };
  }
  if (ids.fbclid !== undefined) return { type: "referral", network: "Meta", detail: "fbclid" };
  if (medium !== undefined && ORGANIC_MEDIUM.test(medium)) {
    return { type: "organic", network: null, detail: tagged };
  }
  if (tagged !== null) return { type: "referral", network: networkOfUtmSource(source), detail: tagged };
  if (touch.referrer !== null) {
    if (SEARCH_ENGINE.test(touch.referrer)) return { type: "organic", network: null, detail: touch.referrer };
    return {
      type: "referral",
      network: META_HOST.test(touch.referrer) ? "Meta" : null,
      detail: touch.referrer,
    };
  }
  return { type: "direct", network: null, detail: null };
}

/**
 * The attribution a lead is stored and delivered with: what the browser sent (already held to
 * its bounds by attributionBodySchema), each value cleaned, touches outside the 90 days (or
 * dated ahead of the clock) dropped, and the source derived from the last touch.
 */
export function leadAttribution(sent: unknown, now: Date): LeadAttribution {
  const { first_touch, last_touch } = currentAttribution(sent, now);
  return { first_touch, last_touch, source: deriveSource(last_touch ?? first_touch) };
}

/** A stored lead's attribution, or null when it has none (older leads, other intakes). */
export function readLeadAttribution(value: unknown): LeadAttribution | null {
  if (typeof value !== "object" || value === null) return null;
  const stored = value as Record<string, unknown>;
  const first = cleanTouch(stored.first_touch);
  const last = cleanTouch(stored.last_touch);
  return { first_touch: first, last_touch: last, source: deriveSource(last ?? first) };
}

// ---------------------------------------------------------------------------------------
// Words for people (the dealer's email, the ADF comments)

const TYPE_LABEL: Record<SourceType, string> = {
  paid: "Paid",
  organic: "Organic search",
  referral: "Referral",
  direct: "Direct",
};

/** "Paid: Google Ads (gclid)", "Organic search (www.google.com)", "Referral (news.example)", "Direct". */
export function sourceLabel(source: LeadSource): string {
  const network = source.network === null ? "" : `: ${source.network}`;
  const detail = source.detail === null ? "" : ` (${source.detail})`;
  return `${TYPE_LABEL[source.type]}${network}${detail}`;
}

function when(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

function pairs(values: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
}

function touchLines(touch: Touch): string[] {
  const lines: string[] = [];
  const ids = pairs(touch.click_ids);
  const utm = pairs(touch.utm);
  if (ids) lines.push(`Click id: ${ids}`);
  if (utm) lines.push(`Campaign: ${utm}`);
  if (touch.referrer) lines.push(`Referrer: ${touch.referrer}`);
  lines.push(`Landing page: ${touch.landing_page ?? "(not kept)"}, ${when(touch.at)}`);
  return lines;
}

/**
 * The "Where this lead came from" section of the dealer's email (and the ADF comments): the
 * source, then the last touch's click id, campaign, referrer and landing page, and the first
 * visit when it was another one. Empty for a lead without attribution.
 */
export function attributionLines(attribution: LeadAttribution | null): string[] {
  if (attribution === null) return [];
  const { first_touch: first, last_touch: last, source } = attribution;
  const lines = ["Where this lead came from:", `Source: ${sourceLabel(source)}`];
  const latest = last ?? first;
  if (latest !== null) lines.push(...touchLines(latest));
  if (first !== null && latest !== null && first.at !== latest.at) {
    lines.push(
      `First visit: ${sourceLabel(deriveSource(first))}, ${first.landing_page ?? "(not kept)"}, ${when(first.at)}`,
    );
  }
  return lines;
}
