import "server-only";
import { eq } from "drizzle-orm";
import { platformOrigin } from "@/domain/tenancy/host-origin";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { consoleSiteAnswer } from "@/server/console/create-site";
import { expireSitesCache } from "@/server/console/expire-sites-cache";
import { requireOnboarder } from "@/server/console/onboarding-rules";
import { previewToken } from "@/server/console/site-preview";
import { websites } from "@/server/db/schema/all";
import { platformAddress } from "@/server/sites/platform-address";

/**
 * POST /console/api/sites/{id}/publish: the site answers the public from its next request
 * (its host lookups and tags are expired; no restart).
 */
export async function publishConsoleSite({ db, scope, params }: ConsoleContext<{ id: string }>) {
  requireOnboarder(scope, "dealer");
  const site = await scope.requireSite(db, pathId(params.id, "site"));
  const [row] = await db
    .update(websites)
    .set({ published: true, updated_at: new Date() })
    .where(eq(websites.id, site.id))
    .returning();
  if (!row) throw new Error("the site just published");
  await expireSitesCache(row.id);
  return Response.json({
    site: consoleSiteAnswer(row),
    url: `${platformOrigin(platformAddress(), row.slug)}/`,
  });
}

/**
 * POST /console/api/sites/{id}/preview: a link, good for 30 minutes, that opens the site on
 * its own host for whoever follows it (draft mode and a signed cookie for this site only).
 */
export async function previewConsoleSite({ db, scope, params }: ConsoleContext<{ id: string }>) {
  requireOnboarder(scope, "dealer");
  const site = await scope.requireSite(db, pathId(params.id, "site"));
  const origin = platformOrigin(platformAddress(), site.slug);
  return Response.json({
    url: `${origin}/console-preview?token=${encodeURIComponent(previewToken(site.id))}`,
    published: site.published,
  });
}
