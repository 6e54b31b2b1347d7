import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import {
  shopper_alert_state,
  shopper_car_lists,
  shopper_passkeys,
  shopper_saved_searches,
  shopper_sessions,
  shopper_users,
  shopper_watchlist,
} from "@/server/db/schema/all";

/**
 * Everything the platform keeps about a shopper's account, for "download my data": the
 * account, its sessions (when and from where, never the token), its passkeys (name, when
 * added, whether synced: never the credential id or public key, which say nothing about the
 * shopper and are only this site's means of checking a signature), its saved cars, its saved
 * searches, its recently viewed and compare lists and whether it gets alert emails. Enquiries
 * the shopper sent belong to the dealer who received them and are not part of the account.
 */
export async function exportShopperData(db: Db, { user_id }: { user_id: string }) {
  const [user] = await db
    .select({
      id: shopper_users.id,
      email: shopper_users.email,
      name: shopper_users.name,
      created_at: shopper_users.createdAt,
    })
    .from(shopper_users)
    .where(eq(shopper_users.id, user_id));
  const sessions = await db
    .select({
      created_at: shopper_sessions.createdAt,
      expires_at: shopper_sessions.expiresAt,
      ip_address: shopper_sessions.ipAddress,
      user_agent: shopper_sessions.userAgent,
    })
    .from(shopper_sessions)
    .where(eq(shopper_sessions.userId, user_id))
    .orderBy(asc(shopper_sessions.createdAt));
  const passkeys = await db
    .select({
      name: shopper_passkeys.name,
      created_at: shopper_passkeys.createdAt,
      synced: shopper_passkeys.backedUp,
    })
    .from(shopper_passkeys)
    .where(eq(shopper_passkeys.userId, user_id))
    .orderBy(asc(shopper_passkeys.createdAt));
  const watchlist = await db
    .select({
      car_id: shopper_watchlist.car_id,
      saved_price: shopper_watchlist.saved_price,
      saved_at: shopper_watchlist.created_at,
    })
    .from(shopper_watchlist)
    .where(eq(shopper_watchlist.user_id, user_id))
    .orderBy(asc(shopper_watchlist.created_at));
  const saved_searches = await db
    .select({ path: shopper_saved_searches.path, saved_at: shopper_saved_searches.created_at })
    .from(shopper_saved_searches)
    .where(eq(shopper_saved_searches.user_id, user_id))
    .orderBy(asc(shopper_saved_searches.created_at));
  const car_lists = await db
    .select({
      website_id: shopper_car_lists.website_id,
      list: shopper_car_lists.list,
      car_ids: shopper_car_lists.car_ids,
      updated_at: shopper_car_lists.updated_at,
    })
    .from(shopper_car_lists)
    .where(eq(shopper_car_lists.user_id, user_id))
    .orderBy(asc(shopper_car_lists.website_id), asc(shopper_car_lists.list));
  const [alerts] = await db
    .select({
      last_checked_at: shopper_alert_state.last_checked_at,
      unsubscribed_at: shopper_alert_state.unsubscribed_at,
    })
    .from(shopper_alert_state)
    .where(eq(shopper_alert_state.user_id, user_id));
  return {
    exported_at: new Date().toISOString(),
    account: user ?? null,
    sessions,
    passkeys,
    watchlist,
    saved_searches,
    car_lists,
    alert_emails: alerts ?? null,
  };
}
