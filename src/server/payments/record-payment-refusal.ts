import "server-only";
import { PAYMENT_REFUSAL_TEXT, type PaymentRefusal } from "@/domain/payments/payment-match";
import type { DbOrTx } from "@/server/db/client";
import { payment_refusals } from "@/server/db/schema/all";
import { logger } from "@/server/log/logger";
import type { PaymentProviderName } from "@/server/payments/payment-provider";

/**
 * Records a verified provider event the money rule refused (nothing of it was applied): one
 * `payment_refusals` row for the dealer and operations, and the "payment event refused" log
 * line at error level.
 */
export async function recordPaymentRefusal(
  db: DbOrTx,
  input: {
    site: { id: number };
    reservation: { id: string; dealership_id: number };
    provider: PaymentProviderName;
    eventId: string | null;
    reason: PaymentRefusal;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(payment_refusals).values({
    website_id: input.site.id,
    reservation_id: input.reservation.id,
    provider: input.provider,
    event_id: input.eventId,
    reason: input.reason,
    detail: input.detail,
  });
  logger().error(
    {
      website: input.site.id,
      dealership: input.reservation.dealership_id,
      reservation: input.reservation.id,
      provider: input.provider,
      event: input.eventId,
      reason: input.reason,
      detail: input.detail,
    },
    `payment event refused: ${PAYMENT_REFUSAL_TEXT[input.reason]}`,
  );
}
