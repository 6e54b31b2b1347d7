import "server-only";
import Stripe from "stripe";
import { AppError } from "@/server/http/app-error";
import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentCredentials,
  PaymentEvent,
  PaymentProvider,
  PaymentState,
  PaymentStatus,
} from "@/server/payments/payment-provider";

/** Stripe's own webhook tolerance: a signature older than this is refused (replays). */
const SIGNATURE_TOLERANCE_SECONDS = 300;
const TIMEOUT_MS = 10_000;

/**
 * The Stripe SDK pointed at `baseUrl`: host, port and protocol from its origin; a path prefix
 * (the local stand-in lives under /demo-providers/stripe) is added to every request through
 * the SDK's fetch client, so the SDK itself builds and sends every call.
 */
function stripeClient(credentials: PaymentCredentials): Stripe {
  const base = new URL(credentials.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, "");
  const httpClient = Stripe.createFetchHttpClient((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (prefix) url.pathname = `${prefix}${url.pathname}`;
    return fetch(url, init);
  });
  return new Stripe(credentials.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "http:" ? 80 : 443),
    protocol: base.protocol === "http:" ? "http" : "https",
    httpClient,
    maxNetworkRetries: 2,
    timeout: TIMEOUT_MS,
    telemetry: false,
  });
}

function sessionState(session: Stripe.Checkout.Session): PaymentState {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") return "paid";
  if (session.status === "expired") return "expired";
  return "pending";
}

/** The `t=` of a Stripe-Signature header, in seconds (null when there is none or two). */
function signatureTimestamp(header: string): number | null {
  const stamps = header
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.startsWith("t="))
    .map((part) => part.slice(2));
  if (stamps.length !== 1 || !/^\d{1,12}$/.test(stamps[0] ?? "")) return null;
  return Number(stamps[0]);
}

function referenceOf(session: Stripe.Checkout.Session): string {
  return session.client_reference_id ?? session.metadata?.reference ?? "";
}

function providerError(error: unknown): never {
  if (error instanceof AppError) throw error;
  const message = error instanceof Error ? error.message : String(error);
  throw new AppError("provider_unavailable", `The payment provider did not answer: ${message.slice(0, 200)}`);
}

/** Stripe behind Forecourt's PaymentProvider: a hosted Checkout Session in payment mode. */
export function createStripeProvider(credentials: PaymentCredentials): PaymentProvider {
  const stripe = stripeClient(credentials);
  return {
    name: "stripe",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            client_reference_id: input.reference,
            customer_email: input.customerEmail,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            metadata: { reference: input.reference },
            payment_intent_data: { metadata: { reference: input.reference } },
            ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
            success_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new Error("the Checkout Session has no url");
        return { paymentId: session.id, redirectUrl: session.url };
      } catch (error) {
        providerError(error);
      }
    },

    async getPayment(paymentId: string): Promise<PaymentStatus> {
      try {
        const session = await stripe.checkout.sessions.retrieve(paymentId);
        return {
          paymentId: session.id,
          reference: referenceOf(session),
          state: sessionState(session),
          amountCents: session.amount_total ?? 0,
          currency: (session.currency ?? "").toUpperCase(),
        };
      } catch (error) {
        providerError(error);
      }
    },

    async refund(paymentId: string, amountCents: number, idempotencyKey: string) {
      try {
        const session = await stripe.checkout.sessions.retrieve(paymentId);
        const intent =
          typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
        if (!intent) throw new Error(`Checkout Session ${paymentId} has no payment to refund`);
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount: amountCents, metadata: { reference: referenceOf(session) } },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        providerError(error);
      }
    },

    async parseWebhook(rawBody: string, headers: Headers, now = new Date()): Promise<PaymentEvent[]> {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new AppError("unauthorized", "The Stripe-Signature header is missing.");
      // The SDK refuses a timestamp older than the tolerance but not one ahead of the clock:
      // a signature made for the future would otherwise stay replayable for as long as it likes.
      const signedAt = signatureTimestamp(signature);
      if (signedAt === null || signedAt > now.getTime() / 1000 + SIGNATURE_TOLERANCE_SECONDS) {
        throw new AppError("unauthorized", "The Stripe signature's timestamp is missing or in the future.");
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          credentials.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        throw new AppError("unauthorized", "The Stripe signature is not valid for this body.");
      }
      // Signed, but not a notification Stripe sends: 400, never a 500.
      const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
      if (object === null || typeof object !== "object" || Array.isArray(object))
        throw new AppError("invalid_json", "The notification's data.object is not an object.", {
          fields: { "data.object": "must be an object" },
        });
      const occurredAt = new Date(event.created * 1000);
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
        case "checkout.session.async_payment_failed":
        case "checkout.session.expired": {
          const session = event.data.object;
          const state: PaymentState =
            event.type === "checkout.session.async_payment_failed" ? "failed" : sessionState(session);
          return [
            {
              eventId: event.id,
              paymentId: session.id,
              reference: referenceOf(session),
              state,
              amountCents: session.amount_total ?? 0,
              currency: (session.currency ?? "").toUpperCase(),
              occurredAt,
            },
          ];
        }
        case "charge.refunded": {
          const charge = event.data.object;
          const reference = charge.metadata?.reference;
          if (!reference || !charge.refunded) return [];
          return [
            {
              eventId: event.id,
              paymentId: "",
              reference,
              state: "refunded",
              amountCents: charge.amount_refunded,
              currency: (charge.currency ?? "").toUpperCase(),
              occurredAt,
            },
          ];
        }
        default:
          // Every other event type is acknowledged and not acted on.
          return [];
      }
    },
  };
}
