import type { SiteConfig } from "@/domain/config/site-config";
import { chatEventFor, liveChatMessageCounts } from "@/domain/site/analytics-payload";

/**
 * SPEC 4 "Chat and script loading" as data the client islands act on. Every URL and key is
 * the site's configuration: nothing here knows a vendor's address, so a site without a
 * configured URL loads nothing, and demo sites point at local stand-ins.
 */

type AnalyticsScriptId = "tag-manager" | "analytics" | "pixel";

export interface ThirdPartyScript {
  id: AnalyticsScriptId;
  src: string;
}

/**
 * The tag manager, analytics and pixel scripts to load after the first interaction (or 3 s),
 * in that order. The account id travels as the `id` query parameter, as the vendors expect.
 */
export function analyticsScripts(analytics: SiteConfig["analytics"]): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  const add = (id: AnalyticsScriptId, url: string | null, accountId: string | null) => {
    if (!url) return;
    scripts.push({ id, src: accountId ? withQuery(url, "id", accountId) : url });
  };
  add("tag-manager", analytics.tag_manager_url, analytics.gtm_id);
  add("analytics", analytics.analytics_url, analytics.ga_id);
  add("pixel", analytics.pixel_url, analytics.pixel_id);
  return scripts;
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
 * SPEC 4: the text-us popup appears (3 s after load) unless the dismissed flag
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
 * SPEC 4: a customer message within 10 s of its timestamp counts; the first counted message
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
