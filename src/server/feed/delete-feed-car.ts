import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { cars, offers } from "@/server/db/schema/all";
import { notFound } from "@/server/feed/mark-feed-car-sold";
import type { FeedDealership } from "@/server/feed/require-feed-key";

/**
 * Removes a dealership's car. An offer that pointed at it stays, without the car (leads
 * keep their car_id as a plain number, for the record). 404 when there is no such car.
 */
export async function deleteFeedCar(
  db: DbOrTx,
  { dealership, stocknum }: { dealership: FeedDealership; stocknum: string },
): Promise<{ id: number; slug: string }> {
  const [existing] = await db
    .select({ id: cars.id, slug: cars.slug })
    .from(cars)
    .where(and(eq(cars.dealership_id, dealership.id), eq(cars.stocknum, stocknum)))
    .for("update");
  if (!existing) throw notFound(dealership, stocknum);
  await db.update(offers).set({ car_id: null }).where(eq(offers.car_id, existing.id));
  await db.delete(cars).where(eq(cars.id, existing.id));
  return existing;
}
