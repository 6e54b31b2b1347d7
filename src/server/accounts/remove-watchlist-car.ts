import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { shopper_watchlist } from "@/server/db/schema/all";

/** Removes one car from the account's list (nothing happens if it is not there). */
export async function removeWatchlistCar(db: Db, { user_id, car_id }: { user_id: string; car_id: number }) {
  await db
    .delete(shopper_watchlist)
    .where(and(eq(shopper_watchlist.user_id, user_id), eq(shopper_watchlist.car_id, car_id)));
}
