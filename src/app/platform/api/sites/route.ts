// GET /api/sites (platform host) – the directory of sites as JSON
import { env } from "../../../../env";
import { siteOrigin } from "../../../../features/platform/site-origin";
import { getDb } from "../../../../server/db/client";
import { listSites } from "../../../../server/sites/list-sites";

export async function GET() {
  const { PLATFORM_DOMAIN, PUBLIC_PORT: PORT } = env();
  const sites = await listSites(await getDb());
  return Response.json({
    sites: sites.map((s) => ({ ...s, url: siteOrigin(s.slug, PLATFORM_DOMAIN, PORT) })),
  });
}
