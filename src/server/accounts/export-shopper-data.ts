import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { shopper_sessions, shopper_users, shopper_watchlist } from "../db/schema/all";

/**
 * Everything the platform keeps about a shopper's account, for "download my data": the
 * account, its sessions (when and from where, never the token) and its saved cars. Enquiries
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
  const watchlist = await db
    .select({
      car_id: shopper_watchlist.car_id,
      saved_price: shopper_watchlist.saved_price,
      saved_at: shopper_watchlist.created_at,
    })
    .from(shopper_watchlist)
    .where(eq(shopper_watchlist.user_id, user_id))
    .orderBy(asc(shopper_watchlist.created_at));
  return { exported_at: new Date().toISOString(), account: user ?? null, sessions, watchlist };
}
