// GET /api/dashboard/websites/{website_id}/cars/{slug}.json (platform host) – a listed vehicle, basic auth
import { idParam } from "@/domain/input/id-param";
import { jsonSegment } from "@/server/dashboard/dashboard-params";
import { getDashboardCar } from "@/server/dashboard/get-dashboard-car";
import { AppError } from "@/server/http/app-error";
import { requireDashboardAuth } from "@/server/http/require-dashboard-auth";
import { platformRoute } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

export const GET = platformRoute<{ id: string; slug: string }>(async ({ request, db, params }) => {
  requireDashboardAuth(request);
  const websiteId = idParam(params.id);
  const slug = jsonSegment(params.slug);
  const car =
    websiteId === null || slug === null
      ? null
      : await getDashboardCar(db, { websiteId, slug, now: new Date() });
  if (!car) throw new AppError("not_found", "No vehicle with this slug is listed on this website.");
  return Response.json(car, { headers: { "cache-control": "private, no-store" } });
});
