import "server-only";
import { sql } from "drizzle-orm";
import type { RebuildRange } from "@/domain/numbers/rebuild-range";
import type { Db } from "@/server/db/client";

/**
 * Recomputes the rollups the console's numbers read that triggers keep (lead_daily,
 * lead_delivery_daily, each lead's first delivery and failed deliveries, and
 * analytics_vehicle_monthly for every month the range touches, and the rolling vehicle windows
 * of analytics_vehicle_window whole, moved to today) from the raw rows, and the group rollups
 * (group_*: numbers_group_rebuild) from the site-day rollups, and the group stock
 * (group_stock_daily: numbers_group_stock_rebuild, all of it) from the cars, for leads
 * created and vehicle views counted on the range's UTC days, in one transaction (the rollups
 * are locked against writers meanwhile). For rows stored before the triggers existed, or after
 * they were switched off for a bulk load.
 */
export async function rebuildNumbersRollups(db: Db, range: RebuildRange): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select numbers_rebuild(${range.from}::date, ${range.to}::date)`);
  });
}
