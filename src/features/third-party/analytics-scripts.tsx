"use client";

import { useEffect, useState } from "react";
import type { ThirdPartyScript } from "@/domain/site/third-party";
import { FIRST_INTERACTION_EVENTS, THIRD_PARTY_SCRIPT_FALLBACK_MS } from "@/domain/site/timings";
import { readSiteClientConfig } from "@/features/analytics/site-client-config";
import { ensurePixelQueue } from "@/features/analytics/track";
import { loadScript } from "@/features/third-party/load-script";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

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

function storedChoice(): "granted" | "denied" | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function storeChoice(value: "granted" | "denied") {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/** Adds the scripts, with the queue calls each vendor's snippet makes before its script. */
function loadAll(scripts: ThirdPartyScript[], gaId: string | null, pixelId: string | null) {
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

/**
 * The tag manager, analytics and pixel scripts load after the first scroll, click,
 * touch or key, or after 3 s, whichever comes first; nothing is requested before that. The
 * queues they read (dataLayer, gtag, fbq) are plain in-page stubs, so events tracked earlier
 * are delivered once the scripts arrive.
 *
 * Consent "banner": Google's consent mode default (all denied) is queued first, and
 * no script loads until the shopper accepts; accepting queues the update (granted) and loads
 * them at once (the click was the interaction). Declining loads nothing, then or later.
 */
export function AnalyticsScripts({
  scripts,
  gaId,
  pixelId,
}: {
  scripts: ThirdPartyScript[];
  gaId: string | null;
  pixelId: string | null;
}) {
  // "deferred": on the first interaction or after 3 s; "now": at once; "held": not (yet).
  const [loading, setLoading] = useState<"held" | "deferred" | "now">("held");
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (scripts.length === 0) return;
    if (readSiteClientConfig()?.analytics_consent !== "banner") {
      setLoading("deferred");
      return;
    }
    const gtag = gtagQueue();
    gtag("consent", "default", { ...consentState("denied"), wait_for_update: 500 });
    const choice = storedChoice();
    if (choice === "granted") {
      gtag("consent", "update", consentState("granted"));
      setLoading("deferred");
    } else if (choice === null) setAsking(true);
  }, [scripts]);

  useEffect(() => {
    if (scripts.length === 0 || loading === "held") return;
    if (loading === "now") {
      loadAll(scripts, gaId, pixelId);
      return;
    }
    let done = false;
    const options = { capture: true, passive: true } as const;
    const trigger = () => {
      if (done) return;
      done = true;
      cleanup();
      loadAll(scripts, gaId, pixelId);
    };
    const timer = setTimeout(trigger, THIRD_PARTY_SCRIPT_FALLBACK_MS);
    const cleanup = () => {
      clearTimeout(timer);
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, trigger, options);
    };
    for (const type of FIRST_INTERACTION_EVENTS) window.addEventListener(type, trigger, options);
    return cleanup;
  }, [scripts, gaId, pixelId, loading]);

  if (!asking) return null;
  const answer = (choice: "granted" | "denied") => {
    storeChoice(choice);
    setAsking(false);
    if (choice === "granted") {
      gtagQueue()("consent", "update", consentState("granted"));
      setLoading("now");
    }
  };
  return (
    <section
      aria-label="Cookie consent"
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white shadow-lg"
    >
      <div className="container-site flex flex-wrap items-center gap-3 py-3">
        <p className="min-w-60 flex-1 text-sm">
          We would like to use analytics and advertising cookies to understand how the site is used and to
          show you relevant ads. Nothing is set until you accept.
        </p>
        <button type="button" className="btn-outline" onClick={() => answer("denied")}>
          Decline
        </button>
        <button type="button" className="btn-brand" onClick={() => answer("granted")}>
          Accept
        </button>
      </div>
    </section>
  );
}
