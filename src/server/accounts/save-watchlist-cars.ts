import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { MAX_WATCHLIST, mergeWatchlist } from "@/domain/accounts/accounts";
import type { Db } from "@/server/db/client";
import { cars, shopper_alert_state, shopper_watchlist } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

/**
 * Adds cars of this site to the account's list (a favourite saved while signed in, or the
 * device's saved cars merged on sign-in): cars already there stay as they were (their saved
 * price too), unknown ids and other dealers' cars are ignored, and the list never passes
 * MAX_WATCHLIST. Returns how many were added.
 */
export async function saveWatchlistCars(
  db: Db,
  {
    site,
    site_host,
    user_id,
    car_ids,
  }: { site: Site; site_host: string; user_id: string; car_ids: readonly number[] },
): Promise<number> {
  const dealershipIds = site.dealerships.map((d) => d.id);
  if (car_ids.length === 0 || dealershipIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ car_id: shopper_watchlist.car_id })
      .from(shopper_watchlist)
      .where(eq(shopper_watchlist.user_id, user_id));
    const have = existing.map((r) => r.car_id);
    const wanted = mergeWatchlist(have, car_ids).filter((id) => !have.includes(id));
    if (wanted.length === 0) return 0;
    const found = await tx
      .select({ id: cars.id, price: cars.price })
      .from(cars)
      .where(and(inArray(cars.id, wanted), inArray(cars.dealership_id, dealershipIds)));
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(shopper_watchlist)
      .where(eq(shopper_watchlist.user_id, user_id))) as [{ n: number }];
    const rows = wanted
      .map((id) => found.find((c) => c.id === id))
      .filter((c) => c !== undefined)
      .slice(0, Math.max(0, MAX_WATCHLIST - n))
      .map((c) => ({ user_id, car_id: c.id, saved_price: c.price, alerted_price: c.price, site_host }));
    if (rows.length === 0) return 0;
    // A saved car is watched for price drops: the shopper is now one the alert job checks.
    await tx.insert(shopper_alert_state).values({ user_id, last_checked_at: null }).onConflictDoNothing();
    const inserted = await tx
      .insert(shopper_watchlist)
      .values(rows)
      .onConflictDoNothing()
      .returning({ car_id: shopper_watchlist.car_id });
    return inserted.length;
  });
}
