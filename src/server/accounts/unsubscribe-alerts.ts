import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { shopper_alert_state, shopper_users } from "@/server/db/schema/all";

/**
 * Stops the shopper's alert emails (saved searches and price drops); the account stays.
 * False when the account no longer exists (closed since the email was sent): there is
 * nothing to stop, and its alert state cannot refer to it.
 */
export async function unsubscribeAlerts(
  db: Db,
  { user_id, now }: { user_id: string; now: Date },
): Promise<boolean> {
  const [user] = await db
    .select({ id: shopper_users.id })
    .from(shopper_users)
    .where(eq(shopper_users.id, user_id))
    .limit(1);
  if (!user) return false;
  await db
    .insert(shopper_alert_state)
    .values({ user_id, unsubscribed_at: now })
    .onConflictDoUpdate({ target: shopper_alert_state.user_id, set: { unsubscribed_at: now } });
  return true;
}
