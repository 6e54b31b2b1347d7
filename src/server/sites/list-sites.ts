import "server-only";
import { asc } from "drizzle-orm";
import { parseSiteConfig, type SiteConfig } from "@/domain/config/site-config";
import type { Db } from "@/server/db/client";
import { websites } from "@/server/db/schema/all";

export interface SiteSummary {
  id: number;
  slug: string;
  name: string;
  template: string;
  market: string;
  domain_name: string | null;
  /** The configured look (colours, hero style, tagline), as the site's shell applies it. */
  theme: SiteConfig["theme"];
}

export async function listSites(db: Db): Promise<SiteSummary[]> {
  const rows = await db
    .select({
      id: websites.id,
      slug: websites.slug,
      name: websites.name,
      template: websites.template,
      market: websites.market,
      domain_name: websites.domain_name,
      config: websites.config,
    })
    .from(websites)
    .orderBy(asc(websites.id));
  return rows.map(({ config, ...site }) => ({ ...site, theme: parseSiteConfig(config).theme }));
}
