import "server-only";
// The library is CommonJS: Node's ESM loader (npm run worker, scripts) sees its exports only on
// the default export, so they are read from there.
import adyen from "@adyen/api-library";
import { defined } from "@/domain/defined";

const { CheckoutAPI, Client, EnvironmentEnum, hmacValidator } = adyen;

import { z } from "zod";
import { isPaymentAmount } from "@/domain/payments/provider-amounts";
import { AppError } from "@/server/http/app-error";
import { AdyenFetchClient } from "@/server/payments/adyen/adyen-http-client";
import { adyenEventId, adyenEventState, adyenLinkState } from "@/server/payments/adyen/adyen-mapping";
import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentCredentials,
  PaymentEvent,
  PaymentProvider,
  PaymentStatus,
} from "@/server/payments/payment-provider";

/**
 * Adyen through its official library (`@adyen/api-library`), Checkout API:
 * - a payment is a **payment link** (`POST /paymentLinks`): Adyen's hosted payment page, whose
 *   id is Forecourt's payment id and whose `url` the shopper is sent to; `GET
 *   /paymentLinks/{id}` says whether it was paid;
 * - a refund is a **reversal** of the authorised payment (`POST /payments/{pspReference}/
 *   reversals`): the whole deposit back (or the authorisation cancelled if it was not yet
 *   captured). It needs the payment's PSP reference, which only the AUTHORISATION
 *   notification carries: parseWebhook reports it as the event's `paymentRef`, the
 *   reservation keeps it (`provider_payment_ref`) and refunds with it.
 * - notifications are Adyen's standard webhook JSON, each item signed with the webhook's HMAC
 *   key (HMAC-SHA256 over pspReference:originalReference:merchantAccountCode:merchantReference:
 *   value:currency:eventCode:success, checked by the library's HmacValidator).
 *
 * Adyen's notifications carry no send timestamp and Adyen retries one for days, so an old
 * notification is not refused as stale: a replay is caught by its event id (the same PSP
 * reference, event code and success repeat), and order by `occurredAt` (the `eventDate`).
 */
const MAX_WEBHOOK_BYTES = 512 * 1024;
const MAX_NOTIFICATION_ITEMS = 100;

const amountSchema = z.object({ value: z.number().int().nonnegative(), currency: z.string().length(3) });

const linkSchema = z.object({
  id: z.string().min(1).max(80),
  url: z.url(),
  status: z.string(),
  reference: z.string(),
  amount: amountSchema,
});

const reversalSchema = z.object({ pspReference: z.string().min(1).max(80) });

const notificationItemSchema = z.object({
  pspReference: z.string().min(1).max(80),
  originalReference: z.string().max(80).optional(),
  merchantAccountCode: z.string().min(1).max(80),
  merchantReference: z.string().max(80),
  amount: amountSchema,
  eventCode: z.string().min(1).max(60),
  success: z.enum(["true", "false"]),
  eventDate: z.string().max(40),
  additionalData: z.record(z.string(), z.string()).optional(),
});

const notificationSchema = z.object({
  live: z.enum(["true", "false"]),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: notificationItemSchema }))
    .min(1)
    .max(MAX_NOTIFICATION_ITEMS),
});

type NotificationItem = z.infer<typeof notificationItemSchema>;

function parseAnswer<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("provider_unavailable", `Adyen answered an unexpected ${what}.`);
  return parsed.data;
}

function hasValidSignature(item: NotificationItem, hmacKey: string): boolean {
  if (!item.additionalData?.hmacSignature) return false;
  try {
    return new hmacValidator().validateHMAC(item as never, hmacKey);
  } catch {
    return false; // a signature of the wrong length or a key that is not hex
  }
}

export function createAdyenProvider(credentials: PaymentCredentials): PaymentProvider {
  const merchantAccount = credentials.account ?? "";
  const client = new Client(
    { apiKey: credentials.secretKey, environment: EnvironmentEnum.TEST },
    new AdyenFetchClient(credentials.baseUrl),
  );
  const checkout = new CheckoutAPI(client);

  function requireAccount(): void {
    if (merchantAccount === "") {
      throw new AppError("internal_error", "Adyen needs the merchant account (credentials.account).");
    }
  }

  return {
    name: "adyen",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      requireAccount();
      if (!isPaymentAmount(input.amountCents)) {
        throw new AppError("internal_error", `Not a payable amount: ${input.amountCents}`);
      }
      const answer = await checkout.PaymentLinksApi.paymentLinks(
        {
          merchantAccount,
          reference: input.reference,
          amount: { value: input.amountCents, currency: input.currency },
          description: input.description,
          shopperEmail: input.customerEmail,
          returnUrl: input.returnUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const link = parseAnswer(linkSchema, answer, "payment link");
      return { paymentId: link.id, redirectUrl: link.url };
    },

    async getPayment(paymentId): Promise<PaymentStatus> {
      const answer = await checkout.PaymentLinksApi.getPaymentLink(paymentId);
      const link = parseAnswer(linkSchema, answer, "payment link");
      return {
        paymentId: link.id,
        reference: link.reference,
        state: adyenLinkState(link.status),
        amountCents: link.amount.value,
        currency: link.amount.currency,
      };
    },

    async refund(paymentId, amountCents, idempotencyKey) {
      requireAccount();
      if (!isPaymentAmount(amountCents))
        throw new AppError("internal_error", `Not a refundable amount: ${amountCents}`);
      if (paymentId.startsWith("PL")) {
        throw new AppError(
          "internal_error",
          "An Adyen refund needs the payment's PSP reference (from its AUTHORISATION event id), not the payment link id.",
        );
      }
      const answer = await checkout.ModificationsApi.refundOrCancelPayment(
        paymentId,
        // No reference of its own: the REFUND notification then carries the payment's (the
        // reservation id), which is how Forecourt finds the payment it refunds.
        { merchantAccount },
        { idempotencyKey },
      );
      return { refundId: parseAnswer(reversalSchema, answer, "reversal").pspReference };
    },

    async parseWebhook(rawBody): Promise<PaymentEvent[]> {
      if (rawBody.length > MAX_WEBHOOK_BYTES)
        throw new AppError("payload_too_large", "The notification is too large.");
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError("invalid_json", "The notification is not JSON.");
      }
      const parsed = notificationSchema.safeParse(json);
      if (!parsed.success) {
        const issue = defined(parsed.error.issues[0], "the first issue of a failed parse");
        throw new AppError(
          "invalid_json",
          `The notification is not Adyen's standard JSON: ${issue.path.join(".")}`,
        );
      }
      const items = parsed.data.notificationItems.map((entry) => entry.NotificationRequestItem);
      // The whole batch is refused if one item is not signed with this webhook's key; Adyen
      // then sends it again, so nothing is half-applied.
      for (const item of items) {
        if (!hasValidSignature(item, credentials.webhookSecret)) {
          throw new AppError("unauthorized", "The notification's HMAC signature is missing or wrong.");
        }
        if (merchantAccount !== "" && item.merchantAccountCode !== merchantAccount) {
          throw new AppError("unauthorized", "The notification is for another merchant account.");
        }
      }
      const events: PaymentEvent[] = [];
      for (const item of items) {
        const state = adyenEventState(item.eventCode, item.success === "true");
        if (state === null) continue;
        const occurredAt = new Date(item.eventDate);
        if (Number.isNaN(occurredAt.getTime())) {
          throw new AppError("invalid_json", `The notification's eventDate is not a date: ${item.eventDate}`);
        }
        events.push({
          eventId: adyenEventId(item),
          // The payment link a payment was made on; a modification names the payment it changes.
          paymentId: item.additionalData?.paymentLinkId ?? item.originalReference ?? item.pspReference,
          reference: item.merchantReference,
          state,
          amountCents: item.amount.value,
          currency: item.amount.currency.toUpperCase(),
          ...(item.eventCode === "AUTHORISATION" ? { paymentRef: item.pspReference } : {}),
          occurredAt,
        });
      }
      return events;
    },
  };
}
