import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { defined } from "@/domain/defined";
import type { ShopperMailDestination } from "@/domain/leads/delivery-destination";
import { paymentRefusal, type ReportedMoney } from "@/domain/payments/payment-match";
import { nextRefundAttempt } from "@/domain/payments/refund-retry";
import {
  depositText,
  reservationConfirmationMail,
  reservationRefundMail,
} from "@/domain/payments/reservation-messages";
import { type RefundReason, reservationStep } from "@/domain/payments/reservation-step";
import { RESERVE_CAR_CATEGORY, reserveCarForm } from "@/domain/payments/reserve-car-form";
import { formatMoney } from "@/domain/stock/format-price";
import type { Db, Tx } from "@/server/db/client";
import { cars, lead_deliveries, leads, payment_events, reservations } from "@/server/db/schema/all";
import { listDealershipWebsites } from "@/server/feed/feed-websites";
import { revalidateStockChange } from "@/server/feed/revalidate-stock-change";
import { createDeliveryTransport } from "@/server/leads/create-delivery-transport";
import { notifyDeliveryWorker } from "@/server/leads/delivery-signal";
import { enqueueLeadDeliveries } from "@/server/leads/enqueue-lead-deliveries";
import { logger } from "@/server/log/logger";
import type { PaymentProvider, PaymentState } from "@/server/payments/payment-provider";
import { recordPaymentRefusal } from "@/server/payments/record-payment-refusal";
import type { Site } from "@/server/sites/site";

export type Reservation = typeof reservations.$inferSelect;

/** One payment state the provider reported: a verified webhook, or an answer to getPayment. */
export interface ReportedPayment {
  reservationId: string;
  state: PaymentState;
  /** When the provider says it happened. */
  occurredAt: Date;
  /** The provider's event id: the same id is applied once (null when Forecourt asked). */
  eventId: string | null;
  /** The provider's own reference of the payment (Adyen's PSP reference), kept for its refund. */
  paymentRef?: string;
  /**
   * What the provider said about the money (its payment id, amount, currency): the money rule
   * (`paymentRefusal`) compares it with the reservation's. Absent only for Forecourt's own
   * decisions (expiring a reservation), which report no money.
   */
  money?: ReportedMoney;
}

export type ApplyOutcome =
  | "duplicate"
  | "unknown"
  | "refused"
  | "ignored"
  | "reserved"
  | "marked"
  | "refunded";

interface Written {
  outcome: ApplyOutcome;
  reservation: Reservation | null;
  /** A payment that cannot be kept: refunded by the provider after the commit. */
  refund: RefundReason | null;
  carChanged: boolean;
  carName: string;
}

async function writeReserveCarLead(
  tx: Tx,
  site: Site,
  res: Reservation,
  car: { id: number; name: string; stocknum: string },
  now: Date,
) {
  const deposit = depositText(res.amount_cents, res.currency);
  const paid = {
    reservation_id: res.id,
    deposit_amount: res.amount_cents,
    deposit_currency: res.currency,
    payment_provider: res.provider,
    payment_id: res.payment_id ?? null,
  };
  // The purchase journey's deposit: the journey's lead gains the payment and
  // goes out again as an update, so one purchase stays one lead and one thread for the dealer.
  const source =
    res.source_lead_id === null
      ? null
      : (
          await tx
            .select({ id: leads.id, payload: leads.payload })
            .from(leads)
            .where(and(eq(leads.id, res.source_lead_id), eq(leads.website_id, site.id)))
            .for("update")
        )[0];
  let leadId: number;
  if (source) {
    await tx
      .update(leads)
      .set({ payload: { ...source.payload, ...paid }, updated_at: now })
      .where(eq(leads.id, source.id));
    leadId = source.id;
    await enqueueLeadDeliveries(tx, { site, leadId, channel: "leads", partial: false, now });
  } else {
    const name = [res.shopper.first_name, res.shopper.last_name]
      .map((p) => p.trim())
      .filter(Boolean)
      .join(" ");
    const [lead] = await tx
      .insert(leads)
      .values({
        website_id: site.id,
        dealership_id: res.dealership_id,
        form_id: reserveCarForm.id,
        category: RESERVE_CAR_CATEGORY,
        lead_status: "Complete",
        form_completed: true,
        car_id: car.id,
        payload: {
          ...res.shopper,
          // The dealer email and the CRM address the customer by name ("name").
          ...(name ? { name } : {}),
          form_id: reserveCarForm.id,
          category: RESERVE_CAR_CATEGORY,
          car_id: car.id,
          stock_number: car.stocknum,
          message: `Reserved online: deposit of ${formatMoney(res.amount_cents, res.currency)} paid with ${res.provider} (payment ${res.payment_id ?? "?"}).`,
          ...paid,
        },
        created_at: now,
        updated_at: now,
      })
      .returning({ id: leads.id });
    leadId = defined(lead, "the reservation's lead as inserted").id;
    await enqueueLeadDeliveries(tx, { site, leadId, channel: "leads", partial: false, now, isNew: true });
  }
  const mail = reservationConfirmationMail({
    siteName: site.name,
    carName: car.name,
    deposit,
    firstName: res.shopper.first_name,
    reference: res.id,
  });
  const destination: ShopperMailDestination = { kind: "shopper_email", to: res.shopper.email, ...mail };
  await tx.insert(lead_deliveries).values({
    lead_id: leadId,
    website_id: site.id,
    destination,
    next_attempt_at: now,
  });
  return leadId;
}

/**
 * Applies one reported payment state to its reservation, in ONE transaction:
 * the event id is recorded (a replay does nothing), the reservation row is locked, and the
 * pure state machine decides. A successful payment for a pending reservation locks the car: if
 * it is still free it is marked reserved and the "Reserve car" lead is written with its outbox
 * rows (dealer email, ADF, webhook) and the shopper's confirmation; if another reservation won
 * the car, the payment is refunded after the commit and the shopper is told.
 */
export async function applyPaymentState(
  db: Db,
  input: { site: Site; provider: PaymentProvider; report: ReportedPayment; now?: Date },
): Promise<ApplyOutcome> {
  const { site, report } = input;
  const now = input.now ?? new Date();
  const written = await db.transaction(async (tx): Promise<Written> => {
    const none = { reservation: null, refund: null, carChanged: false, carName: "" };
    if (report.eventId !== null) {
      const claimed = await tx
        .insert(payment_events)
        .values({
          provider: input.provider.name,
          event_id: report.eventId,
          reservation_id: report.reservationId,
        })
        .onConflictDoNothing()
        .returning({ id: payment_events.event_id });
      if (claimed.length === 0) return { outcome: "duplicate", ...none };
    }
    const [res] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, report.reservationId), eq(reservations.website_id, site.id)))
      .for("update");
    if (!res || res.provider !== input.provider.name) return { outcome: "unknown", ...none };
    if (report.money) {
      const refusal = paymentRefusal(report.state, report.money, {
        paymentIds: [res.payment_id, res.provider_payment_ref],
        amountCents: res.amount_cents,
        currency: res.currency,
      });
      if (refusal !== null) {
        await recordPaymentRefusal(tx, {
          site,
          reservation: res,
          provider: input.provider.name,
          eventId: report.eventId,
          reason: refusal,
          detail: { ...report.money, state: report.state },
        });
        return { outcome: "refused", ...none };
      }
    }
    const lastEventAt =
      res.last_event_at && res.last_event_at > report.occurredAt ? res.last_event_at : report.occurredAt;
    const step = reservationStep(res.state, report.state);
    const [car] = await tx
      .select({
        id: cars.id,
        name: cars.name,
        stocknum: cars.stocknum,
        sold: cars.sold,
        reserved: cars.reserved,
      })
      .from(cars)
      .where(eq(cars.id, res.car_id))
      .for("update");
    const carName = car?.name ?? "car";
    const update = (set: Partial<Reservation>) =>
      tx
        .update(reservations)
        .set({
          ...set,
          ...(report.paymentRef && !res.provider_payment_ref
            ? { provider_payment_ref: report.paymentRef }
            : {}),
          last_event_at: lastEventAt,
          updated_at: now,
        })
        .where(eq(reservations.id, res.id))
        .returning();
    switch (step.kind) {
      case "ignore":
        await update({});
        return { outcome: "ignored", ...none, reservation: res };
      case "mark": {
        const [row] = await update({ state: step.state });
        // A paid reservation refunded at the provider gives the car back.
        const release = res.state === "paid" && step.state === "refunded" && car?.reserved === true;
        if (release)
          await tx.update(cars).set({ reserved: false, updated_at: now }).where(eq(cars.id, res.car_id));
        return { outcome: "marked", reservation: row ?? res, refund: null, carChanged: release, carName };
      }
      case "refund": {
        const [row] = await update({ state: "refunded", refund_reason: "late_payment" });
        return {
          outcome: "refunded",
          reservation: row ?? res,
          refund: "late_payment",
          carChanged: false,
          carName,
        };
      }
      case "reserve": {
        if (!car || car.sold || car.reserved) {
          const [row] = await update({ state: "refunded", refund_reason: "lost_race" });
          return {
            outcome: "refunded",
            reservation: row ?? res,
            refund: "lost_race",
            carChanged: false,
            carName,
          };
        }
        await tx.update(cars).set({ reserved: true, updated_at: now }).where(eq(cars.id, car.id));
        const leadId = await writeReserveCarLead(tx, site, res, car, now);
        const [row] = await update({ state: "paid", paid_at: report.occurredAt, lead_id: leadId });
        return { outcome: "reserved", reservation: row ?? res, refund: null, carChanged: true, carName };
      }
    }
  });

  const res = written.reservation;
  if (res && written.carChanged) {
    const sites = await listDealershipWebsites(db, res.dealership_id);
    try {
      // Never throws on a cache it cannot reach (it logs); outside a request (the
      // reconciliation job) Next refuses, and the pages' own revalidate window applies.
      await revalidateStockChange({
        carIds: [res.car_id],
        dealershipId: res.dealership_id,
        websiteIds: sites.map((s) => s.id),
      });
    } catch (error) {
      // The reservation itself is committed either way.
      logger().warn({ err: error, reservation: res.id }, "stock cache not revalidated");
    }
  }
  if (written.outcome === "reserved") notifyDeliveryWorker();
  if (res && written.refund)
    await refundReservation(db, {
      site,
      provider: input.provider,
      reservation: res,
      reason: written.refund,
      carName: written.carName,
      now,
    });
  return written.outcome;
}

/**
 * Gives a reservation's payment back at the provider (idempotent: the refund's key is the
 * reservation's id) and tells the shopper by email. A refund that fails stays owed
 * (state refunded, no refund_id): the failure is counted and the reconciliation job tries it
 * again after a growing wait (`nextRefundAttempt`); after the last attempt it gives up with an
 * alert line ("ALERT owed refund given up") for the dealer to refund by hand.
 */
export async function refundReservation(
  db: Db,
  input: {
    site: Site;
    provider: PaymentProvider;
    reservation: Reservation;
    reason: RefundReason;
    carName: string;
    now?: Date;
  },
): Promise<boolean> {
  const res = input.reservation;
  const now = input.now ?? new Date();
  if (!res.payment_id || res.refund_id) return res.refund_id !== null;
  try {
    // Adyen refunds the PSP reference of the payment, not its payment link.
    const { refundId } = await input.provider.refund(
      res.provider_payment_ref ?? res.payment_id,
      res.amount_cents,
      `refund_${res.id}`,
    );
    const updated = await db
      .update(reservations)
      .set({ refund_id: refundId, refund_retry_at: null, updated_at: now })
      .where(and(eq(reservations.id, res.id), sql`${reservations.refund_id} is null`))
      .returning({ id: reservations.id });
    if (updated.length > 0) {
      const mail = reservationRefundMail({
        siteName: input.site.name,
        carName: input.carName,
        deposit: depositText(res.amount_cents, res.currency),
        firstName: res.shopper.first_name,
        reason: input.reason,
        reference: res.id,
      });
      await createDeliveryTransport(db)
        .sendMail({ to: [res.shopper.email], ...mail })
        .catch((error: unknown) =>
          logger().error({ err: error, reservation: res.id }, "refund email not sent"),
        );
    }
    return true;
  } catch (error) {
    const [counted] = await db
      .update(reservations)
      .set({ refund_attempts: sql`${reservations.refund_attempts} + 1` })
      .where(and(eq(reservations.id, res.id), sql`${reservations.refund_id} is null`))
      .returning({ attempts: reservations.refund_attempts });
    const attempts = counted?.attempts ?? res.refund_attempts + 1;
    const retryAt = nextRefundAttempt(attempts, now);
    await db.update(reservations).set({ refund_retry_at: retryAt }).where(eq(reservations.id, res.id));
    if (retryAt === null) {
      logger().error(
        {
          err: error,
          alert: "refund_given_up",
          reservation: res.id,
          website: res.website_id,
          dealership: res.dealership_id,
          provider: res.provider,
          payment: res.payment_id,
          amount_cents: res.amount_cents,
          currency: res.currency,
          attempts,
        },
        "ALERT owed refund given up: refund it at the provider by hand",
      );
    } else {
      logger().warn(
        { err: error, reservation: res.id, attempts, retry_at: retryAt.toISOString() },
        "refund failed; the reconciliation job retries it later",
      );
    }
    return false;
  }
}
