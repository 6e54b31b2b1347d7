import "server-only";
import { priceChangeFields } from "@/domain/stock/price-drop";
import type { DbOrTx } from "@/server/db/client";
import { car_price_changes } from "@/server/db/schema/all";

/**
 * When a write changes a car's price: the history row (price history) and the car's
 * drop fields to set with the write. Returns {} when the price is unchanged.
 */
export async function recordPriceChange(
  db: DbOrTx,
  {
    carId,
    from,
    to,
    source,
    now,
  }: { carId: number; from: number | null; to: number | null; source: "feed" | "console"; now: Date },
): Promise<{ price_drop_from?: number | null; price_dropped_at?: Date | null }> {
  const fields = priceChangeFields(from, to, now);
  if (fields === null) return {};
  await db
    .insert(car_price_changes)
    .values({ car_id: carId, from_price: from, to_price: to, source, changed_at: now });
  return fields;
}
