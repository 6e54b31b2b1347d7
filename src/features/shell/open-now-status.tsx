"use client";

import { useEffect, useState } from "react";
import { isOpenNow, type OpeningHours, type OpenNow } from "@/domain/site/opening-hours";

const RECHECK_MS = 60_000;

/**
 * "Open now · closes 5:00pm" for a location, kept true on the shopper's clock. The server
 * renders the status at render time (the page may be served from cache for a while); the
 * browser recomputes it at once and every minute after.
 */
export function OpenNowStatus({
  hours,
  timeZone,
  initial,
  variant,
  className = "",
}: {
  hours: OpeningHours;
  timeZone: string;
  initial: OpenNow;
  /** "dot": a status dot and the label, for the header bar; "line": a coloured paragraph. */
  variant: "dot" | "line";
  className?: string;
}) {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    const update = () => setStatus(isOpenNow(hours, timeZone, new Date()));
    update();
    const timer = setInterval(update, RECHECK_MS);
    return () => clearInterval(timer);
  }, [hours, timeZone]);
  if (variant === "dot") {
    return (
      <>
        <span
          aria-hidden="true"
          className={`inline-block size-2 rounded-full ${status.open ? "bg-emerald-400" : "bg-white/60"}`}
        />
        <span data-open-now={status.open}>{status.label}</span>
      </>
    );
  }
  return (
    <p
      data-open-now={status.open}
      className={`${className} text-sm font-semibold ${status.open ? "text-emerald-800" : "text-muted"}`}
    >
      {status.label}
    </p>
  );
}
