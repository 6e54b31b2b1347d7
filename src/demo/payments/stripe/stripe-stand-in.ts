import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { sendStandInWebhook } from "@/demo/payments/send-stand-in-webhook";
import { standInPath } from "@/demo/payments/stand-in-guard";
import {
  insertStandInRecordOnce,
  readStandInRecord,
  writeStandInRecord,
} from "@/demo/payments/stand-in-records";
import { standInWebhookSecret } from "@/demo/payments/stand-in-webhook-secret";
import { getDb } from "@/server/db/client";

// The local Stripe stand-in: the part of Stripe's REST API that Forecourt's adapter calls through
// the official SDK (form-encoded bodies, Bearer secret key, Idempotency-Key), a hosted Checkout
// page with Pay / Decline / Abandon, and webhooks signed exactly as Stripe signs them
// (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")). Its records live in
// demo_provider_records, so it survives a restart like Stripe does.

const PROVIDER = "stripe";
const API_VERSION = "2025-10-29.clover";
/** Where the stand-in delivers events: the site the session returns to, at this path. */
const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";
const MAX_FIELD_LENGTH = 2000;

/** What the stand-in keeps next to the provider-shaped session. */
interface StoredSession extends Record<string, unknown> {
  session: CheckoutSession;
  webhook_secret: string;
  /** The site origin the webhooks go to. */
  webhook_origin: string;
  refunded_cents: number;
}

export interface CheckoutSession extends Record<string, unknown> {
  id: string;
  object: "checkout.session";
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  description: string;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

function stripeError(status: number, message: string, param?: string) {
  return json({ error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } }, status);
}

function newId(prefix: string) {
  return `${prefix}_test_${randomBytes(18).toString("base64url")}`;
}

function secretKeyOf(request: Request): string | null {
  const auth = request.headers.get("authorization") ?? "";
  const key = auth.startsWith("Bearer ") ? auth.slice(7).trim() : "";
  return key.startsWith("sk_") && key.length <= 200 ? key : null;
}

function unauthorized() {
  return json({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }, 401);
}

async function formOf(request: Request): Promise<URLSearchParams | null> {
  const text = await request.text();
  if (text.length > 64 * 1024) return null;
  return new URLSearchParams(text);
}

function field(form: URLSearchParams, name: string): string | null {
  const value = form.get(name);
  return value === null ? null : value.slice(0, MAX_FIELD_LENGTH);
}

/** An Idempotency-Key seen before with this account answers with the first result. */
async function idempotent(
  request: Request,
  secretKey: string,
  create: () => Promise<{ id: string; body: Record<string, unknown> }>,
): Promise<Response> {
  const key = request.headers.get("idempotency-key");
  if (!key) return json((await create()).body);
  const recordId = `idem_${createHash("sha256").update(`${secretKey}\n${key}`).digest("hex")}`;
  const earlier = await readStandInRecord<{ body: Record<string, unknown> }>(
    await getDb(),
    PROVIDER,
    recordId,
  );
  if (earlier) return json(earlier.body);
  const created = await create();
  await insertStandInRecordOnce(await getDb(), {
    provider: PROVIDER,
    id: recordId,
    kind: "idempotency_key",
    data: { body: created.body },
  });
  return json(created.body);
}

function hostedOrigin(request: Request): string {
  const host = request.headers.get("host") ?? "localhost";
  return `http://${host}`;
}

/** POST /v1/checkout/sessions */
export async function createCheckoutSession(request: Request, now = new Date()): Promise<Response> {
  const secretKey = secretKeyOf(request);
  if (!secretKey) return unauthorized();
  const form = await formOf(request);
  if (!form) return stripeError(400, "The request body is too large.");
  if (field(form, "mode") !== "payment") return stripeError(400, "Only mode=payment is supported.", "mode");
  const amount = Number(field(form, "line_items[0][price_data][unit_amount]"));
  const quantity = Number(field(form, "line_items[0][quantity]") ?? "1");
  const currency = (field(form, "line_items[0][price_data][currency]") ?? "").toLowerCase();
  const successUrl = field(form, "success_url");
  const cancelUrl = field(form, "cancel_url");
  if (!Number.isSafeInteger(amount) || amount < 50 || amount > 99_999_999)
    return stripeError(400, "Invalid integer: unit_amount.", "line_items[0][price_data][unit_amount]");
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    return stripeError(400, "Invalid quantity.", "line_items[0][quantity]");
  if (!/^[a-z]{3}$/.test(currency))
    return stripeError(400, "Invalid currency.", "line_items[0][price_data][currency]");
  if (!successUrl || !URL.canParse(successUrl)) return stripeError(400, "Not a valid URL.", "success_url");
  if (cancelUrl !== null && !URL.canParse(cancelUrl))
    return stripeError(400, "Not a valid URL.", "cancel_url");
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const match = /^metadata\[([^\]]{1,40})\]$/.exec(name);
    if (match?.[1] && Object.keys(metadata).length < 50) metadata[match[1]] = value.slice(0, 500);
  }
  const intentReference = field(form, "payment_intent_data[metadata][reference]");
  return idempotent(request, secretKey, async () => {
    const id = newId("cs");
    const created = Math.floor(now.getTime() / 1000);
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: amount * quantity,
      currency,
      client_reference_id: field(form, "client_reference_id"),
      customer_email: field(form, "customer_email"),
      metadata,
      payment_intent: null,
      success_url: successUrl,
      cancel_url: cancelUrl ?? successUrl,
      url: `${hostedOrigin(request)}${standInPath("stripe")}/pay/${id}`,
      created,
      expires_at: Number(field(form, "expires_at")) || created + 24 * 3600,
      livemode: false,
      description: field(form, "line_items[0][price_data][product_data][name]") ?? "Payment",
    };
    const stored: StoredSession = {
      session,
      webhook_secret: standInWebhookSecret(PROVIDER, secretKey),
      webhook_origin: new URL(successUrl).origin,
      refunded_cents: 0,
      intent_reference: intentReference,
    };
    await writeStandInRecord(await getDb(), {
      provider: PROVIDER,
      id,
      kind: "checkout_session",
      data: stored,
    });
    return { id, body: session };
  });
}

/** Reads a session, expiring an open one whose time is up (and telling the site). */
async function loadSession(id: string, now: Date): Promise<StoredSession | null> {
  if (!/^cs_test_[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const stored = await readStandInRecord<StoredSession>(await getDb(), PROVIDER, id);
  if (!stored) return null;
  if (stored.session.status === "open" && stored.session.expires_at * 1000 <= now.getTime()) {
    stored.session = { ...stored.session, status: "expired", url: null };
    await save(stored);
    void deliver(stored, "checkout.session.expired", stored.session, now);
  }
  return stored;
}

async function save(stored: StoredSession) {
  await writeStandInRecord(await getDb(), {
    provider: PROVIDER,
    id: stored.session.id,
    kind: "checkout_session",
    data: stored,
  });
}

/** Signs a body the way Stripe does: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">. */
export function stripeSignatureHeader(body: string, secret: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/** Builds, stores and sends one event to the site's webhook URL (retried in the background). */
async function deliver(
  stored: StoredSession,
  type: string,
  object: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const event = {
    id: newId("evt"),
    object: "event",
    api_version: API_VERSION,
    created: Math.floor(now.getTime() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  await writeStandInRecord(await getDb(), { provider: PROVIDER, id: event.id, kind: "event", data: event });
  const body = JSON.stringify(event);
  await sendStandInWebhook({
    url: `${stored.webhook_origin}${STRIPE_WEBHOOK_PATH}`,
    body,
    sign: () => ({ "stripe-signature": stripeSignatureHeader(body, stored.webhook_secret) }),
  });
}

/** GET /v1/checkout/sessions/{id} */
export async function retrieveCheckoutSession(
  request: Request,
  id: string,
  now = new Date(),
): Promise<Response> {
  if (!secretKeyOf(request)) return unauthorized();
  const stored = await loadSession(id, now);
  if (!stored) return stripeError(404, `No such checkout.session: '${id.slice(0, 80)}'`, "id");
  return json(stored.session);
}

/** POST /v1/refunds (payment_intent, amount) */
export async function createRefund(request: Request, now = new Date()): Promise<Response> {
  const secretKey = secretKeyOf(request);
  if (!secretKey) return unauthorized();
  const form = await formOf(request);
  if (!form) return stripeError(400, "The request body is too large.");
  const intent = field(form, "payment_intent") ?? "";
  const link = /^pi_test_[A-Za-z0-9_-]{1,64}$/.test(intent)
    ? await readStandInRecord<{ session_id: string }>(await getDb(), PROVIDER, intent)
    : null;
  const stored = link ? await loadSession(link.session_id, now) : null;
  if (stored?.session.payment_status !== "paid")
    return stripeError(400, `No such payment_intent: '${intent.slice(0, 80)}'`, "payment_intent");
  const remaining = stored.session.amount_total - stored.refunded_cents;
  const amount = field(form, "amount") === null ? remaining : Number(field(form, "amount"));
  return idempotent(request, secretKey, async () => {
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > remaining) {
      return {
        id: "",
        body: {
          error: {
            type: "invalid_request_error",
            message: "Refund amount is greater than the unrefunded amount.",
          },
        },
      };
    }
    const refund = {
      id: newId("re"),
      object: "refund",
      amount,
      currency: stored.session.currency,
      payment_intent: intent,
      status: "succeeded",
      created: Math.floor(now.getTime() / 1000),
      metadata: {} as Record<string, string>,
    };
    stored.refunded_cents += amount;
    await save(stored);
    await writeStandInRecord(await getDb(), {
      provider: PROVIDER,
      id: refund.id,
      kind: "refund",
      data: refund,
    });
    const reference = String(stored.intent_reference ?? stored.session.metadata.reference ?? "");
    void deliver(
      stored,
      "charge.refunded",
      {
        id: `ch_${intent.slice(3)}`,
        object: "charge",
        amount: stored.session.amount_total,
        amount_refunded: stored.refunded_cents,
        refunded: stored.refunded_cents >= stored.session.amount_total,
        payment_intent: intent,
        metadata: { reference },
      },
      now,
    );
    return { id: refund.id, body: refund };
  });
}

export type HostedAction = "pay" | "decline" | "abandon";

/**
 * The shopper's choice on the hosted page: pay (the session completes, paid), decline (the
 * payment fails: Stripe's async_payment_failed), abandon (back to the cancel URL; the session
 * stays open until it expires). Answers where to send the browser, or null for an unknown or
 * closed session.
 */
export async function actOnHostedPage(
  id: string,
  action: HostedAction,
  now = new Date(),
): Promise<string | null> {
  const stored = await loadSession(id, now);
  if (stored?.session.status !== "open") return null;
  const successUrl = stored.session.success_url.replace("{CHECKOUT_SESSION_ID}", id);
  if (action === "abandon") return stored.session.cancel_url.replace("{CHECKOUT_SESSION_ID}", id);
  if (action === "pay") {
    const intent = newId("pi");
    stored.session = {
      ...stored.session,
      status: "complete",
      payment_status: "paid",
      payment_intent: intent,
      url: null,
    };
    await writeStandInRecord(await getDb(), {
      provider: PROVIDER,
      id: intent,
      kind: "payment_intent",
      data: { session_id: id },
    });
    await save(stored);
    void deliver(stored, "checkout.session.completed", stored.session, now);
    return successUrl;
  }
  stored.session = { ...stored.session, status: "complete", payment_status: "unpaid", url: null };
  await save(stored);
  void deliver(stored, "checkout.session.async_payment_failed", stored.session, now);
  return successUrl;
}

/** What the hosted page shows: the amount and description of an open session. */
export async function hostedPageSession(
  id: string,
  now = new Date(),
): Promise<Pick<
  CheckoutSession,
  "id" | "amount_total" | "currency" | "description" | "status" | "customer_email"
> | null> {
  const stored = await loadSession(id, now);
  if (!stored) return null;
  const { amount_total, currency, description, status, customer_email } = stored.session;
  return { id, amount_total, currency, description, status, customer_email };
}
