import "server-only";
import { createHash, randomBytes } from "node:crypto";
import adyen from "@adyen/api-library";
import { z } from "zod";
import { adyenMessagePage, adyenPaymentPage, adyenReturnPage } from "@/demo/payments/adyen/adyen-hosted-page";
import { readAdyenRecord, writeAdyenRecord } from "@/demo/payments/adyen/adyen-records";
import { deliverToMerchant } from "@/demo/payments/send-stand-in-webhook";
import { keyFingerprint } from "@/demo/payments/stand-in-records";
import { defined } from "@/domain/defined";
import { PAYMENT_CURRENCIES } from "@/domain/payments/payment-types";
import type { Db } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import type { PaymentCurrency } from "@/server/payments/payment-provider";

// A local stand-in for Adyen, for the demo and the tests (src/app/platform/demo-providers/
// adyen): the subset of Adyen's APIs the adapter (src/server/payments/adyen/adyen-provider.ts) calls, answered the
// way Adyen answers them, so the real adapter and the official library run against it:
//
//   POST /v{n}/paymentLinks                         Checkout API: create a payment link
//   GET  /v{n}/paymentLinks/{linkId}                Checkout API: the link and its status
//   POST /v{n}/payments/{pspReference}/reversals    Checkout API: refund (or cancel) a payment
//   POST /v3/merchants/{merchantId}/webhooks        Management API: register the webhook URL
//   POST /v3/merchants/{merchantId}/webhooks/{id}/generateHmac   … and get its HMAC key
//   GET  /checkout/{linkId}                         the hosted payment page (Pay/Decline/Abandon)
//
// Notifications go to the merchant account's registered webhook as Adyen's standard JSON,
// signed with the webhook's HMAC key, and are retried until the answer is "[accepted]".

const MAX_BODY_BYTES = 64 * 1024;
const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000; // Adyen's default expiry of a payment link
/** Three attempts, a moment apart. */
const RETRY_BACKOFF_MS = [0, 100, 200] as const;

export interface AdyenStandInOptions {
  db: Db;
  /** The stand-in's public root, e.g. http://localhost:3000/demo-providers/adyen. */
  base: string;
  now?: Date;
}

interface LinkRecord {
  id: string;
  url: string;
  status: "active" | "completed" | "expired" | "paymentPending";
  amount: { value: number; currency: PaymentCurrency };
  merchantAccount: string;
  reference: string;
  description?: string;
  shopperEmail?: string;
  returnUrl?: string;
  expiresAt: string;
  keyFingerprint: string;
}

interface PaymentRecord {
  pspReference: string;
  paymentLinkId: string;
  merchantAccount: string;
  reference: string;
  amount: { value: number; currency: string };
  status: "authorised" | "refused" | "reversed";
  keyFingerprint: string;
}

interface WebhookRecord {
  id: string;
  merchantId: string;
  url: string;
  active: boolean;
  hmacKey?: string;
  keyFingerprint: string;
}

type Notification = {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: "true" | "false";
  eventDate: string;
  paymentMethod?: string;
  reason?: string;
  additionalData: Record<string, string>;
};

// Adyen's error body: {status, errorCode, message, errorType}.
const adyenError = (status: number, errorCode: string, message: string, errorType: string) =>
  Response.json({ status, errorCode, message, errorType }, { status });
const unauthorized = () => adyenError(401, "000", "HTTP Status Response - Unauthorized", "security");
const notFound = (what: string) => adyenError(404, "000", `${what} not found`, "validation");
const invalid = (message: string) => adyenError(422, "702", message, "validation");

/** Adyen's messages name the field: "Required field 'amount.value' is not provided." */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join(".") || "body";
  return issue.code === "invalid_type" && issue.input === undefined
    ? `Required field '${field}' is not provided.`
    : `Field '${field}' is not valid: ${issue.message}`;
}

const linkRequestSchema = z.object({
  merchantAccount: z.string().min(1).max(80),
  reference: z.string().min(1).max(80),
  amount: z.object({
    value: z.number().int().positive().max(10_000_000_00),
    currency: z.enum(PAYMENT_CURRENCIES),
  }),
  description: z.string().max(280).optional(),
  shopperEmail: z.string().max(500).optional(),
  returnUrl: z
    .url({ protocol: /^https?$/ })
    .max(8000)
    .optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

const reversalRequestSchema = z.object({
  merchantAccount: z.string().min(1).max(80),
  reference: z.string().max(80).optional(),
});

const webhookRequestSchema = z.object({
  type: z.literal("standard"),
  url: z.url({ protocol: /^https?$/ }).max(2000),
  active: z.boolean(),
  communicationFormat: z.literal("json").optional(),
});

async function readJson(request: Request): Promise<{ body: unknown } | Response> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
    return adyenError(413, "000", "Request body too large", "validation");
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return adyenError(413, "000", "Request body too large", "validation");
  try {
    return { body: JSON.parse(text) };
  } catch {
    return adyenError(400, "702", "Structure of the request is invalid: not JSON", "validation");
  }
}

/** PSP references are 16 characters, upper-case letters and digits. */
function newPspReference(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join("");
}

const publicLink = ({ keyFingerprint: _, ...link }: LinkRecord) => link;

/** Answers one request to the stand-in; `path` is what follows its root. */
export async function adyenStandIn(
  request: Request,
  path: readonly string[],
  options: AdyenStandInOptions,
): Promise<Response> {
  const now = options.now ?? new Date();
  const [first, second, third, fourth, fifth] = path;
  const method = request.method;

  if (first === "checkout" && second && path.length === 2) {
    if (method === "GET") return showHostedPage(options.db, second, now);
    if (method === "POST") return submitHostedPage(request, options, second, now);
    return adyenError(405, "000", "Method not allowed", "validation");
  }

  const apiKey = request.headers.get("x-api-key")?.trim() ?? "";
  if (apiKey === "" || apiKey.length > 500) return unauthorized();
  const fingerprint = keyFingerprint(apiKey);
  const version = first && /^v\d{1,3}$/.test(first);
  if (!version) return notFound("Endpoint");

  if (second === "paymentLinks" && path.length === 2 && method === "POST") {
    return createLink(request, options, fingerprint, now);
  }
  if (second === "paymentLinks" && third && path.length === 3 && method === "GET") {
    const link = await currentLink(options.db, third, now);
    if (!link || link.keyFingerprint !== fingerprint) return notFound("Payment link");
    return Response.json(publicLink(link));
  }
  if (second === "payments" && third && fourth === "reversals" && path.length === 4 && method === "POST") {
    return reverse(request, options, third, fingerprint, now);
  }
  if (second === "merchants" && third && fourth === "webhooks" && method === "POST") {
    if (path.length === 4) return registerWebhook(request, options.db, third, fingerprint);
    if (path.length === 6 && fifth && path[5] === "generateHmac") {
      return generateHmac(options.db, third, fifth, fingerprint);
    }
  }
  return notFound("Endpoint");
}

/** Same Idempotency-Key, same body: the first answer again. A different body is refused. */
async function idempotent(
  db: Db,
  request: Request,
  fingerprint: string,
  body: unknown,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get("idempotency-key");
  if (!key) return run();
  if (key.length > 64) return invalid("Field 'Idempotency-Key' is not valid: at most 64 characters");
  const id = `idem:${fingerprint}:${key}`;
  const bodyHash = createHash("sha256").update(JSON.stringify(body)).digest("hex");
  const seen = await readAdyenRecord<{ bodyHash: string; status: number; answer: unknown }>(
    db,
    id,
    "idempotency",
  );
  if (seen) {
    if (seen.bodyHash !== bodyHash) {
      return adyenError(422, "704", "request already processed or in progress", "validation");
    }
    return Response.json(seen.answer, { status: seen.status, headers: { "idempotent-replayed": "true" } });
  }
  const response = await run();
  if (response.ok) {
    const answer: unknown = await response.clone().json();
    await writeAdyenRecord(db, id, "idempotency", { bodyHash, status: response.status, answer });
  }
  return response;
}

async function createLink(
  request: Request,
  options: AdyenStandInOptions,
  fingerprint: string,
  now: Date,
): Promise<Response> {
  const read = await readJson(request);
  if (read instanceof Response) return read;
  const parsed = linkRequestSchema.safeParse(read.body);
  if (!parsed.success)
    return invalid(describeIssue(defined(parsed.error.issues[0], "the first issue of a failed parse")));
  const input = parsed.data;
  return idempotent(options.db, request, fingerprint, read.body, async () => {
    const id = `PL${randomBytes(8).toString("hex").toUpperCase()}`;
    const link: LinkRecord = {
      id,
      url: `${options.base}/checkout/${id}`,
      status: "active",
      amount: input.amount,
      merchantAccount: input.merchantAccount,
      reference: input.reference,
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.shopperEmail !== undefined ? { shopperEmail: input.shopperEmail } : {}),
      ...(input.returnUrl !== undefined ? { returnUrl: input.returnUrl } : {}),
      expiresAt: input.expiresAt ?? new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
      keyFingerprint: fingerprint,
    };
    await writeAdyenRecord(options.db, id, "payment_link", { ...link });
    return Response.json(publicLink(link), { status: 201 });
  });
}

/** The link as Adyen shows it now: an active link past its expiry is expired. */
async function currentLink(db: Db, id: string, now: Date): Promise<LinkRecord | null> {
  const link = await readAdyenRecord<LinkRecord>(db, id, "payment_link");
  if (!link) return null;
  if (link.status === "active" && Date.parse(link.expiresAt) <= now.getTime()) {
    const expired: LinkRecord = { ...link, status: "expired" };
    await writeAdyenRecord(db, id, "payment_link", { ...expired });
    return expired;
  }
  return link;
}

async function showHostedPage(db: Db, id: string, now: Date): Promise<Response> {
  const link = await currentLink(db, id, now);
  if (!link) return adyenMessagePage("Payment link not found", "Check the link you were given.");
  if (link.status !== "active") {
    return adyenMessagePage("This payment link is no longer available", `Its status is ${link.status}.`);
  }
  return adyenPaymentPage(link);
}

async function submitHostedPage(
  request: Request,
  options: AdyenStandInOptions,
  id: string,
  now: Date,
): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const outcome = form?.get("outcome");
  if (outcome !== "pay" && outcome !== "decline" && outcome !== "abandon") {
    return adyenMessagePage("Choose what to do", "Pay, decline or abandon the payment.");
  }
  const link = await currentLink(options.db, id, now);
  if (link?.status !== "active") {
    return adyenMessagePage("This payment link is no longer available", "Nothing was charged.");
  }
  const back = (message: string) =>
    link.returnUrl ? adyenReturnPage(message, link.returnUrl) : adyenMessagePage(message, "");

  if (outcome === "abandon") {
    // The shopper leaves; the stand-in lets the link run out at once instead of in 24 hours.
    await writeAdyenRecord(options.db, id, "payment_link", { ...link, status: "expired" });
    return back("Payment abandoned");
  }
  const authorised = outcome === "pay";
  const payment: PaymentRecord = {
    pspReference: newPspReference(),
    paymentLinkId: link.id,
    merchantAccount: link.merchantAccount,
    reference: link.reference,
    amount: link.amount,
    status: authorised ? "authorised" : "refused",
    keyFingerprint: link.keyFingerprint,
  };
  await writeAdyenRecord(options.db, payment.pspReference, "payment", { ...payment });
  // A refused attempt leaves the link active: the shopper may try another card.
  if (authorised) await writeAdyenRecord(options.db, id, "payment_link", { ...link, status: "completed" });
  await sendNotification(options, {
    pspReference: payment.pspReference,
    merchantAccountCode: link.merchantAccount,
    merchantReference: link.reference,
    amount: link.amount,
    eventCode: "AUTHORISATION",
    success: authorised ? "true" : "false",
    eventDate: now.toISOString(),
    paymentMethod: "visa",
    ...(authorised ? {} : { reason: "Refused" }),
    additionalData: { paymentLinkId: link.id },
  });
  return back(authorised ? "Payment authorised" : "Payment refused");
}

async function reverse(
  request: Request,
  options: AdyenStandInOptions,
  pspReference: string,
  fingerprint: string,
  now: Date,
): Promise<Response> {
  const read = await readJson(request);
  if (read instanceof Response) return read;
  const parsed = reversalRequestSchema.safeParse(read.body);
  if (!parsed.success)
    return invalid(describeIssue(defined(parsed.error.issues[0], "the first issue of a failed parse")));
  return idempotent(options.db, request, fingerprint, read.body, async () => {
    const payment = await readAdyenRecord<PaymentRecord>(options.db, pspReference, "payment");
    if (!payment || payment.keyFingerprint !== fingerprint) return notFound("Payment");
    if (payment.merchantAccount !== parsed.data.merchantAccount) {
      return invalid("Field 'merchantAccount' is not valid: not the payment's merchant account");
    }
    if (payment.status !== "authorised") {
      return invalid(`Original pspReference ${pspReference} cannot be reversed: it is ${payment.status}`);
    }
    const modification = newPspReference();
    await writeAdyenRecord(options.db, pspReference, "payment", { ...payment, status: "reversed" });
    await writeAdyenRecord(options.db, modification, "modification", {
      pspReference: modification,
      paymentPspReference: pspReference,
    });
    await sendNotification(options, {
      pspReference: modification,
      originalReference: pspReference,
      merchantAccountCode: payment.merchantAccount,
      merchantReference: parsed.data.reference ?? payment.reference,
      amount: payment.amount,
      eventCode: "CANCEL_OR_REFUND",
      success: "true",
      eventDate: now.toISOString(),
      additionalData: { "modification.action": "refund" },
    });
    return Response.json(
      {
        merchantAccount: payment.merchantAccount,
        paymentPspReference: pspReference,
        pspReference: modification,
        ...(parsed.data.reference ? { reference: parsed.data.reference } : {}),
        status: "received",
      },
      { status: 201 },
    );
  });
}

/** Management API: one standard webhook per merchant account (a second call replaces it). */
async function registerWebhook(
  request: Request,
  db: Db,
  merchantId: string,
  fingerprint: string,
): Promise<Response> {
  const read = await readJson(request);
  if (read instanceof Response) return read;
  const parsed = webhookRequestSchema.safeParse(read.body);
  if (!parsed.success)
    return invalid(describeIssue(defined(parsed.error.issues[0], "the first issue of a failed parse")));
  const webhook: WebhookRecord = {
    id: `S2-${randomBytes(6).toString("hex").toUpperCase()}`,
    merchantId,
    url: parsed.data.url,
    active: parsed.data.active,
    keyFingerprint: fingerprint,
  };
  await writeAdyenRecord(db, `webhook:${merchantId}`, "webhook", { ...webhook });
  return Response.json(
    {
      id: webhook.id,
      type: "standard",
      url: webhook.url,
      active: webhook.active,
      communicationFormat: "json",
      hasPassword: false,
    },
    { status: 200 },
  );
}

async function generateHmac(db: Db, merchantId: string, webhookId: string, fingerprint: string) {
  const webhook = await readAdyenRecord<WebhookRecord>(db, `webhook:${merchantId}`, "webhook");
  if (!webhook || webhook.id !== webhookId || webhook.keyFingerprint !== fingerprint) {
    return notFound("Webhook");
  }
  const hmacKey = randomBytes(32).toString("hex").toUpperCase();
  await writeAdyenRecord(db, `webhook:${merchantId}`, "webhook", { ...webhook, hmacKey });
  return Response.json({ hmacKey });
}

/** Posts one notification to the merchant account's webhook, retried until "[accepted]". */
async function sendNotification(options: AdyenStandInOptions, item: Notification): Promise<void> {
  const webhook = await readAdyenRecord<WebhookRecord>(
    options.db,
    `webhook:${item.merchantAccountCode}`,
    "webhook",
  );
  if (!webhook?.active) {
    logger().warn({ merchantAccount: item.merchantAccountCode }, "adyen stand-in: no webhook registered");
    return;
  }
  const signed = webhook.hmacKey
    ? {
        ...item,
        additionalData: {
          ...item.additionalData,
          hmacSignature: new adyen.hmacValidator().calculateHmac(
            { ...item, amount: { value: item.amount.value, currency: item.amount.currency } } as never,
            webhook.hmacKey,
          ),
        },
      }
    : item;
  const body = JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: signed }] });
  const delivered = await deliverToMerchant({
    url: new URL(webhook.url),
    method: "POST",
    body,
    accepted: (answer) => answer.text.trim() === "[accepted]",
    backoffMs: RETRY_BACKOFF_MS,
    what: "adyen stand-in webhook",
  });
  if (!delivered) {
    logger().warn(
      { merchantAccount: item.merchantAccountCode, eventCode: item.eventCode },
      "adyen stand-in: the webhook did not answer [accepted]",
    );
  }
}
