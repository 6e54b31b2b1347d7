import "server-only";
import { and, eq } from "drizzle-orm";
import { depositOnDealerChange } from "@/domain/payments/dealer-change";
import type { Db } from "@/server/db/client";
import { cars, reservations, websites } from "@/server/db/schema/all";
import { logger } from "@/server/log/logger";
import { refundReservation } from "@/server/payments/apply-payment-state";
import { paymentProviderFor } from "@/server/payments/payment-provider-for";
import { loadSite } from "@/server/sites/load-site";

/**
 * After the dealer changed a car (the feed's PUT or sold, the data API): if it has a paid
 * reservation and is now sold or no longer reserved, the deposit is kept or refunded as the
 * site is configured (commerce.deposit_when_sold / deposit_when_released). Never throws: a
 * refund that fails stays owed and the reconciliation job retries it.
 */
export async function settleDealerChange(db: Db, carId: number): Promise<"keep" | "refund" | "none"> {
  try {
    const [row] = await db
      .select({
        reservation: reservations,
        sold: cars.sold,
        reserved: cars.reserved,
        name: cars.name,
        slug: websites.slug,
      })
      .from(reservations)
      .innerJoin(cars, eq(cars.id, reservations.car_id))
      .innerJoin(websites, eq(websites.id, reservations.website_id))
      .where(and(eq(reservations.car_id, carId), eq(reservations.state, "paid")))
      .limit(1);
    if (!row) return "none";
    const site = await loadSite(db, { hostname: "", slug: row.slug });
    if (!site) return "none";
    const decision = depositOnDealerChange(row, site.config.commerce);
    if (decision !== "refund") return decision;
    const [marked] = await db
      .update(reservations)
      .set({ state: "refunded", refund_reason: row.sold ? "dealer" : "released", updated_at: new Date() })
      .where(and(eq(reservations.id, row.reservation.id), eq(reservations.state, "paid")))
      .returning();
    if (!marked) return "none";
    const provider = await paymentProviderFor(db, {
      provider: marked.provider,
      dealershipId: marked.dealership_id,
    });
    await refundReservation(db, {
      site,
      provider,
      reservation: marked,
      reason: marked.refund_reason as "released",
      carName: row.name,
    });
    return "refund";
  } catch (error) {
    logger().error({ err: error, car: carId }, "deposit not settled after a dealer change");
    return "none";
  }
}
