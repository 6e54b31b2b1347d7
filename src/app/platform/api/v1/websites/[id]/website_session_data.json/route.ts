// GET /api/v1/websites/{id}/website_session_data.json (platform host) – what a visitor session starts from, basic auth
import { requireWebsite } from "@/server/dashboard/dashboard-params";
import { getWebsiteSessionData } from "@/server/dashboard/get-website-session-data";
import { requireDashboardAuth } from "@/server/http/require-dashboard-auth";
import { platformRoute } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

export const GET = platformRoute<{ id: string }>(async ({ request, db, params }) => {
  requireDashboardAuth(request);
  const site = await requireWebsite(db, params.id);
  return Response.json(await getWebsiteSessionData(db, site), {
    headers: { "cache-control": "private, no-store" },
  });
});
