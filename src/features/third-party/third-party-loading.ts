import type { ThirdPartyScript } from "@/domain/site/third-party";
import { FIRST_INTERACTION_EVENTS, THIRD_PARTY_SCRIPT_FALLBACK_MS } from "@/domain/site/timings";
import { readSiteClientConfig } from "@/features/analytics/site-client-config";
import { ensurePixelQueue } from "@/features/analytics/track";
import { loadScript } from "@/features/third-party/load-script";

/**
 * The analytics scripts' loading rules and the consent banner's, as plain functions (no React):
 * Next's site layout runs them through the AnalyticsScripts island, Astro's SiteLayout from the
 * shell's one script module (features/analytics/shell-trackers.ts), so both renderers follow
 * the same rules (docs/decisions/020-astro-islands.md).
 */

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export interface ThirdPartyScriptsSettings {
  scripts: ThirdPartyScript[];
  gaId: string | null;
  pixelId: string | null;
}

export type ConsentChoice = "granted" | "denied";

/** The attribute each of the consent banner's buttons carries: the answer it gives (consent-banner.tsx). */
export const CONSENT_ANSWER_ATTRIBUTE = "data-consent-answer";

/** Where the shopper's answer to the consent banner is kept (this device, this site). */
const CONSENT_STORAGE_KEY = "forecourt-analytics-consent";

/** Google's consent mode v2 signals: every kind of storage, denied until the shopper accepts. */
const CONSENT_TYPES = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;
const consentState = (value: "denied" | "granted") =>
  Object.fromEntries(CONSENT_TYPES.map((type) => [type, value]));

/** Google's in-page gtag queue: commands pushed to the data layer as arguments objects. */
function gtagQueue(): (...args: unknown[]) => void {
  if (window.gtag) return window.gtag;
  window.dataLayer ??= [];
  const layer = window.dataLayer;
  window.gtag = function gtag() {
    // gtag reads the arguments object itself, as Google's snippet pushes it.
    // biome-ignore lint/complexity/noArguments: the vendor protocol is the arguments object.
    layer.push(arguments);
  };
  return window.gtag;
}

function storedChoice(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function storeChoice(value: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/** Adds the scripts, with the queue calls each vendor's snippet makes before its script. */
function loadAll({ scripts, gaId, pixelId }: ThirdPartyScriptsSettings) {
  window.dataLayer ??= [];
  for (const script of scripts) {
    if (script.id === "tag-manager") window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    if (script.id === "analytics") {
      const gtag = gtagQueue();
      gtag("js", new Date());
      if (gaId) gtag("config", gaId);
    }
    if (script.id === "pixel") {
      const fbq = ensurePixelQueue();
      if (pixelId) fbq("init", pixelId);
      fbq("track", "PageView");
    }
    loadScript(script.src, { "data-forecourt-script": script.id }).catch((error: unknown) =>
      console.warn(`third-party: ${script.id} script failed to load`, error),
    );
  }
}

/** Loads the scripts on the first scroll, click, touch or key, or after 3 s; returns the cancel. */
function loadDeferred(settings: ThirdPartyScriptsSettings): () => void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const trigger = () => {
    if (done) return;
    done = true;
    cleanup();
    loadAll(settings);
  };
  const timer = setTimeout(trigger, THIRD_PARTY_SCRIPT_FALLBACK_MS);
  const cleanup = () => {
    done = true;
    clearTimeout(timer);
    for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, trigger, options);
  };
  for (const type of FIRST_INTERACTION_EVENTS) window.addEventListener(type, trigger, options);
  return cleanup;
}

/**
 * The tag manager, analytics and pixel scripts load after the first scroll, click,
 * touch or key, or after 3 s, whichever comes first; nothing is requested before that. The
 * queues they read (dataLayer, gtag, fbq) are plain in-page stubs, so events tracked earlier
 * are delivered once the scripts arrive.
 *
 * Consent banner (the site client config's `analytics_consent: "banner"`): Google's consent
 * mode default (all denied) is queued first, and no script loads until the shopper accepts.
 * A stored "granted" queues the update and loads as above; with no stored answer
 * `askForConsent` is called with the function that takes the shopper's answer: it is stored,
 * and accepting queues the update (granted) and loads the scripts at once (the click was the
 * interaction). Declining loads nothing, then or later.
 *
 * Returns the function that stops a deferred load still waiting (an unmounted island).
 */
export function startThirdPartyScripts(
  settings: ThirdPartyScriptsSettings,
  askForConsent: (answer: (choice: ConsentChoice) => void) => void,
): () => void {
  if (settings.scripts.length === 0) return () => {};
  if (readSiteClientConfig()?.analytics_consent !== "banner") return loadDeferred(settings);
  const gtag = gtagQueue();
  gtag("consent", "default", { ...consentState("denied"), wait_for_update: 500 });
  const choice = storedChoice();
  if (choice === "granted") {
    gtag("consent", "update", consentState("granted"));
    return loadDeferred(settings);
  }
  let stopped = false;
  if (choice === null) {
    let answered = false;
    askForConsent((answer) => {
      if (answered || stopped) return;
      answered = true;
      storeChoice(answer);
      if (answer === "granted") {
        gtagQueue()("consent", "update", consentState("granted"));
        loadAll(settings);
      }
    });
  }
  return () => {
    stopped = true;
  };
}
