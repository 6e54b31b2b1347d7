"use client";

import type { ReactNode } from "react";
import type { EventId } from "@/domain/site/event-catalogue";
import { type TrackProps, track } from "@/features/analytics/track";

/**
 * A plain link that also sends one catalogue event when followed (58 finance link
 * click, 60 history report). Without JavaScript it is still the link.
 */
export function TrackedLink({
  href,
  eventId,
  detail,
  className,
  newTab = false,
  action,
  children,
}: {
  href: string;
  eventId: EventId;
  detail?: TrackProps;
  className?: string;
  newTab?: boolean;
  action?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      data-action={action}
      {...(newTab && { target: "_blank", rel: "noopener noreferrer" })}
      onClick={() => track(eventId, detail)}
    >
      {children}
    </a>
  );
}
