import "server-only";
import { recordAnalyticsEvent } from "@/server/analytics/record-analytics-event";
import type { Db } from "@/server/db/client";
import type { Site } from "@/server/sites/site";

const PHONE_REVEAL_CATEGORY = "phone-reveal";

/**
 * "Phone reveal": a reveal sends a tracking call with car_id, dealership_id and
 * website_id; it is kept as an analytics event the dealer can count.
 */
export function recordPhoneReveal(
  db: Db,
  {
    site,
    car_id,
    dealership_id,
    url,
    anon_id = null,
    session_id = null,
  }: {
    site: Pick<Site, "id" | "slug">;
    car_id: number | null;
    dealership_id: number;
    url: string;
    anon_id?: string | null;
    session_id?: string | null;
  },
): Promise<{ id: number }> {
  return recordAnalyticsEvent(db, {
    site,
    event: {
      url,
      category: PHONE_REVEAL_CATEGORY,
      lead_id: null,
      anon_id,
      session_id,
      error_message: null,
      event_properties: { car_id, dealership_id, website_id: site.id },
    },
  });
}
