// POST /api/events/car_phone_call – record a click to call

import { carPhoneCallBodySchema } from "@/domain/site/analytics-event-body";
import { enforceAnalyticsRateLimit } from "@/server/analytics/enforce-analytics-rate-limit";
import { recordPhoneCall } from "@/server/analytics/record-phone-call";
import { requireSiteCar } from "@/server/analytics/require-site-car";
import { validationError } from "@/server/http/app-error";
import { siteRoute } from "@/server/http/route-handler";

export const POST = siteRoute(
  async ({ site, db, json, ip }) => {
    await enforceAnalyticsRateLimit({ site, ip });
    const call = carPhoneCallBodySchema.parse(await json());
    if (call.website_id !== site.id) throw validationError({ website_id: "must be the id of this site" });
    if (call.dealership_id !== null && !site.dealerships.some((d) => d.id === call.dealership_id)) {
      throw validationError({ dealership_id: "is not a dealership of this site" });
    }
    await requireSiteCar(db, { site, car_id: call.car_id });
    const { id } = await recordPhoneCall(db, { site, call });
    return Response.json({ id }, { status: 201 });
  },
  { maxBodyBytes: 4 * 1024 },
);
