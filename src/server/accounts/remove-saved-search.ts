import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { shopper_saved_searches } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";

/**
 * Removes one of the shopper's saved searches. The account is the site's group's (its id
 * exists in one scope only), so matching it confines the removal to this shopper in this
 * group: someone else's search is "not found", never removed.
 */
export async function removeSavedSearch(
  db: Db,
  { user_id, id }: { user_id: string; id: number },
): Promise<void> {
  const removed = await db
    .delete(shopper_saved_searches)
    .where(and(eq(shopper_saved_searches.id, id), eq(shopper_saved_searches.user_id, user_id)))
    .returning({ id: shopper_saved_searches.id });
  if (removed.length === 0) throw new AppError("not_found", "You have no saved search with this id.");
}
