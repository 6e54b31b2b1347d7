import "server-only";
import type { Db } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import { applyPaymentState, type Reservation } from "@/server/payments/apply-payment-state";
import { paymentProviderFor } from "@/server/payments/payment-provider-for";
import type { Site } from "@/server/sites/site";

/**
 * Asks the provider for a pending reservation's payment and applies what it says (a lost or late
 * webhook loses nothing): the return page's refresh and the reconciliation job both use it.
 * Returns the state the provider reported, or null when it could not be asked.
 */
export async function refreshReservation(
  db: Db,
  site: Site,
  reservation: Reservation,
): Promise<string | null> {
  if (!reservation.payment_id) return null;
  try {
    const provider = await paymentProviderFor(db, {
      provider: reservation.provider,
      dealershipId: reservation.dealership_id,
    });
    const status = await provider.getPayment(reservation.payment_id);
    if (status.reference !== reservation.id) {
      logger().error(
        { reservation: reservation.id, payment: status.paymentId },
        "payment reference mismatch",
      );
      return null;
    }
    const outcome = await applyPaymentState(db, {
      site,
      provider,
      report: {
        reservationId: reservation.id,
        state: status.state,
        occurredAt: new Date(),
        eventId: null,
        money: { paymentId: status.paymentId, amountCents: status.amountCents, currency: status.currency },
      },
    });
    return outcome === "refused" ? null : status.state;
  } catch (error) {
    logger().warn({ err: error, reservation: reservation.id }, "reservation refresh failed");
    return null;
  }
}
