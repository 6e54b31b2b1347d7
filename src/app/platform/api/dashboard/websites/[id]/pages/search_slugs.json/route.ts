// GET /api/dashboard/websites/{id}/pages/search_slugs.json (platform host) – the site's search slugs and what each lists, basic auth
import { requireWebsite } from "@/server/dashboard/dashboard-params";
import { listSearchSlugs } from "@/server/dashboard/list-search-slugs";
import { requireDashboardAuth } from "@/server/http/require-dashboard-auth";
import { platformRoute } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

export const GET = platformRoute<{ id: string }>(async ({ request, db, params }) => {
  requireDashboardAuth(request);
  const site = await requireWebsite(db, params.id);
  return Response.json(listSearchSlugs(site), { headers: { "cache-control": "private, no-store" } });
});
