import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { deliverToMerchant } from "@/demo/payments/send-stand-in-webhook";
import { keyFingerprint } from "@/demo/payments/stand-in-records";
import {
  windcaveMessagePage,
  windcavePaymentPage,
  windcaveReturnPage,
} from "@/demo/payments/windcave/windcave-hosted-page";
import { readWindcaveRecord, writeWindcaveRecord } from "@/demo/payments/windcave/windcave-records";
import { defined } from "@/domain/defined";
import { PAYMENT_CURRENCIES } from "@/domain/payments/payment-types";
import { centsFromWindcaveAmount, toWindcaveAmount } from "@/domain/payments/provider-amounts";
import type { Db } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import type { PaymentCurrency } from "@/server/payments/payment-provider";

// A local stand-in for Windcave's REST API, for the demo and the tests
// (src/app/platform/demo-providers/windcave): the subset the adapter (src/server/payments/windcave/windcave-provider.ts)
// calls, answered the way Windcave answers it:
//
//   POST /api/v1/sessions         create a purchase session (202, links[] with rel "hpp")
//   GET  /api/v1/sessions/{id}    the session and its transactions
//   POST /api/v1/transactions     a refund of a session's purchase transaction
//   GET  /hpp/{id}                the hosted payment page (Pay / Decline / Cancel)
//
// Every API call takes HTTP Basic auth (REST username : API key); a session belongs to the
// user that made it. When the shopper is done the stand-in calls the session's
// notificationUrl with ?sessionId=… (retried until a 2xx) and sends the shopper to the
// matching callback URL with ?sessionId=…, as Windcave does.

const MAX_BODY_BYTES = 64 * 1024;
const SESSION_LIFETIME_MS = 72 * 60 * 60 * 1000; // Windcave's default session expiry
/** Three attempts, a moment apart. */
const RETRY_BACKOFF_MS = [0, 100, 200] as const;

export interface WindcaveStandInOptions {
  db: Db;
  /** The stand-in's public root, e.g. http://localhost:3000/demo-providers/windcave. */
  base: string;
  now?: Date;
}

interface Transaction {
  id: string;
  username: string;
  authorised: boolean;
  allowRetry: boolean;
  reCo: string;
  responseText: string;
  authCode?: string;
  type: "purchase" | "refund";
  method: "card";
  dateTimeUtc: string;
  amount: string;
  currency: PaymentCurrency;
  merchantReference: string;
  sessionId?: string;
}

interface SessionRecord {
  id: string;
  username: string;
  state: "init" | "complete";
  type: "purchase";
  amount: string;
  currency: PaymentCurrency;
  merchantReference: string;
  expires: string;
  callbackUrls: { approved: string; declined: string; cancelled: string };
  notificationUrl?: string;
  transactions: Transaction[];
  /** Refunded so far, in cents (Windcave keeps it on the original transaction). */
  refundedCents: number;
}

// Windcave's error body: {errors: [{target, message}]}.
const windcaveError = (status: number, target: string, message: string) =>
  Response.json({ errors: [{ target, message }] }, { status });

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

const sessionRequestSchema = z.object({
  type: z.literal("purchase"),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/, "a decimal string with two places, e.g. 123.45"),
  currency: z.enum(PAYMENT_CURRENCIES),
  merchantReference: z.string().min(1).max(64),
  language: z.string().max(10).optional(),
  callbackUrls: z.object({ approved: httpUrl, declined: httpUrl, cancelled: httpUrl }),
  notificationUrl: httpUrl.optional(),
  expires: z.iso.datetime({ offset: true }).optional(),
});

const refundRequestSchema = z.object({
  type: z.literal("refund"),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/, "a decimal string with two places, e.g. 123.45"),
  currency: z.enum(PAYMENT_CURRENCIES),
  transactionId: z.string().min(1).max(64),
  merchantReference: z.string().max(64).optional(),
});

function credentials(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Basic ([A-Za-z0-9+/=]{1,700})$/.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(
    defined(match[1], "the credentials in a matched Basic header"),
    "base64",
  ).toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1 || colon === decoded.length - 1) return null;
  return decoded.slice(0, colon);
}

async function readJson(request: Request): Promise<{ body: unknown } | Response> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
    return windcaveError(413, "body", "Request body too large");
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return windcaveError(413, "body", "Request body too large");
  try {
    return { body: JSON.parse(text) };
  } catch {
    return windcaveError(400, "body", "Request body is not valid JSON");
  }
}

const firstIssue = (error: z.ZodError) => {
  const issue = defined(error.issues[0], "the first issue of a failed parse");
  const target = issue.path.join(".") || "body";
  return windcaveError(
    400,
    target,
    issue.code === "invalid_type" && issue.input === undefined
      ? `${target} is required`
      : `${target}: ${issue.message}`,
  );
};

const newId = () => randomBytes(8).toString("hex").toUpperCase();

function links(base: string, session: SessionRecord) {
  return [
    { href: `${base}/api/v1/sessions/${session.id}`, rel: "self", method: "GET" },
    { href: `${base}/hpp/${session.id}`, rel: "hpp", method: "REDIRECT" },
  ];
}

const publicSession = (base: string, { username: _, refundedCents: __, ...session }: SessionRecord) => ({
  ...session,
  links: links(base, { ...session, username: "", refundedCents: 0 }),
});

/** Answers one request to the stand-in; `path` is what follows its root. */
export async function windcaveStandIn(
  request: Request,
  path: readonly string[],
  options: WindcaveStandInOptions,
): Promise<Response> {
  const now = options.now ?? new Date();
  const method = request.method;
  const [first, second, third, fourth] = path;

  if (first === "hpp" && second && path.length === 2) {
    if (method === "GET") return showHostedPage(options.db, second, now);
    if (method === "POST") return submitHostedPage(request, options, second, now);
    return windcaveError(405, "method", "Method not allowed");
  }
  if (first !== "api" || second !== "v1") return windcaveError(404, "path", "Not found");
  const username = credentials(request);
  if (username === null) return windcaveError(401, "authorization", "Invalid or missing Basic credentials");
  const owner = keyFingerprint(request.headers.get("authorization") ?? "");

  if (third === "sessions" && path.length === 3 && method === "POST") {
    return createSession(request, options, username, owner, now);
  }
  if (third === "sessions" && fourth && path.length === 4 && method === "GET") {
    const session = await readWindcaveRecord<SessionRecord & { owner: string }>(
      options.db,
      fourth,
      "session",
    );
    if (!session || session.owner !== owner) return windcaveError(404, "sessionId", "Session not found");
    const { owner: _, ...rest } = session;
    return Response.json(publicSession(options.base, rest));
  }
  if (third === "transactions" && path.length === 3 && method === "POST") {
    return refund(request, options, username, owner, now);
  }
  return windcaveError(404, "path", "Not found");
}

/** The same X-ID twice (Windcave's request id), the same answer; with another body, refused. */
async function idempotent(
  db: Db,
  request: Request,
  owner: string,
  body: unknown,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get("x-id");
  if (!key) return run();
  if (key.length > 64) return windcaveError(400, "X-ID", "X-ID is longer than 64 characters");
  const id = `idem:${owner}:${key}`;
  const bodyHash = createHash("sha256").update(JSON.stringify(body)).digest("hex");
  const seen = await readWindcaveRecord<{ bodyHash: string; status: number; answer: unknown }>(
    db,
    id,
    "idempotency",
  );
  if (seen) {
    if (seen.bodyHash !== bodyHash)
      return windcaveError(409, "X-ID", "X-ID was already used for another request");
    return Response.json(seen.answer, { status: seen.status });
  }
  const response = await run();
  if (response.ok) {
    await writeWindcaveRecord(db, id, "idempotency", {
      bodyHash,
      status: response.status,
      answer: await response.clone().json(),
    });
  }
  return response;
}

async function createSession(
  request: Request,
  options: WindcaveStandInOptions,
  username: string,
  owner: string,
  now: Date,
): Promise<Response> {
  const read = await readJson(request);
  if (read instanceof Response) return read;
  const parsed = sessionRequestSchema.safeParse(read.body);
  if (!parsed.success) return firstIssue(parsed.error);
  const input = parsed.data;
  if ((centsFromWindcaveAmount(input.amount) ?? 0) <= 0)
    return windcaveError(400, "amount", "amount: must be over 0.00");
  return idempotent(options.db, request, owner, read.body, async () => {
    const session: SessionRecord = {
      id: newId(),
      username,
      state: "init",
      type: "purchase",
      amount: input.amount,
      currency: input.currency,
      merchantReference: input.merchantReference,
      expires: input.expires ?? new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      callbackUrls: input.callbackUrls,
      ...(input.notificationUrl ? { notificationUrl: input.notificationUrl } : {}),
      transactions: [],
      refundedCents: 0,
    };
    await writeWindcaveRecord(options.db, session.id, "session", { ...session, owner });
    return Response.json(
      { id: session.id, state: session.state, links: links(options.base, session) },
      { status: 202 },
    );
  });
}

async function showHostedPage(db: Db, id: string, now: Date): Promise<Response> {
  const session = await readWindcaveRecord<SessionRecord>(db, id, "session");
  if (!session) return windcaveMessagePage("Session not found", "Check the link you were given.");
  if (session.state !== "init" || Date.parse(session.expires) <= now.getTime()) {
    return windcaveMessagePage("This payment session has ended", "Nothing more can be paid here.");
  }
  return windcavePaymentPage(session);
}

async function submitHostedPage(
  request: Request,
  options: WindcaveStandInOptions,
  id: string,
  now: Date,
): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const outcome = form?.get("outcome");
  if (outcome !== "pay" && outcome !== "decline" && outcome !== "abandon") {
    return windcaveMessagePage("Choose what to do", "Pay, decline or cancel the payment.");
  }
  const stored = await readWindcaveRecord<SessionRecord & { owner: string }>(options.db, id, "session");
  if (stored?.state !== "init" || Date.parse(stored.expires) <= now.getTime()) {
    return windcaveMessagePage("This payment session has ended", "Nothing was charged.");
  }
  const session = { ...stored, state: "complete" as const };
  if (outcome !== "abandon") {
    const approved = outcome === "pay";
    session.transactions = [
      ...session.transactions,
      {
        id: newId(),
        username: session.username,
        authorised: approved,
        allowRetry: !approved,
        reCo: approved ? "00" : "05",
        responseText: approved ? "APPROVED" : "DECLINED",
        ...(approved ? { authCode: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) } : {}),
        type: "purchase",
        method: "card",
        dateTimeUtc: now.toISOString(),
        amount: session.amount,
        currency: session.currency,
        merchantReference: session.merchantReference,
        sessionId: session.id,
      },
    ];
  }
  await writeWindcaveRecord(options.db, id, "session", { ...session });
  const made = session.transactions.at(-1);
  if (outcome !== "abandon" && made) {
    await writeWindcaveRecord(options.db, `tx:${made.id}`, "transaction", { sessionId: session.id });
  }
  await notify(session);
  const callback =
    outcome === "pay"
      ? session.callbackUrls.approved
      : outcome === "decline"
        ? session.callbackUrls.declined
        : session.callbackUrls.cancelled;
  const url = new URL(callback);
  url.searchParams.set("sessionId", session.id);
  return windcaveReturnPage(
    outcome === "pay" ? "Payment approved" : outcome === "decline" ? "Payment declined" : "Payment cancelled",
    url.toString(),
  );
}

/** Calls the session's notificationUrl with ?sessionId=…, retried until it answers 2xx. */
async function notify(session: SessionRecord): Promise<void> {
  if (!session.notificationUrl) return;
  const url = new URL(session.notificationUrl);
  url.searchParams.set("sessionId", session.id);
  const delivered = await deliverToMerchant({
    url,
    method: "GET",
    backoffMs: RETRY_BACKOFF_MS,
    what: "windcave stand-in notification",
  });
  if (!delivered)
    logger().warn({ sessionId: session.id }, "windcave stand-in: the notification URL did not answer 2xx");
}

async function refund(
  request: Request,
  options: WindcaveStandInOptions,
  username: string,
  owner: string,
  now: Date,
): Promise<Response> {
  const read = await readJson(request);
  if (read instanceof Response) return read;
  const parsed = refundRequestSchema.safeParse(read.body);
  if (!parsed.success) return firstIssue(parsed.error);
  const input = parsed.data;
  return idempotent(options.db, request, owner, read.body, async () => {
    const original = await readWindcaveRecord<{ sessionId: string }>(
      options.db,
      `tx:${input.transactionId}`,
      "transaction",
    );
    const session = original
      ? await readWindcaveRecord<SessionRecord & { owner: string }>(options.db, original.sessionId, "session")
      : null;
    const purchase = session?.transactions.find((t) => t.id === input.transactionId);
    if (!session || session.owner !== owner || !purchase) {
      return windcaveError(404, "transactionId", "Transaction not found");
    }
    const cents = centsFromWindcaveAmount(input.amount) ?? 0;
    const purchased = centsFromWindcaveAmount(purchase.amount) ?? 0;
    const allowed = purchase.authorised && input.currency === purchase.currency && cents > 0;
    const approved = allowed && session.refundedCents + cents <= purchased;
    const transaction: Transaction = {
      id: newId(),
      username,
      authorised: approved,
      allowRetry: false,
      reCo: approved ? "00" : "RF",
      responseText: approved ? "APPROVED" : "REFUND AMOUNT EXCEEDS ORIGINAL",
      type: "refund",
      method: "card",
      dateTimeUtc: now.toISOString(),
      amount: toWindcaveAmount(Math.max(cents, 1)),
      currency: input.currency,
      merchantReference: input.merchantReference ?? session.merchantReference,
    };
    if (approved) {
      await writeWindcaveRecord(options.db, session.id, "session", {
        ...session,
        refundedCents: session.refundedCents + cents,
      });
    }
    return Response.json(transaction, { status: 201 });
  });
}
