import "server-only";
import type { AnalyticsEventBody } from "@/domain/site/analytics-event-body";
import { countAnalyticsEvent } from "@/server/analytics/count-analytics-event";
import type { Db } from "@/server/db/client";
import { analytics_events } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

/**
 * Stores one "Analytics event" for the site it was sent to. The site comes from the
 * request's host, never from the body: a body naming another site is refused by the route.
 * A non-numeric lead id (the client's own placeholder) is kept in the properties. The event is
 * counted in the console's daily rollup in the same transaction (count-analytics-event.ts).
 */
export type AnalyticsEventRecord = Omit<AnalyticsEventBody["event"], "website_slug">;

export async function recordAnalyticsEvent(
  db: Db,
  { site, event }: { site: Pick<Site, "id" | "slug">; event: AnalyticsEventRecord },
): Promise<{ id: number }> {
  const numericLead = typeof event.lead_id === "number" ? event.lead_id : Number(event.lead_id);
  const lead_id = event.lead_id !== null && Number.isSafeInteger(numericLead) ? numericLead : null;
  const [row] = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(analytics_events)
      .values({
        website_id: site.id,
        website_slug: site.slug,
        url: event.url,
        category: event.category,
        lead_id,
        anon_id: event.anon_id,
        session_id: event.session_id,
        error_message: event.error_message,
        event_properties:
          lead_id === null && event.lead_id !== null
            ? { ...event.event_properties, lead_ref: String(event.lead_id) }
            : event.event_properties,
      })
      .returning({ id: analytics_events.id, created_at: analytics_events.created_at });
    const stored = inserted[0];
    if (stored) {
      await countAnalyticsEvent(tx, {
        website_id: site.id,
        category: event.category,
        url: event.url,
        properties: event.event_properties,
        at: stored.created_at,
      });
    }
    return inserted;
  });
  if (!row) throw new Error("analytics: the insert returned no row");
  return { id: row.id };
}
