import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { defined } from "@/domain/defined";
import { type PaymentStateAt, paymentStateAfter } from "@/domain/payments/test-support/payment-state-after";
import type { Database } from "@/server/db/client";
import type { AppError } from "@/server/http/app-error";
import { createAdyenProvider } from "@/server/payments/adyen/adyen-provider";
import { adyenStandIn } from "@/demo/payments/adyen/adyen-stand-in";
import type { PaymentEvent, PaymentProvider } from "@/server/payments/payment-provider";
import { testDatabaseTargets } from "../support/test-databases";

// The Adyen adapter (official library, payment links, reversals, HMAC-signed
// standard notifications) against the platform's Adyen stand-in, served over HTTP here next
// to a webhook endpoint that hands each notification to the adapter and answers "[accepted]".

const API_KEY = "AQE-demo-adyen-api-key";
const MERCHANT = "ForecourtDemoAU";

describe.each(testDatabaseTargets())("Adyen adapter against its stand-in on $name", (target) => {
  let database: Database;
  let base = "";
  let adyen: PaymentProvider;
  let hmacKey = "";
  /** Every notification body posted to the webhook, and what the adapter made of it. */
  const received: { body: string; events: PaymentEvent[] | null; error: AppError | null }[] = [];
  /** The next webhook answers (e.g. a failure before "[accepted]"). */
  const webhookFaults: number[] = [];

  /** The stand-in's clock, when a test moves it. */
  let clock: Date | undefined;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", base);
    if (url.pathname === "/webhooks/adyen") {
      const fault = webhookFaults.shift();
      if (fault) {
        res.writeHead(fault).end("try again");
        return;
      }
      try {
        const events = await adyen.parseWebhook(body.toString("utf8"), new Headers());
        received.push({ body: body.toString("utf8"), events, error: null });
        res.writeHead(200, { "content-type": "text/plain" }).end("[accepted]");
      } catch (error) {
        received.push({ body: body.toString("utf8"), events: null, error: error as AppError });
        res.writeHead((error as AppError).status ?? 500).end("refused");
      }
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    const request = new Request(url, { method: req.method, headers, ...(body.length > 0 ? { body } : {}) });
    const path = url.pathname
      .replace(/^\/demo-providers\/adyen\/?/, "")
      .split("/")
      .filter(Boolean);
    const answer = await adyenStandIn(request, path, {
      db: database.db,
      base: `${base}/demo-providers/adyen`,
      ...(clock ? { now: clock } : {}),
    });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });

  const api = (path: string, body: unknown, key = API_KEY) =>
    fetch(`${base}/demo-providers/adyen${path}`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await target.open();
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // What a dealer does once in Adyen's Customer Area (here through the Management API).
    const webhook = (await (
      await api(`/v3/merchants/${MERCHANT}/webhooks`, {
        type: "standard",
        // A *.localhost host, as the demo sites have: the stand-in reaches it on the loopback.
        url: `${base.replace("127.0.0.1", "dealer.localhost")}/webhooks/adyen`,
        active: true,
        communicationFormat: "json",
      })
    ).json()) as { id: string };
    hmacKey = (
      (await (await api(`/v3/merchants/${MERCHANT}/webhooks/${webhook.id}/generateHmac`, {})).json()) as {
        hmacKey: string;
      }
    ).hmacKey;
    adyen = createAdyenProvider({
      baseUrl: `${base}/demo-providers/adyen`,
      secretKey: API_KEY,
      account: MERCHANT,
      webhookSecret: hmacKey,
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await database.close();
  });
  beforeEach(() => {
    clock = undefined;
    received.length = 0;
    webhookFaults.length = 0;
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  let counter = 0;
  const create = () => {
    counter += 1;
    return adyen.createPayment({
      reference: `res_${counter}`,
      amountCents: 50_000,
      currency: "AUD",
      description: "Deposit: 2021 Mazda CX-5 Maxx",
      customerEmail: "shopper@example.com",
      returnUrl: `https://dealer.example/reserve/return?r=res_${counter}`,
      cancelUrl: `https://dealer.example/reserve/cancelled?r=res_${counter}`,
      notificationUrl: "https://dealer.example/api/payments/adyen/webhook",
      idempotencyKey: `create-res_${counter}`,
    });
  };
  /** The shopper presses one of the hosted page's buttons. */
  const press = async (redirectUrl: string, outcome: "pay" | "decline" | "abandon") => {
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`value="${outcome}"`);
    const answer = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ outcome }) });
    return answer.text();
  };

  test("create → pay on the hosted page → signed AUTHORISATION parsed → the link reads paid", async () => {
    const created = await create();
    expect(created.paymentId).toMatch(/^PL/);
    expect(created.redirectUrl).toBe(`${base}/demo-providers/adyen/checkout/${created.paymentId}`);
    expect((await adyen.getPayment(created.paymentId)).state).toBe("pending");

    const returned = await press(created.redirectUrl, "pay");
    expect(returned).toContain(`url=https://dealer.example/reserve/return?r=res_${counter}`);
    expect(received).toHaveLength(1);
    const [event] = defined(received[0]?.events, "received[0].events");
    expect(event).toMatchObject({
      eventId: expect.stringMatching(/^[A-Z0-9]{16}:AUTHORISATION:true$/),
      paymentId: created.paymentId,
      reference: `res_${counter}`,
      state: "paid",
      amountCents: 50_000,
    });
    expect(await adyen.getPayment(created.paymentId)).toEqual({
      paymentId: created.paymentId,
      reference: `res_${counter}`,
      state: "paid",
      amountCents: 50_000,
      currency: "AUD",
    });
    // A paid link is no longer payable.
    expect(await (await fetch(created.redirectUrl)).text()).toContain("no longer available");
  });

  test("the same idempotency key creates one payment link", async () => {
    const input = {
      reference: "res_idem",
      amountCents: 25_000,
      currency: "NZD" as const,
      description: "Deposit",
      customerEmail: "a@example.com",
      returnUrl: "https://dealer.example/r",
      cancelUrl: "https://dealer.example/c",
      notificationUrl: "https://dealer.example/n",
      idempotencyKey: "create-res_idem",
    };
    const first = await adyen.createPayment(input);
    expect(await adyen.createPayment(input)).toEqual(first);
    await expect(adyen.createPayment({ ...input, amountCents: 1 })).rejects.toThrow(/already processed/);
  });

  test("decline: a refused AUTHORISATION fails the attempt; the link stays payable", async () => {
    const created = await create();
    await press(created.redirectUrl, "decline");
    expect(defined(received[0], "received[0]").events).toEqual([
      expect.objectContaining({
        paymentId: created.paymentId,
        state: "failed",
        eventId: expect.stringMatching(/:AUTHORISATION:false$/),
      }),
    ]);
    expect((await adyen.getPayment(created.paymentId)).state).toBe("pending");
  });

  test("abandon: no notification, and the link reads expired", async () => {
    const created = await create();
    const returned = await press(created.redirectUrl, "abandon");
    expect(returned).toContain("Payment abandoned");
    expect(received).toEqual([]);
    expect((await adyen.getPayment(created.paymentId)).state).toBe("expired");
  });

  test("expire: a link nobody paid within Adyen's 24 hours reads expired and is no longer payable", async () => {
    clock = new Date(Date.now() - 25 * 3600 * 1000);
    const created = await create();
    clock = undefined;
    expect((await adyen.getPayment(created.paymentId)).state).toBe("expired");
    expect(await (await fetch(created.redirectUrl)).text()).toContain("no longer available");
  });

  test("refund: a reversal of the authorised payment, once per idempotency key, then a refunded event", async () => {
    const created = await create();
    await press(created.redirectUrl, "pay");
    const paid = defined(received[0]?.events?.[0], "received[0].events[0]");
    const pspReference = defined(paid.eventId.split(":")[0], 'paid.eventId.split(":")[0]');
    received.length = 0;

    await expect(adyen.refund(created.paymentId, 50_000, "refund-1")).rejects.toThrow(/PSP reference/);
    const { refundId } = await adyen.refund(pspReference, 50_000, "refund-1");
    expect(refundId).toMatch(/^[A-Z0-9]{16}$/);
    expect(await adyen.refund(pspReference, 50_000, "refund-1")).toEqual({ refundId });
    expect(received).toHaveLength(1);
    expect(defined(received[0], "received[0]").events).toEqual([
      expect.objectContaining({
        eventId: `${refundId}:CANCEL_OR_REFUND:true`,
        paymentId: pspReference,
        reference: paid.reference,
        state: "refunded",
      }),
    ]);
    // A second refund under another key is refused by Adyen.
    await expect(adyen.refund(pspReference, 50_000, "refund-2")).rejects.toThrow(/cannot be reversed/);
  });

  test("the notification is retried until the webhook answers [accepted]", async () => {
    webhookFaults.push(500, 503);
    const created = await create();
    await press(created.redirectUrl, "pay");
    expect(received).toHaveLength(1);
    expect(defined(received[0]?.events?.[0], "received[0].events[0]").state).toBe("paid");
  });

  describe("signature checks", () => {
    let signed = "";
    beforeAll(async () => {
      const created = await create();
      received.length = 0;
      await press(created.redirectUrl, "pay");
      signed = defined(received[0], "received[0]").body;
    });

    test("valid: parsed", async () => {
      expect(await adyen.parseWebhook(signed, new Headers())).toHaveLength(1);
    });

    test.each([
      ["a changed amount", (b: string) => b.replace('"value":50000', '"value":1')],
      ["a changed success flag", (b: string) => b.replace('"success":"true"', '"success":"false"')],
      [
        "a changed merchant reference",
        (b: string) => b.replace(/"merchantReference":"res_\d+"/, '"merchantReference":"res_x"'),
      ],
      ["no signature", (b: string) => b.replace(/"hmacSignature":"[^"]+",?/, "").replace(",}", "}")],
    ])("tampered (%s): refused as unauthorized", async (_name, tamper) => {
      const body = tamper(signed);
      expect(body).not.toBe(signed);
      await expect(adyen.parseWebhook(body, new Headers())).rejects.toMatchObject({ code: "unauthorized" });
    });

    test("signed with another key: refused", async () => {
      const other = createAdyenProvider({
        baseUrl: `${base}/demo-providers/adyen`,
        secretKey: API_KEY,
        account: MERCHANT,
        webhookSecret: "00".repeat(32),
      });
      await expect(other.parseWebhook(signed, new Headers())).rejects.toMatchObject({ code: "unauthorized" });
    });

    test("not Adyen's JSON: a clear error", async () => {
      await expect(adyen.parseWebhook("{", new Headers())).rejects.toMatchObject({ code: "invalid_json" });
      await expect(adyen.parseWebhook('{"live":"false"}', new Headers())).rejects.toThrow(
        /notificationItems/,
      );
    });

    test("stale (an old notification replayed days later): same event id, so applied once", async () => {
      const later = new Date(Date.now() + 7 * 24 * 3600 * 1000);
      const [first] = await adyen.parseWebhook(signed, new Headers());
      const [replay] = await adyen.parseWebhook(signed, new Headers(), later);
      expect(defined(replay, "replay").eventId).toBe(defined(first, "first").eventId);
      expect(defined(replay, "replay").occurredAt).toEqual(defined(first, "first").occurredAt);
    });
  });

  test("out of order: the refund's event arriving before the authorisation's does not regress", async () => {
    const created = await create();
    await press(created.redirectUrl, "pay");
    const psp = defined(
      received[0]?.events?.[0]?.eventId.split(":")[0],
      'received[0].events[0].eventId.split(":")[0]',
    );
    await adyen.refund(psp, 50_000, `refund-${created.paymentId}`);
    const [paid, refunded] = received.map((r) => defined(r.events?.[0], "r.events[0]"));
    const applied = new Set<string>();
    let state: PaymentStateAt = { state: "pending", occurredAt: null };
    // Delivered refund first, then the authorisation, then the authorisation again.
    for (const event of [defined(refunded, "refunded"), defined(paid, "paid"), defined(paid, "paid")]) {
      if (applied.has(event.eventId)) continue;
      applied.add(event.eventId);
      state = paymentStateAfter(state, event);
    }
    expect(state.state).toBe("refunded");
    expect(applied.size).toBe(2);
  });

  test("the API refuses a missing key and names a missing field, like Adyen", async () => {
    const noKey = await fetch(`${base}/demo-providers/adyen/v72/paymentLinks`, {
      method: "POST",
      body: "{}",
    });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ errorType: "security" });
    const missing = await api("/v72/paymentLinks", { merchantAccount: MERCHANT, reference: "r" });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ message: "Required field 'amount' is not provided." });
    const created = await create();
    const otherKey = await fetch(`${base}/demo-providers/adyen/v72/paymentLinks/${created.paymentId}`, {
      headers: { "x-api-key": "another-company-key" },
    });
    expect(otherKey.status).toBe(404);
  });
});
