// POST /api/events – store one Analytics event, only on sites that enable the events endpoint

import { analyticsEventBodySchema } from "@/domain/site/analytics-event-body";
import { enforceAnalyticsRateLimit } from "@/server/analytics/enforce-analytics-rate-limit";
import { recordAnalyticsEvent } from "@/server/analytics/record-analytics-event";
import { requireSiteCar } from "@/server/analytics/require-site-car";
import { AppError, validationError } from "@/server/http/app-error";
import { siteRoute } from "@/server/http/route-handler";

export const POST = siteRoute(
  async ({ site, db, json, ip }) => {
    if (!site.config.analytics.events_endpoint) {
      throw new AppError("not_found", "This site does not collect analytics events.");
    }
    await enforceAnalyticsRateLimit({ site, ip });
    const { event } = analyticsEventBodySchema.parse(await json());
    if (event.website_slug !== site.slug) {
      throw validationError({ website_slug: "must be the slug of the site the event is sent to" });
    }
    const carId = event.event_properties.car_id;
    if (typeof carId === "number") {
      await requireSiteCar(db, { site, car_id: carId }).catch((error) => {
        throw error instanceof AppError && error.code === "validation_failed"
          ? validationError({ "event_properties.car_id": "is not a car of this site" })
          : error;
      });
    }
    const { id } = await recordAnalyticsEvent(db, { site, event });
    return Response.json({ id }, { status: 201 });
  },
  { maxBodyBytes: 16 * 1024, zodWrapper: "event" },
);
