import type { PaymentState } from "@/domain/payments/payment-types";

/**
 * What a reservation does with a payment state the provider reports (a webhook, the
 * reconciliation job, the return page asking). Pure: the caller applies it in one transaction.
 *
 * - `reserve`: the payment succeeded while the reservation was pending: reserve the car, write
 *   the "Reserve car" lead and the shopper's confirmation (or refund it if the car was taken).
 * - `mark`: the reservation moves to a final state without money kept (failed, expired, refunded).
 * - `refund`: money arrived for a reservation already given up (expired or failed): refund it.
 * - `ignore`: a replay, or an older state arriving after a newer one (out of order).
 */
export type ReservationStep =
  | { kind: "reserve" }
  | { kind: "mark"; state: "failed" | "expired" | "refunded" }
  | { kind: "refund" }
  | { kind: "ignore" };

export function reservationStep(current: PaymentState, reported: PaymentState): ReservationStep {
  if (current === reported) return { kind: "ignore" };
  switch (current) {
    case "pending":
      if (reported === "paid") return { kind: "reserve" };
      if (reported === "pending") return { kind: "ignore" };
      return { kind: "mark", state: reported };
    case "paid":
      // A failed or expired notice that arrives after the payment succeeded is stale.
      return reported === "refunded" ? { kind: "mark", state: "refunded" } : { kind: "ignore" };
    case "failed":
    case "expired":
      // Money taken after Forecourt gave up on the reservation is never kept.
      if (reported === "paid") return { kind: "refund" };
      if (reported === "refunded") return { kind: "mark", state: "refunded" };
      return { kind: "ignore" };
    case "refunded":
      return { kind: "ignore" };
  }
}

/** Why a paid deposit was given back; shown to the shopper on the return page. */
export type RefundReason = "lost_race" | "late_payment" | "released" | "dealer";

/** A pending reservation holds the car's checkout this long before it expires (Stripe's minimum Checkout Session life). */
export const RESERVATION_EXPIRY_MINUTES = 30;
