import "server-only";
import type { Db } from "@/server/db/client";
import { shopper_alert_state } from "@/server/db/schema/all";

/** Stops the shopper's alert emails (saved searches and price drops); the account stays. */
export async function unsubscribeAlerts(db: Db, { user_id, now }: { user_id: string; now: Date }) {
  await db
    .insert(shopper_alert_state)
    .values({ user_id, unsubscribed_at: now })
    .onConflictDoUpdate({ target: shopper_alert_state.user_id, set: { unsubscribed_at: now } });
}
