import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import type { FeedDealership } from "@/server/feed/require-feed-key";
import type { FeedCarRef } from "@/server/feed/upsert-feed-car";
import { AppError } from "@/server/http/app-error";

/**
 * Marks a dealership's car sold (status sold, the sold flag set, sold_date_timestamp
 * now). Marking it again keeps the first sold date, so the sold window does not restart.
 * 404 when the dealership has no car with this stock number.
 */
export async function markFeedCarSold(
  db: DbOrTx,
  { dealership, stocknum, now }: { dealership: FeedDealership; stocknum: string; now: Date },
): Promise<{ car: FeedCarRef; changed: boolean }> {
  const [existing] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      status: cars.status,
      sold: cars.sold,
      sold_at: cars.sold_date_timestamp,
    })
    .from(cars)
    .where(and(eq(cars.dealership_id, dealership.id), eq(cars.stocknum, stocknum)))
    .for("update");
  if (!existing) throw notFound(dealership, stocknum);
  const changed = !(existing.status === "sold" && existing.sold && existing.sold_at);
  if (changed) {
    await db
      .update(cars)
      .set({ status: "sold", sold: true, sold_date_timestamp: existing.sold_at ?? now, updated_at: now })
      .where(eq(cars.id, existing.id));
  }
  return { car: { id: existing.id, slug: existing.slug, stocknum, status: "sold", sold: true }, changed };
}

export function notFound(dealership: FeedDealership, stocknum: string): AppError {
  return new AppError("not_found", `${dealership.slug} has no vehicle with stock number ${stocknum}.`);
}
