import type { PaymentState } from "@/domain/payments/payment-types";

/**
 * A payment's state after one of its provider's events, whatever order the events arrive in
 * (providers retry, batch and reorder their notifications). The states rank pending < failed,
 * expired < paid < refunded: an event moves the payment up, or sideways when it is newer than
 * what was applied last; it never moves it down (a paid deposit is not "failed" by an earlier
 * refused attempt arriving late, a refunded one not "paid" again by a replayed authorisation).
 * The caller applies each event id once; this rule is what makes the order harmless.
 */
const RANK: Record<PaymentState, number> = { pending: 0, failed: 1, expired: 1, paid: 2, refunded: 3 };

export interface PaymentStateAt {
  state: PaymentState;
  /** When the provider says the state came about; null before any event. */
  occurredAt: Date | null;
}

export function paymentStateAfter(current: PaymentStateAt, event: PaymentStateAt): PaymentStateAt {
  const up = RANK[event.state] > RANK[current.state];
  const sidewaysAndNewer =
    RANK[event.state] === RANK[current.state] &&
    (current.occurredAt === null || (event.occurredAt !== null && event.occurredAt > current.occurredAt));
  return up || sidewaysAndNewer ? event : current;
}
