"use client";

import { useEffect, useState } from "react";
import { isOpenNow, type OpeningHours, type OpenNow } from "@/domain/site/opening-hours";
import { OPEN_NOW_RECHECK_MS } from "@/features/shell/keep-open-now-true";
import { openNowDotClass, openNowLineClass } from "@/features/shell/open-now-look";

export interface OpenNowStatusProps {
  hours: OpeningHours;
  timeZone: string;
  initial: OpenNow;
  /** "dot": a status dot and the label, for the header bar; "line": a coloured paragraph. */
  variant: "dot" | "line";
  className?: string;
}

/**
 * "Open now · closes 5:00pm" for a location, kept true on the shopper's clock. The server
 * renders the status at render time (the page may be served from cache for a while); the
 * browser recomputes it at once and every minute after. Inside an island (a location card)
 * this component does that itself; where the status stands alone (the header, the vehicle
 * page), OpenNowLive wraps it for a plain script and no React runs.
 */
export function OpenNowStatus({ hours, timeZone, initial, variant, className = "" }: OpenNowStatusProps) {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    const update = () => setStatus(isOpenNow(hours, timeZone, new Date()));
    update();
    const timer = setInterval(update, OPEN_NOW_RECHECK_MS);
    return () => clearInterval(timer);
  }, [hours, timeZone]);
  if (variant === "dot") {
    return (
      <>
        <span aria-hidden="true" className={openNowDotClass(status.open)} />
        <span data-open-now={status.open}>{status.label}</span>
      </>
    );
  }
  return (
    <p data-open-now={status.open} className={openNowLineClass(status.open, className)}>
      {status.label}
    </p>
  );
}
