import "server-only";
import { desc, eq } from "drizzle-orm";
import { CACHE_LIFETIME_SECONDS } from "@/domain/site/timings";
import { cached } from "@/server/cache/cached";
import { cacheTags } from "@/server/cache/tags";
import type { Db } from "@/server/db/client";
import { careers } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

/** A job opening as careers.json serves it (JSON-safe: dates as ISO text). */
export interface Career {
  id: number;
  title: string;
  location: string;
  employment_type: string;
  summary: string;
  posted_at: string;
}

/**
 * The site's current positions, newest first: what the dashboard data API's careers.json
 * returns (cache tag `careers`) and what /careers and /current-positions list.
 */
export async function listCareers(db: Db, { site }: { site: Pick<Site, "id"> }): Promise<Career[]> {
  return cached(
    async (websiteId: number): Promise<Career[]> => {
      const rows = await db
        .select()
        .from(careers)
        .where(eq(careers.website_id, websiteId))
        .orderBy(desc(careers.posted_at), desc(careers.id));
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        location: r.location,
        employment_type: r.employment_type,
        summary: r.summary,
        posted_at: r.posted_at.toISOString(),
      }));
    },
    ["careers"],
    {
      tags: (websiteId) => [cacheTags.careers, cacheTags.site(websiteId)],
      revalidate: CACHE_LIFETIME_SECONDS,
    },
  )(site.id);
}
