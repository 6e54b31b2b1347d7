import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ConsoleScope } from "@/server/console/console-scope";
import { reservationsInScope } from "@/server/console/stock-scope";
import type { Db, Tx } from "@/server/db/client";
import { cars, reservations, websites } from "@/server/db/schema/all";
import { listDealershipWebsites } from "@/server/feed/feed-websites";
import { revalidateStockChange } from "@/server/feed/revalidate-stock-change";
import { AppError } from "@/server/http/app-error";
import { logger } from "@/server/log/logger";
import { refundReservation } from "@/server/payments/apply-payment-state";
import { paymentProviderFor } from "@/server/payments/payment-provider-for";
import { loadSite } from "@/server/sites/load-site";

type Reservation = typeof reservations.$inferSelect;

const reservationId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** The reservation (locked for the change) when it is in scope, else 404 like a missing one. */
export async function lockScopedReservation(tx: Tx, scope: ConsoleScope, id: string | undefined) {
  const parsed = reservationId.safeParse(id);
  const notFound = new AppError("not_found", "No reservation with that id.");
  if (!parsed.success) throw notFound;
  const [row] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, parsed.data), reservationsInScope(scope)))
    .for("update");
  if (!row) throw notFound;
  return row;
}

/** Gives the car back (not reserved) unless it is sold; true when that changed it. */
export async function freeCar(tx: Tx, carId: number, now: Date): Promise<boolean> {
  const freed = await tx
    .update(cars)
    .set({ reserved: false, updated_at: now })
    .where(and(eq(cars.id, carId), eq(cars.reserved, true)))
    .returning({ id: cars.id });
  return freed.length > 0;
}

/** After the commit: the car's pages show it available again on the next request. */
export async function revalidateReservedCar(db: Db, res: Reservation): Promise<void> {
  const sites = await listDealershipWebsites(db, res.dealership_id);
  await revalidateStockChange({
    carIds: [res.car_id],
    dealershipId: res.dealership_id,
    websiteIds: sites.map((s) => s.id),
  });
}

/**
 * Asks the provider to refund a reservation already marked refunded (idempotent: the refund's
 * key is the reservation's id, and a reservation with a refund id is not refunded again).
 * False when the refund is still owed (the provider failed or is not set up): the
 * reconciliation job tries it again later.
 */
export async function refundAtProvider(db: Db, res: Reservation, reason: "dealer" | "released") {
  if (res.refund_id) return true;
  try {
    const [[website], [car]] = await Promise.all([
      db.select({ slug: websites.slug }).from(websites).where(eq(websites.id, res.website_id)),
      db.select({ name: cars.name }).from(cars).where(eq(cars.id, res.car_id)),
    ]);
    const site = website ? await loadSite(db, { hostname: "", slug: website.slug }) : null;
    if (!site) return false;
    const provider = await paymentProviderFor(db, {
      provider: res.provider,
      dealershipId: res.dealership_id,
    });
    return await refundReservation(db, {
      site,
      provider,
      reservation: res,
      reason,
      carName: car?.name ?? "car",
    });
  } catch (error) {
    logger().warn({ err: error, reservation: res.id }, "console refund left owed");
    return false;
  }
}
