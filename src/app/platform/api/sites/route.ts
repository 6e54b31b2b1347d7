// GET /api/sites (platform host) – the directory of sites as JSON
import { platformOrigin } from "@/domain/tenancy/host-origin";
import { getDb } from "@/server/db/client";
import { listSites } from "@/server/sites/list-sites";
import { platformAddress } from "@/server/sites/platform-address";

export async function GET() {
  const address = platformAddress();
  const sites = await listSites(await getDb());
  return Response.json({
    sites: sites.map((s) => ({ ...s, url: platformOrigin(address, s.slug) })),
  });
}
