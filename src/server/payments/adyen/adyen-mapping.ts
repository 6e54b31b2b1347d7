import type { PaymentState } from "@/server/payments/payment-provider";

// Pure mapping between Adyen's terms and Forecourt's (no I/O), table-tested in
// adyen-mapping.test.ts.

/** A payment link's `status` as a payment state. */
export function adyenLinkState(status: string): PaymentState {
  switch (status) {
    case "completed":
    case "paid":
      return "paid";
    case "expired":
      return "expired";
    default: // active, paymentPending: the shopper may still pay
      return "pending";
  }
}

/**
 * What a standard notification means for the payment, or null when it changes nothing
 * Forecourt tracks (a failed refund, a capture, a report…). A refused authorisation fails
 * the attempt; a successful refund, cancellation or reversal returns the money.
 */
export function adyenEventState(eventCode: string, success: boolean): PaymentState | null {
  switch (eventCode) {
    case "AUTHORISATION":
      return success ? "paid" : "failed";
    case "REFUND":
    case "CANCELLATION":
    case "CANCEL_OR_REFUND":
      return success ? "refunded" : null;
    case "OFFER_CLOSED":
      return success ? "expired" : null;
    default:
      return null;
  }
}

/**
 * Adyen identifies a notification by its PSP reference, event code and success flag (a
 * retried or replayed notification repeats all three). The PSP reference comes first: for
 * an AUTHORISATION it is the payment's, which its refund needs.
 */
export function adyenEventId(item: { pspReference: string; eventCode: string; success: string }): string {
  return `${item.pspReference}:${item.eventCode}:${item.success}`;
}
