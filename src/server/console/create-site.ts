import "server-only";
import { eq, sql } from "drizzle-orm";
import { siteConfigSchema } from "@/domain/config/site-config";
import { siteInput } from "@/domain/console/onboarding";
import type { ConsoleContext } from "@/server/console/console-route";
import { expireSitesCache } from "@/server/console/expire-sites-cache";
import { requireFreeSlug, requireOnboarder } from "@/server/console/onboarding-rules";
import { website_dealerships, websites } from "@/server/db/schema/all";
import { validationError } from "@/server/http/app-error";

/**
 * POST /console/api/sites: a new site for a dealership in scope, with its slug (its platform
 * subdomain), its own domain if any, template, market and theme (colours checked with the
 * brand contrast rule, a bundled typeface). It starts unpublished: 404 to the public, seen
 * only by staff previewing it, until Publish.
 */
export async function createConsoleSite({ db, scope, json }: ConsoleContext<object>): Promise<Response> {
  requireOnboarder(scope, "dealer");
  const input = siteInput.parse(await json());
  const dealership = await scope.requireDealership(db, input.dealership_id);
  await requireFreeSlug(db, websites, input.slug, "site");
  if (input.domain_name) {
    const [taken] = await db
      .select({ id: websites.id })
      .from(websites)
      .where(eq(sql`lower(${websites.domain_name})`, input.domain_name))
      .limit(1);
    if (taken) throw validationError({ domain_name: "is already used by another site" });
  }
  const config = siteConfigSchema.parse({ theme: input.theme });
  const site = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(websites)
      .values({
        slug: input.slug,
        name: input.name,
        domain_name: input.domain_name ?? null,
        template: input.template,
        market: input.market,
        dealership_id: dealership.id,
        dealership_group: dealership.dealer_group_id,
        phone: dealership.phone,
        email: dealership.email,
        config: { theme: config.theme },
        published: false,
      })
      .returning();
    if (!row) throw new Error("the site just written");
    await tx
      .insert(website_dealerships)
      .values({ website_id: row.id, dealership_id: dealership.id, position: 0 });
    return row;
  });
  // The host lists (known hosts, site by host) now hold one more host.
  await expireSitesCache(site.id);
  return Response.json({ site: consoleSiteAnswer(site) }, { status: 201 });
}

export function consoleSiteAnswer(site: typeof websites.$inferSelect) {
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    domain_name: site.domain_name,
    template: site.template,
    market: site.market,
    dealership_id: site.dealership_id,
    published: site.published,
  };
}
