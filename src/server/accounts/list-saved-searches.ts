import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { shopper_saved_searches } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

export interface SavedSearchSummary {
  id: number;
  /** The search page's path and query on this site ("/search/used-cars?make=Kia"). */
  path: string;
  saved_at: Date;
}

/** The account's searches saved on this site (their paths are this site's), oldest first. */
export async function listSavedSearches(
  db: Db,
  { site, user_id }: { site: Site; user_id: string },
): Promise<SavedSearchSummary[]> {
  return db
    .select({
      id: shopper_saved_searches.id,
      path: shopper_saved_searches.path,
      saved_at: shopper_saved_searches.created_at,
    })
    .from(shopper_saved_searches)
    .where(and(eq(shopper_saved_searches.user_id, user_id), eq(shopper_saved_searches.website_id, site.id)))
    .orderBy(asc(shopper_saved_searches.created_at), asc(shopper_saved_searches.id));
}
