import "server-only";
import type { CarPhoneCallBody } from "@/domain/site/analytics-event-body";
import { recordAnalyticsEvent } from "@/server/analytics/record-analytics-event";
import type { Db } from "@/server/db/client";
import type { Site } from "@/server/sites/site";

const CAR_PHONE_CALL_CATEGORY = "car_phone_call";

/** `POST /api/events/car_phone_call`: a click to call, kept as an analytics event. */
export function recordPhoneCall(
  db: Db,
  { site, call }: { site: Pick<Site, "id" | "slug">; call: CarPhoneCallBody },
): Promise<{ id: number }> {
  return recordAnalyticsEvent(db, {
    site,
    event: {
      url: call.url,
      category: CAR_PHONE_CALL_CATEGORY,
      lead_id: null,
      anon_id: call.anon_id,
      session_id: call.session_id,
      error_message: null,
      event_properties: {
        car_id: call.car_id,
        dealership_id: call.dealership_id,
        website_id: site.id,
        phone: call.phone,
        label: call.label,
      },
    },
  });
}
