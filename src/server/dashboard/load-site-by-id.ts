import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { websites } from "@/server/db/schema/all";
import { loadSite } from "@/server/sites/load-site";
import type { Site } from "@/server/sites/site";

/** A website by id (the dashboard data API's {website_id}), loaded as the site itself is. */
export async function loadSiteById(db: Db, websiteId: number): Promise<Site | null> {
  if (!Number.isSafeInteger(websiteId) || websiteId < 1 || websiteId > 2_147_483_647) return null;
  const [row] = await db
    .select({ slug: websites.slug, domain_name: websites.domain_name })
    .from(websites)
    .where(eq(websites.id, websiteId));
  if (!row) return null;
  // loadSite prefers an exact domain match; the slug finds a site without a domain.
  const site = await loadSite(db, { hostname: row.domain_name?.toLowerCase() ?? "", slug: row.slug });
  return site?.id === websiteId ? site : null;
}
