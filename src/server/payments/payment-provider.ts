import "server-only";

/**
 * One interface for the three card payment providers a site can use (the site's
 * `commerce.payment_provider`: stripe | adyen | windcave). Forecourt never sees card data: a
 * payment is created for an amount and the shopper pays on the provider's hosted page.
 *
 * Every adapter talks to its provider over HTTP at `baseUrl`. In production that is the
 * provider's own API; in the demo and the tests it is the local stand-in that speaks the same
 * API (see `src/demo/payments/`), chosen by nothing but the base URL.
 */
import type { PaymentCurrency, PaymentProviderName, PaymentState } from "@/domain/payments/payment-types";

// The unions live in the domain (the schema and the pure state machine share them).
export type { PaymentCurrency, PaymentProviderName, PaymentState };

/** The server-only credentials of one dealership's merchant account with one provider. */
export interface PaymentCredentials {
  /** The provider's API root, e.g. https://api.stripe.com or the stand-in's origin. */
  baseUrl: string;
  /** Secret API key (Stripe `sk_…`, Adyen API key, Windcave REST API key). Never rendered. */
  secretKey: string;
  /** Windcave REST username; Adyen merchant account. Unused by Stripe. */
  account?: string;
  /** Webhook signing secret (Stripe `whsec_…`, Adyen HMAC key in hex). Unused by Windcave. */
  webhookSecret: string;
}

export interface CreatePaymentInput {
  /** Forecourt's reservation id; the provider echoes it back (metadata / merchant reference). */
  reference: string;
  /** Integer minor units (cents); computed on the server, never taken from the browser. */
  amountCents: number;
  currency: PaymentCurrency;
  /** Shown on the hosted page, e.g. "Deposit: 2021 Mazda CX-5 Maxx". */
  description: string;
  customerEmail: string;
  /** Where the provider sends the shopper after paying (or failing). */
  returnUrl: string;
  /** Where the provider sends the shopper who abandons the hosted page. */
  cancelUrl: string;
  /** Where the provider posts its notifications (Windcave's `notificationUrl`). */
  notificationUrl: string;
  /** The same key twice creates one payment. */
  idempotencyKey: string;
  /** When the hosted page stops taking the payment (Stripe: Checkout Session `expires_at`). */
  expiresAt?: Date;
}

export interface CreatedPayment {
  /** The provider's id for the payment (Stripe Checkout Session id, Adyen session id, Windcave session id). */
  paymentId: string;
  /** The provider's hosted payment page, where the shopper is redirected. */
  redirectUrl: string;
}

export interface PaymentStatus {
  paymentId: string;
  reference: string;
  state: PaymentState;
  amountCents: number;
  currency: string;
}

/** One verified notification from the provider, already reduced to Forecourt's terms. */
export interface PaymentEvent {
  /** The provider's event id (idempotency: the same id is applied once). */
  eventId: string;
  paymentId: string;
  reference: string;
  state: PaymentState;
  amountCents: number;
  /** ISO 4217 code, upper case (the money rule compares it with the deposit's). */
  currency: string;
  /**
   * The provider's own reference of the captured payment when it differs from paymentId
   * (Adyen: the AUTHORISATION's PSP reference, which a refund needs; the payment id is the
   * payment link's). Absent when the payment id is all a refund needs (Stripe, Windcave).
   */
  paymentRef?: string;
  /** When the provider says it happened (out-of-order safety). */
  occurredAt: Date;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the provider for the payment's current state (the reconciliation job, the return page). */
  getPayment(paymentId: string): Promise<PaymentStatus>;
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /**
   * Verifies the provider's signature and parses the notification. Throws an AppError
   * (`unauthorized`) on a missing, wrong, stale or future-dated signature. Windcave's notification carries
   * no signature: its adapter answers by asking the API for the session (the documented way).
   */
  parseWebhook(rawBody: string, headers: Headers, now?: Date): Promise<PaymentEvent[]>;
}
