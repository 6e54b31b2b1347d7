import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import { websites } from "../db/schema/all";

export interface SiteSummary {
  id: number;
  slug: string;
  name: string;
  template: string;
  market: string;
  domain_name: string | null;
}

export async function listSites(db: Db): Promise<SiteSummary[]> {
  return db
    .select({
      id: websites.id,
      slug: websites.slug,
      name: websites.name,
      template: websites.template,
      market: websites.market,
      domain_name: websites.domain_name,
    })
    .from(websites)
    .orderBy(asc(websites.id));
}
