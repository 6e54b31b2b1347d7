import "server-only";
import { count, eq } from "drizzle-orm";
import { savedSearchCarIds } from "@/server/accounts/saved-search-car-ids";
import type { Db } from "@/server/db/client";
import { shopper_alert_state, shopper_saved_searches } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import type { Site } from "@/server/sites/site";

/** At most this many saved searches per account. */
const MAX_SAVED_SEARCHES = 20;

/**
 * Saves the search page the shopper is on. The cars it lists now are remembered, so the
 * first alert tells only of cars that arrive later. Saving again turns alerts back on.
 */
export async function saveSearch(
  db: Db,
  {
    site,
    site_host,
    user_id,
    path,
    now,
  }: { site: Site; site_host: string; user_id: string; path: string; now: Date },
): Promise<void> {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(shopper_saved_searches)
    .where(eq(shopper_saved_searches.user_id, user_id))) as [{ n: number }];
  if (n >= MAX_SAVED_SEARCHES) {
    throw new AppError("validation_failed", `You can save up to ${MAX_SAVED_SEARCHES} searches.`, {
      fields: { path: `You can save up to ${MAX_SAVED_SEARCHES} searches.` },
    });
  }
  const known_car_ids = await savedSearchCarIds(db, { site, path, now });
  if (known_car_ids === null) {
    throw new AppError("validation_failed", "path: not a search page of this site", {
      fields: { path: "not a search page of this site" },
    });
  }
  await db
    .insert(shopper_saved_searches)
    .values({ user_id, website_id: site.id, site_host, path, known_car_ids })
    .onConflictDoNothing();
  await db
    .insert(shopper_alert_state)
    .values({ user_id, last_checked_at: now })
    .onConflictDoUpdate({ target: shopper_alert_state.user_id, set: { unsubscribed_at: null } });
}
