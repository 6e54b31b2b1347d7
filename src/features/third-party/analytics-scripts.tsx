"use client";

import { useEffect, useState } from "react";
import { ConsentBanner } from "@/features/third-party/consent-banner";
import {
  type ConsentChoice,
  startThirdPartyScripts,
  type ThirdPartyScriptsSettings,
} from "@/features/third-party/third-party-loading";

/**
 * Next's site layout: the analytics scripts and the consent banner as an island, by the rules
 * of startThirdPartyScripts (after the first interaction or 3 s; with the banner, nothing until
 * the shopper accepts). Astro's SiteLayout runs the same function from the shell's script
 * module instead, with no React (features/analytics/shell-trackers.ts).
 */
export function AnalyticsScripts({ scripts, gaId, pixelId }: ThirdPartyScriptsSettings) {
  // The answer function while the shopper is being asked, else null (no banner).
  const [asking, setAsking] = useState<((choice: ConsentChoice) => void) | null>(null);

  useEffect(
    () => startThirdPartyScripts({ scripts, gaId, pixelId }, (answer) => setAsking(() => answer)),
    [scripts, gaId, pixelId],
  );

  if (!asking) return null;
  return (
    <ConsentBanner
      onAnswer={(choice) => {
        setAsking(null);
        asking(choice);
      }}
    />
  );
}
