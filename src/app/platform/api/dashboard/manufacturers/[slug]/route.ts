// GET /api/dashboard/manufacturers/{slug}.json?website_id={id} (platform host) – a manufacturer and the site's models of it, basic auth
import { jsonSegment } from "@/server/dashboard/dashboard-params";
import { getDashboardManufacturer } from "@/server/dashboard/get-dashboard-manufacturer";
import { AppError, validationError } from "@/server/http/app-error";
import { requireDashboardAuth } from "@/server/http/require-dashboard-auth";
import { platformRoute } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

export const GET = platformRoute<{ slug: string }>(async ({ request, db, params }) => {
  requireDashboardAuth(request);
  const slug = jsonSegment(params.slug);
  if (slug === null) throw new AppError("not_found", "Ask for /manufacturers/{slug}.json.");
  const websiteId = new URL(request.url).searchParams.get("website_id")?.trim();
  if (!websiteId) throw validationError({ website_id: "is required" });
  const manufacturer = await getDashboardManufacturer(db, { slug, websiteId });
  return Response.json(manufacturer, { headers: { "cache-control": "private, no-store" } });
});
