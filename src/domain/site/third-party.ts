import type { SiteConfig } from "@/domain/config/site-config";
import { chatEventFor, liveChatMessageCounts } from "@/domain/site/analytics-payload";

/**
 * "Chat and script loading" as data the client islands act on. Every URL and key is
 * the site's configuration: nothing here knows a vendor's address, so a site without a
 * configured URL loads nothing, and demo sites point at local stand-ins.
 */

type AnalyticsScriptId = "tag-manager" | "analytics" | "pixel";

export interface ThirdPartyScript {
  id: AnalyticsScriptId;
  src: string;
}

/**
 * Each analytics id loads its vendor's script from the vendor's documented address,
 * or, on a local platform domain, from the platform's stand-in of it (public/demo-third-party):
 * the same code path with another base URL. `hosts` are the origins the vendor documents for
 * its script and the beacons it sends (Google's and Meta's CSP guidance); the site's CSP allows
 * exactly these while the id is configured, and nothing of them otherwise.
 */
const ANALYTICS_VENDORS: Record<
  AnalyticsScriptId,
  { script: string; standIn: string; idInQuery: boolean; hosts: readonly string[] }
> = {
  "tag-manager": {
    script: "https://www.googletagmanager.com/gtm.js",
    standIn: "/demo-third-party/gtm.js",
    idInQuery: true,
    // A container's usual tag is GA4, whose beacons go to Google Analytics' hosts.
    hosts: [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ],
  },
  analytics: {
    script: "https://www.googletagmanager.com/gtag/js",
    standIn: "/demo-third-party/analytics.js",
    idInQuery: true,
    hosts: [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ],
  },
  pixel: {
    // The pixel id travels in fbq("init", id), not in the script's address.
    script: "https://connect.facebook.net/en_US/fbevents.js",
    standIn: "/demo-third-party/pixel.js",
    idInQuery: false,
    hosts: ["https://connect.facebook.net", "https://www.facebook.com"],
  },
};

/** Where the analytics scripts come from: the vendors, or the platform's local stand-ins. */
export interface ScriptSource {
  /** The platform runs on a local domain (localhost): the stand-ins replace the vendors. */
  local: boolean;
}

type Analytics = SiteConfig["analytics"];

/** Each configured script: an id, or a URL the site sets itself (an override of the vendor's). */
function configuredScripts(analytics: Analytics): Array<[AnalyticsScriptId, string | null, string | null]> {
  return [
    ["tag-manager", analytics.gtm_id, analytics.tag_manager_url],
    ["analytics", analytics.ga_id, analytics.analytics_url],
    ["pixel", analytics.pixel_id, analytics.pixel_url],
  ];
}

/**
 * The tag manager, analytics and pixel scripts to load after the first interaction (or 3 s),
 * in that order: one for each id the site sets (gtm_id, ga_id, pixel_id), from the vendor's
 * documented address (or the local stand-in), or from the site's own URL for it when it sets
 * one. The account id travels as the `id` query parameter where the vendor expects it.
 */
export function analyticsScripts(analytics: Analytics, source: ScriptSource): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  for (const [id, accountId, override] of configuredScripts(analytics)) {
    if (!accountId && !override) continue;
    const vendor = ANALYTICS_VENDORS[id];
    const url = override ?? (source.local ? vendor.standIn : vendor.script);
    const withId = accountId && (override !== null || source.local || vendor.idInQuery);
    scripts.push({ id, src: withId ? withQuery(url, "id", accountId) : url });
  }
  return scripts;
}

/**
 * The origins the site's CSP allows for its analytics: each loaded vendor's documented hosts,
 * or the origin of the site's own URL for it. Stand-ins and site-relative URLs are the site's
 * own ('self') and add nothing.
 */
export function analyticsOrigins(analytics: Analytics, source: ScriptSource): string[] {
  const origins: string[] = [];
  for (const [id, accountId, override] of configuredScripts(analytics)) {
    if (override !== null) {
      const origin = httpOrigin(override);
      if (origin) origins.push(origin);
    } else if (accountId && !source.local) {
      origins.push(...ANALYTICS_VENDORS[id].hosts);
    }
  }
  return origins;
}

function httpOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function withQuery(url: string, key: string, value: string): string {
  const hashAt = url.indexOf("#");
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const sep = base.includes("?") ? "&" : "?";
  return `${base}${sep}${encodeURIComponent(key)}=${encodeURIComponent(value)}${hash}`;
}

/** What the chat island needs: null when the site has no chat (nothing is rendered). */
export interface ChatSettings {
  provider: "text-us" | "live-chat";
  script_url: string;
  key: string | null;
  popup: boolean;
}

export function chatSettings(chat: SiteConfig["chat"]): ChatSettings | null {
  if (chat.provider === "none" || !chat.script_url) return null;
  return { provider: chat.provider, script_url: chat.script_url, key: chat.key, popup: chat.popup };
}

/**
 * The text-us popup appears (3 s after load) unless the dismissed flag
 * (podium-popup-closed) is set. Any stored value counts as set.
 */
export function shouldShowChatPopup(settings: ChatSettings | null, dismissedFlag: string | null): boolean {
  return settings !== null && settings.provider === "text-us" && settings.popup && dismissedFlag === null;
}

export interface ChatMessage {
  author: "customer" | "agent";
  /** Epoch ms or ISO text, as the chat widget reports it. */
  timestamp: number | string;
}

/**
 * A customer message within 10 s of its timestamp counts; the first counted message
 * sends event 55 and later ones 57. Agent messages and replayed history count for nothing.
 */
export function countChatMessage(
  countedSoFar: number,
  message: ChatMessage,
  now: Date,
): { counted: number; eventId: 55 | 57 | null } {
  if (message.author !== "customer" || !liveChatMessageCounts(message.timestamp, now)) {
    return { counted: countedSoFar, eventId: null };
  }
  return { counted: countedSoFar + 1, eventId: chatEventFor(countedSoFar === 0) };
}
