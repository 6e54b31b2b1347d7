import "server-only";
import { z } from "zod";
import {
  centsFromWindcaveAmount,
  isPaymentAmount,
  toWindcaveAmount,
} from "@/domain/payments/provider-amounts";
import { AppError } from "@/server/http/app-error";
import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentCredentials,
  PaymentEvent,
  PaymentProvider,
  PaymentStatus,
} from "@/server/payments/payment-provider";
import {
  windcaveEventId,
  windcaveNotificationSessionId,
  windcaveSessionOutcome,
} from "@/server/payments/windcave/windcave-mapping";

/**
 * Windcave over its REST API (there is no official Node library), HTTP Basic auth with the
 * REST username (`credentials.account`) and API key (`credentials.secretKey`):
 * - a payment is a purchase **session** (`POST /api/v1/sessions`), the shopper pays on the
 *   session's hosted payment page (its `links[]` entry with rel "hpp");
 * - `GET /api/v1/sessions/{id}` says how it went (its purchase transactions);
 * - a refund is a transaction of type "refund" against the authorised purchase
 *   (`POST /api/v1/transactions`);
 * - Windcave's notification (a call to `notificationUrl?sessionId=…`) is not signed, so it is
 *   never believed: the adapter reads the session from the API and reports what it says. A
 *   made-up session id finds no session and is refused. There is no timestamp to be stale:
 *   replaying a notification reads the same session, hence the same event id.
 * Requests carry X-ID (Windcave's request id) so a retried create or refund is done once.
 */
const TIMEOUT_MS = 10_000;
const MAX_RESPONSE_CHARS = 512 * 1024;

const linkSchema = z.object({ href: z.string(), rel: z.string() });

const createdSchema = z.object({ id: z.string().min(1).max(64), links: z.array(linkSchema).max(20) });

const transactionSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string(),
  authorised: z.boolean(),
  amount: z.string().optional(),
  dateTimeUtc: z.string().optional(),
  responseText: z.string().optional(),
});

const sessionSchema = z.object({
  id: z.string().min(1).max(64),
  state: z.string(),
  amount: z.string(),
  currency: z.string().length(3),
  merchantReference: z.string().optional(),
  expires: z.string().optional(),
  transactions: z.array(transactionSchema).max(100).optional(),
});

const refundSchema = z.object({
  id: z.string().min(1).max(64),
  authorised: z.boolean(),
  responseText: z.string().optional(),
});

/** Windcave's error body: {errors: [{target, message}]}. */
const errorBodySchema = z.object({
  errors: z.array(z.object({ target: z.string().optional(), message: z.string().optional() })),
});

type Session = z.infer<typeof sessionSchema>;

export function createWindcaveProvider(credentials: PaymentCredentials): PaymentProvider {
  const base = `${credentials.baseUrl.replace(/\/+$/, "")}/api/v1`;
  const authorization = `Basic ${Buffer.from(`${credentials.account ?? ""}:${credentials.secretKey}`).toString("base64")}`;

  async function call<T>(
    schema: z.ZodType<T>,
    path: string,
    init: { method: "GET" | "POST"; body?: unknown; requestId?: string },
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization,
          accept: "application/json",
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          ...(init.requestId ? { "x-id": init.requestId.slice(0, 64) } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: "error",
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError("provider_unavailable", `Windcave did not answer: ${reason}`);
    }
    const text = (await response.text()).slice(0, MAX_RESPONSE_CHARS);
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // reported below
    }
    if (!response.ok) {
      const errors = errorBodySchema.safeParse(json);
      const detail =
        (errors.success ? errors.data.errors[0]?.message : undefined) ?? `HTTP ${response.status}`;
      if (response.status === 404) throw new AppError("not_found", `Windcave: ${detail}`);
      throw new AppError("provider_unavailable", `Windcave refused the request: ${detail}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new AppError("provider_unavailable", "Windcave answered an unexpected body.");
    return parsed.data;
  }

  const readSession = (id: string) =>
    call(sessionSchema, `/sessions/${encodeURIComponent(id)}`, { method: "GET" });

  function status(session: Session, now: Date): PaymentStatus {
    const outcome = windcaveSessionOutcome(session, now);
    return {
      paymentId: session.id,
      reference: session.merchantReference ?? "",
      state: outcome.state,
      amountCents: centsFromWindcaveAmount(session.amount) ?? 0,
      currency: session.currency,
    };
  }

  return {
    name: "windcave",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!isPaymentAmount(input.amountCents)) {
        throw new AppError("internal_error", `Not a payable amount: ${input.amountCents}`);
      }
      const created = await call(createdSchema, "/sessions", {
        method: "POST",
        requestId: input.idempotencyKey,
        body: {
          type: "purchase",
          amount: toWindcaveAmount(input.amountCents),
          currency: input.currency,
          merchantReference: input.reference.slice(0, 64),
          callbackUrls: { approved: input.returnUrl, declined: input.returnUrl, cancelled: input.cancelUrl },
          notificationUrl: input.notificationUrl,
        },
      });
      const hpp = created.links.find((link) => link.rel === "hpp");
      if (!hpp)
        throw new AppError("provider_unavailable", "Windcave's session has no hosted payment page link.");
      return { paymentId: created.id, redirectUrl: hpp.href };
    },

    async getPayment(paymentId) {
      return status(await readSession(paymentId), new Date());
    },

    async refund(paymentId, amountCents, idempotencyKey) {
      if (!isPaymentAmount(amountCents))
        throw new AppError("internal_error", `Not a refundable amount: ${amountCents}`);
      const session = await readSession(paymentId);
      const outcome = windcaveSessionOutcome(session, new Date());
      if (outcome.state !== "paid" || !outcome.transaction) {
        throw new AppError(
          "internal_error",
          `Windcave session ${paymentId} has no approved purchase to refund.`,
        );
      }
      const refund = await call(refundSchema, "/transactions", {
        method: "POST",
        requestId: idempotencyKey,
        body: {
          type: "refund",
          amount: toWindcaveAmount(amountCents),
          currency: session.currency,
          transactionId: outcome.transaction.id,
          merchantReference: session.merchantReference,
        },
      });
      if (!refund.authorised) {
        throw new AppError(
          "provider_unavailable",
          `Windcave declined the refund: ${refund.responseText ?? "no reason"}`,
        );
      }
      return { refundId: refund.id };
    },

    async parseWebhook(rawBody, _headers, now = new Date()): Promise<PaymentEvent[]> {
      const sessionId = windcaveNotificationSessionId(rawBody.slice(0, 4096));
      if (sessionId === null)
        throw new AppError("unauthorized", "The notification names no valid sessionId.");
      let session: Session;
      try {
        session = await readSession(sessionId);
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") {
          throw new AppError("unauthorized", `Windcave knows no session ${sessionId}.`);
        }
        throw error;
      }
      const outcome = windcaveSessionOutcome(session, now);
      if (outcome.state === "pending") return [];
      const occurredAt = outcome.transaction?.dateTimeUtc
        ? new Date(outcome.transaction.dateTimeUtc)
        : new Date(Math.min(now.getTime(), Date.parse(session.expires ?? "") || now.getTime()));
      return [
        {
          eventId: windcaveEventId(session.id, outcome.transaction),
          paymentId: session.id,
          reference: session.merchantReference ?? "",
          state: outcome.state,
          amountCents: centsFromWindcaveAmount(session.amount) ?? 0,
          currency: session.currency.toUpperCase(),
          occurredAt,
        },
      ];
    },
  };
}
