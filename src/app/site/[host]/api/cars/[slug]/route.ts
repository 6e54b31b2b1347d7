// GET /api/cars/{slug} – one listed vehicle of this site as JSON (404 not_found otherwise)
import { AppError } from "@/server/http/app-error";
import { siteRoute } from "@/server/http/route-handler";
import { toPublicCar } from "@/server/stock/car-detail";
import { getVehicle } from "@/server/stock/get-vehicle";

export const GET = siteRoute<{ host: string; slug: string }>(async ({ site, db, params }) => {
  const lookup = await getVehicle(db, { site, slug: params.slug, now: new Date() });
  if (lookup.kind !== "listed")
    throw new AppError("not_found", "No vehicle with this slug is listed on this site.");
  return Response.json({ car: toPublicCar(lookup.car) }, { headers: { "cache-control": "no-store" } });
});
