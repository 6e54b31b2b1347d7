import "server-only";
import type { CarPhoneCallBody } from "../../domain/site/analytics-event-body";
import type { Db } from "../db/client";
import { analytics_events } from "../db/schema/all";
import type { Site } from "../sites/site";

const CAR_PHONE_CALL_CATEGORY = "car_phone_call";

/** SPEC 7 `POST /api/events/car_phone_call`: a click to call, kept as an analytics event. */
export async function recordPhoneCall(
  db: Db,
  { site, call }: { site: Pick<Site, "id" | "slug">; call: CarPhoneCallBody },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(analytics_events)
    .values({
      website_id: site.id,
      website_slug: site.slug,
      url: call.url,
      category: CAR_PHONE_CALL_CATEGORY,
      anon_id: call.anon_id,
      session_id: call.session_id,
      event_properties: {
        car_id: call.car_id,
        dealership_id: call.dealership_id,
        website_id: site.id,
        phone: call.phone,
        label: call.label,
      },
    })
    .returning({ id: analytics_events.id });
  return { id: row!.id };
}
