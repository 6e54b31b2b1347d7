"use client";

import type { ReactNode } from "react";
import { SiteLink } from "@/components/ui/site-link";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { track } from "@/features/analytics/track";

/** A maps link (opens in a new tab, by resolveLink) that sends event 41, directions. */
export function DirectionsLink({
  href,
  location,
  className,
  children,
}: {
  href: string;
  location: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <SiteLink href={href} className={className} onClick={() => track(EVENT_IDS.directions, { location })}>
      {children}
    </SiteLink>
  );
}
