import { describe, expect, test } from "vitest";
import { parseSiteConfig } from "@/domain/config/site-config";
import {
  analyticsScripts,
  type ChatSettings,
  chatSettings,
  countChatMessage,
  shouldShowChatPopup,
} from "@/domain/site/third-party";

const analytics = (over: Record<string, unknown>) => parseSiteConfig({ analytics: over }).analytics;
const chat = (over: Record<string, unknown>) => parseSiteConfig({ chat: over }).chat;

describe("analyticsScripts: each analytics id loads its vendor's script", () => {
  const vendors = { local: false };
  const local = { local: true };
  test.each<[string, Record<string, unknown>, { local: boolean }, { id: string; src: string }[]]>([
    ["nothing configured loads nothing", {}, vendors, []],
    [
      "each id loads from its documented host, in order: Tag Manager, GA4 (gtag), the Meta pixel",
      { pixel_id: "1234", ga_id: "G-ABC", gtm_id: "GTM-X1" },
      vendors,
      [
        { id: "tag-manager", src: "https://www.googletagmanager.com/gtm.js?id=GTM-X1" },
        { id: "analytics", src: "https://www.googletagmanager.com/gtag/js?id=G-ABC" },
        // The pixel's id goes in fbq("init"), not in its address.
        { id: "pixel", src: "https://connect.facebook.net/en_US/fbevents.js" },
      ],
    ],
    [
      "on a local platform domain the same ids load the stand-ins",
      { pixel_id: "1234", ga_id: "G-ABC", gtm_id: "GTM-X1" },
      local,
      [
        { id: "tag-manager", src: "/demo-third-party/gtm.js?id=GTM-X1" },
        { id: "analytics", src: "/demo-third-party/analytics.js?id=G-ABC" },
        { id: "pixel", src: "/demo-third-party/pixel.js?id=1234" },
      ],
    ],
    [
      "only the ids a site sets",
      { gtm_id: "GTM-ONLY" },
      vendors,
      [{ id: "tag-manager", src: "https://www.googletagmanager.com/gtm.js?id=GTM-ONLY" }],
    ],
    [
      "a site's own URL for a script replaces the vendor's, with the id",
      { analytics_url: "https://analytics.example/gtag/js", ga_id: "G-ABC" },
      vendors,
      [{ id: "analytics", src: "https://analytics.example/gtag/js?id=G-ABC" }],
    ],
    [
      "a URL without an id is loaded as it is",
      { tag_manager_url: "/gtm.js" },
      vendors,
      [{ id: "tag-manager", src: "/gtm.js" }],
    ],
    [
      "an existing query string and hash are kept",
      { tag_manager_url: "/gtm.js?l=dl#x", gtm_id: "GTM A" },
      vendors,
      [{ id: "tag-manager", src: "/gtm.js?l=dl&id=GTM%20A#x" }],
    ],
  ])("%s", (_case, config, source, expected) => {
    expect(analyticsScripts(analytics(config), source)).toEqual(expected);
  });
});

describe("chatSettings: a site has chat only with a provider and a script URL", () => {
  test.each<[Record<string, unknown>, ChatSettings | null]>([
    [{}, null],
    [{ provider: "text-us" }, null],
    [{ provider: "none", script_url: "/chat.js" }, null],
    [
      { provider: "text-us", script_url: "/chat.js", key: "k", popup: true },
      { provider: "text-us", script_url: "/chat.js", key: "k", popup: true },
    ],
    [
      { provider: "live-chat", script_url: "/chat.js" },
      { provider: "live-chat", script_url: "/chat.js", key: null, popup: false },
    ],
  ])("%o → %o", (config, expected) => {
    expect(chatSettings(chat(config))).toEqual(expected);
  });
});

describe("shouldShowChatPopup: SPEC 4 'the text-us popup appears 3 seconds after load unless the dismissed flag is set'", () => {
  const textUs: ChatSettings = { provider: "text-us", script_url: "/chat.js", key: null, popup: true };
  test.each<[string, ChatSettings | null, string | null, boolean]>([
    ["text-us with the popup on, never dismissed", textUs, null, true],
    ["dismissed (podium-popup-closed set)", textUs, "true", false],
    ["any stored value counts as dismissed", textUs, "", false],
    ["the popup is off for the site", { ...textUs, popup: false }, null, false],
    ["live chat has no text-us popup", { ...textUs, provider: "live-chat" }, null, false],
    ["no chat", null, null, false],
  ])("%s → %s", (_case, settings, flag, expected) => {
    expect(shouldShowChatPopup(settings, flag)).toBe(expected);
  });
});

describe("countChatMessage: SPEC 4 'within 10 s of its timestamp counts; first 55, later 57'", () => {
  const now = new Date("2026-03-02T10:00:00Z");
  const at = (offsetMs: number) => now.getTime() + offsetMs;
  test.each<
    [string, number, "customer" | "agent", number | string, { counted: number; eventId: 55 | 57 | null }]
  >([
    ["the first customer message → 55", 0, "customer", at(-2_000), { counted: 1, eventId: 55 }],
    ["a later one → 57", 1, "customer", at(-500), { counted: 2, eventId: 57 }],
    ["exactly 10 s old still counts", 0, "customer", at(-10_000), { counted: 1, eventId: 55 }],
    ["10.001 s old is replayed history", 0, "customer", at(-10_001), { counted: 0, eventId: null }],
    ["an agent's message never counts", 0, "agent", at(0), { counted: 0, eventId: null }],
    [
      "ISO timestamps work too",
      3,
      "customer",
      new Date(at(-1_000)).toISOString(),
      { counted: 4, eventId: 57 },
    ],
    ["an unreadable timestamp does not count", 0, "customer", "yesterday", { counted: 0, eventId: null }],
  ])("%s", (_case, sofar, author, timestamp, expected) => {
    expect(countChatMessage(sofar, { author, timestamp }, now)).toEqual(expected);
  });
});
