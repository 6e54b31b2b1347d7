import type { PaymentState } from "@/domain/payments/payment-types";

/**
 * The money rule: a provider's report moves a reservation only when it is
 * about the reservation's own payment. A correctly signed event that merely names the
 * reservation (Stripe's `client_reference_id`, Adyen's `merchantReference`, Windcave's
 * `merchantReference`) is not enough: a shopper can pay 1 JPY on a Payment Link with any
 * `client_reference_id`.
 *
 * - `paid` must carry the reservation's payment id (or the provider's own reference of it),
 *   the deposit's amount in minor units and its currency;
 * - `failed` and `expired` must carry the reservation's payment id (another session's expiry
 *   must not end this one);
 * - `refunded` is not checked by id: only the dealer or Forecourt can refund on the dealer's
 *   account, and it only gives back money already kept (Stripe's `charge.refunded` names the
 *   charge, not the session).
 * - `pending` changes nothing, so it is never refused.
 */
export type PaymentRefusal = "other_payment" | "wrong_amount" | "wrong_currency" | "other_dealership";

/** What the provider reported about the money. */
export interface ReportedMoney {
  paymentId: string;
  amountCents: number;
  currency: string;
}

/** What the reservation expects: its payment's ids (null when not known yet) and its deposit. */
export interface ExpectedMoney {
  paymentIds: readonly (string | null)[];
  amountCents: number;
  currency: string;
}

/** Why the report must not touch the reservation, or null when it may. */
export function paymentRefusal(
  state: PaymentState,
  reported: ReportedMoney,
  expected: ExpectedMoney,
): PaymentRefusal | null {
  if (state === "pending" || state === "refunded") return null;
  const ids = expected.paymentIds.filter((id): id is string => id !== null && id !== "");
  if (reported.paymentId === "" || !ids.includes(reported.paymentId)) return "other_payment";
  if (state !== "paid") return null;
  if (reported.amountCents !== expected.amountCents) return "wrong_amount";
  if (reported.currency.toUpperCase() !== expected.currency.toUpperCase()) return "wrong_currency";
  return null;
}

/** The refusal as the dealer's log and the refusals table say it. */
export const PAYMENT_REFUSAL_TEXT: Record<PaymentRefusal, string> = {
  other_payment: "the event is about another payment than the reservation's",
  wrong_amount: "the amount paid is not the deposit's",
  wrong_currency: "the currency paid is not the deposit's",
  other_dealership: "the event is signed with another dealership's secret",
};
