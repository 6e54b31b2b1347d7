// GET /api/dashboard/websites/{id}/careers.json (platform host) – a site's current positions, basic auth

import { eq } from "drizzle-orm";
import { idParam } from "@/domain/input/id-param";
import { websites } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import { requireDashboardAuth } from "@/server/http/require-dashboard-auth";
import { platformRoute } from "@/server/http/route-handler";
import { listCareers } from "@/server/pages/list-careers";

export const GET = platformRoute<{ id: string }>(async ({ request, db, params }) => {
  requireDashboardAuth(request);
  const id = idParam(params.id);
  const [site] =
    id === null
      ? []
      : await db.select({ id: websites.id }).from(websites).where(eq(websites.id, id)).limit(1);
  if (!site) throw new AppError("not_found", `No website with id ${params.id}.`);
  return Response.json(await listCareers(db, { site }), {
    headers: { "cache-control": "private, no-store" },
  });
});
