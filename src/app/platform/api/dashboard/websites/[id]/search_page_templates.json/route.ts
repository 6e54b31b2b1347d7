// GET /api/dashboard/websites/{id}/search_page_templates.json (platform host) – how the site's search pages look, basic auth
import { requireWebsite } from "@/server/dashboard/dashboard-params";
import { getSearchPageTemplates } from "@/server/dashboard/get-search-page-templates";
import { requireDashboardAuth } from "@/server/http/require-dashboard-auth";
import { platformRoute } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

export const GET = platformRoute<{ id: string }>(async ({ request, db, params }) => {
  requireDashboardAuth(request);
  const site = await requireWebsite(db, params.id);
  return Response.json(getSearchPageTemplates(site), { headers: { "cache-control": "private, no-store" } });
});
