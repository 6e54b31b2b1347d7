import "server-only";
import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { REFUND_MAX_ATTEMPTS } from "@/domain/payments/refund-retry";
import { env } from "@/env";
import type { Db } from "@/server/db/client";
import { cars, reservations, websites } from "@/server/db/schema/all";
import { logger } from "@/server/log/logger";
import { applyPaymentState, refundReservation } from "@/server/payments/apply-payment-state";
import { paymentProviderFor } from "@/server/payments/payment-provider-for";
import { refreshReservation } from "@/server/payments/refresh-reservation";
import { loadSite } from "@/server/sites/load-site";
import type { Site } from "@/server/sites/site";

/** Reservations looked at per pass (bounded; the next pass takes the rest). */
const BATCH = 50;

export interface ReconcileResult {
  asked: number;
  expired: number;
  refundsRetried: number;
}

/**
 * The reconciliation job: a lost webhook loses no payment.
 * - Reservations still pending PAYMENT_RECONCILE_AFTER_SECONDS (2 minutes) after they started: the provider is
 *   asked and its answer applied (paid reserves the car or is refunded, expired releases).
 * - Pending past their expiry even so: expired here (a payment arriving later is refunded).
 * - Refunds owed (a lost race or a late payment whose refund call failed): tried again after a
 *   growing wait, and given up with an alert line after REFUND_MAX_ATTEMPTS (`nextRefundAttempt`).
 */
export async function reconcileReservations(db: Db, now = new Date()): Promise<ReconcileResult> {
  const result: ReconcileResult = { asked: 0, expired: 0, refundsRetried: 0 };
  const sites = new Map<number, Site | null>();
  const siteOf = async (websiteId: number) => {
    if (!sites.has(websiteId)) {
      const [row] = await db.select({ slug: websites.slug }).from(websites).where(eq(websites.id, websiteId));
      sites.set(websiteId, row ? await loadSite(db, { hostname: "", slug: row.slug }) : null);
    }
    return sites.get(websiteId) ?? null;
  };

  const due = new Date(now.getTime() - env().PAYMENT_RECONCILE_AFTER_SECONDS * 1000);
  const pending = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.state, "pending"), lt(reservations.created_at, due)))
    .orderBy(asc(reservations.created_at))
    .limit(BATCH);
  for (const reservation of pending) {
    const site = await siteOf(reservation.website_id);
    if (!site) continue;
    result.asked += 1;
    const state = await refreshReservation(db, site, reservation);
    if ((state === null || state === "pending") && reservation.expires_at <= now) {
      try {
        const provider = await paymentProviderFor(db, {
          provider: reservation.provider,
          dealershipId: reservation.dealership_id,
        });
        await applyPaymentState(db, {
          site,
          provider,
          report: { reservationId: reservation.id, state: "expired", occurredAt: now, eventId: null },
          now,
        });
        result.expired += 1;
      } catch (error) {
        logger().warn({ err: error, reservation: reservation.id }, "reservation not expired");
      }
    } else if (state === "expired") result.expired += 1;
  }

  const owed = await db
    .select({ reservation: reservations, car_name: cars.name })
    .from(reservations)
    .leftJoin(cars, eq(cars.id, reservations.car_id))
    .where(
      and(
        eq(reservations.state, "refunded"),
        isNull(reservations.refund_id),
        isNotNull(reservations.refund_reason),
        isNotNull(reservations.payment_id),
        lt(reservations.refund_attempts, REFUND_MAX_ATTEMPTS),
        // Not yet tried again: give the first call 30 seconds; then its back-off says when.
        or(
          and(
            isNull(reservations.refund_retry_at),
            lt(reservations.updated_at, sql`${now.toISOString()}::timestamptz - interval '30 seconds'`),
          ),
          lte(reservations.refund_retry_at, now),
        ),
      ),
    )
    .orderBy(asc(reservations.updated_at))
    .limit(BATCH);
  for (const { reservation, car_name } of owed) {
    const site = await siteOf(reservation.website_id);
    if (!site) continue;
    try {
      const provider = await paymentProviderFor(db, {
        provider: reservation.provider,
        dealershipId: reservation.dealership_id,
      });
      const done = await refundReservation(db, {
        site,
        provider,
        reservation,
        reason: reservation.refund_reason as "lost_race",
        carName: car_name ?? "car",
        now,
      });
      if (done) result.refundsRetried += 1;
    } catch (error) {
      logger().warn({ err: error, reservation: reservation.id }, "owed refund not retried");
    }
  }
  return result;
}
