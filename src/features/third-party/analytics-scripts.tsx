"use client";

import { useEffect } from "react";
import type { ThirdPartyScript } from "@/domain/site/third-party";
import { FIRST_INTERACTION_EVENTS, THIRD_PARTY_SCRIPT_FALLBACK_MS } from "@/domain/site/timings";
import { ensurePixelQueue } from "@/features/analytics/track";
import { loadScript } from "@/features/third-party/load-script";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * SPEC 4: the tag manager, analytics and pixel scripts load after the first scroll, click,
 * touch or key, or after 3 s, whichever comes first; nothing is requested before that. The
 * queues they read (dataLayer, gtag, fbq) are plain in-page stubs, so events tracked earlier
 * are delivered once the scripts arrive.
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
  useEffect(() => {
    if (scripts.length === 0) return;
    let done = false;
    const options = { capture: true, passive: true } as const;
    const trigger = () => {
      if (done) return;
      done = true;
      cleanup();
      window.dataLayer ??= [];
      for (const script of scripts) {
        if (script.id === "tag-manager") window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
        if (script.id === "analytics" && !window.gtag) {
          const layer = window.dataLayer;
          window.gtag = function gtag() {
            // gtag reads the arguments object itself, as Google's snippet pushes it.
            // biome-ignore lint/complexity/noArguments: the vendor protocol is the arguments object.
            layer.push(arguments);
          };
          window.gtag("js", new Date());
          if (gaId) window.gtag("config", gaId);
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
    };
    const timer = setTimeout(trigger, THIRD_PARTY_SCRIPT_FALLBACK_MS);
    const cleanup = () => {
      clearTimeout(timer);
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, trigger, options);
    };
    for (const type of FIRST_INTERACTION_EVENTS) window.addEventListener(type, trigger, options);
    return cleanup;
  }, [scripts, gaId, pixelId]);
  return null;
}
