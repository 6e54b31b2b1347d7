// POST /api/phone-reveals – register a phone number reveal (car_id, dealership_id, website_id)
import { z } from "zod";
import { idSchema } from "@/domain/input/id-param";
import { enforceAnalyticsRateLimit } from "@/server/analytics/enforce-analytics-rate-limit";
import { recordPhoneReveal } from "@/server/analytics/record-phone-reveal";
import { requireSiteCar } from "@/server/analytics/require-site-car";
import { validationError } from "@/server/http/app-error";
import { siteRoute } from "@/server/http/route-handler";

const bodySchema = z.object({
  car_id: idSchema.nullable(),
  dealership_id: idSchema,
  website_id: idSchema,
  url: z.string().max(2000).optional(),
  anon_id: z.string().max(100).nullish(),
  session_id: z.string().max(100).nullish(),
});

export const POST = siteRoute(
  async ({ site, db, json, request, ip }) => {
    await enforceAnalyticsRateLimit({ site, ip });
    const body = bodySchema.parse(await json());
    if (body.website_id !== site.id) throw validationError({ website_id: "must be the id of this site" });
    if (!site.dealerships.some((d) => d.id === body.dealership_id)) {
      throw validationError({ dealership_id: "must be a dealership of this site" });
    }
    await requireSiteCar(db, { site, car_id: body.car_id });
    const { id } = await recordPhoneReveal(db, {
      site,
      car_id: body.car_id,
      dealership_id: body.dealership_id,
      url: body.url ?? request.headers.get("referer") ?? "",
      anon_id: body.anon_id ?? null,
      session_id: body.session_id ?? null,
    });
    return Response.json({ id }, { status: 201 });
  },
  { maxBodyBytes: 4 * 1024 },
);
