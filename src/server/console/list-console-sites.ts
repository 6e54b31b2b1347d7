import "server-only";
import { asc } from "drizzle-orm";
import type { ConsoleContext } from "@/server/console/console-route";
import { websites } from "@/server/db/schema/all";

/** GET /console/api/sites: the sites in the member's scope, by name. */
export async function listConsoleSites({ db, scope }: ConsoleContext<object>): Promise<Response> {
  const rows = await db
    .select({
      id: websites.id,
      slug: websites.slug,
      name: websites.name,
      domain_name: websites.domain_name,
      template: websites.template,
      published: websites.published,
    })
    .from(websites)
    .where(scope.sitesWhere())
    .orderBy(asc(websites.name))
    .limit(500);
  return Response.json({ sites: rows });
}
