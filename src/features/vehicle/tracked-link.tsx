import type { ReactNode } from "react";
import type { EventId } from "@/domain/site/event-catalogue";
import { type TrackProps, track } from "@/features/analytics/track";
import { TRACKED_DETAIL_ATTRIBUTE, TRACKED_EVENT_ATTRIBUTE } from "@/features/vehicle/start-tracked-link";

/**
 * A plain link that also sends one catalogue event when followed (58 finance link
 * click, 60 history report). Without JavaScript it is still the link. In an island its click
 * handler sends it; as server markup alone, the page's script (startTrackedLink) does, from
 * the event and detail it carries.
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
      {...{
        [TRACKED_EVENT_ATTRIBUTE]: eventId,
        [TRACKED_DETAIL_ATTRIBUTE]: detail ? JSON.stringify(detail) : undefined,
      }}
      {...(newTab && { target: "_blank", rel: "noopener noreferrer" })}
      onClick={() => track(eventId, detail)}
    >
      {children}
    </a>
  );
}
