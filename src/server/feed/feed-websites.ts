import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { SiteTemplateName } from "@/domain/config/site-config";
import type { DbOrTx } from "@/server/db/client";
import { website_dealerships, websites } from "@/server/db/schema/all";

export interface FeedWebsite {
  id: number;
  slug: string;
  template: SiteTemplateName;
}

/**
 * The websites that carry a dealership's stock: those linked to it, and a site whose own
 * dealership it is when that site links none (the same rule as loadSite).
 */
export async function listDealershipWebsites(db: DbOrTx, dealershipId: number): Promise<FeedWebsite[]> {
  return db
    .select({ id: websites.id, slug: websites.slug, template: websites.template })
    .from(websites)
    .where(
      or(
        sql`${websites.id} in (select ${website_dealerships.website_id} from ${website_dealerships} where ${website_dealerships.dealership_id} = ${dealershipId})`,
        sql`(${eq(websites.dealership_id, dealershipId)} and not exists (select 1 from ${website_dealerships} where ${website_dealerships.website_id} = ${websites.id}))`,
      ),
    )
    .orderBy(websites.id);
}
