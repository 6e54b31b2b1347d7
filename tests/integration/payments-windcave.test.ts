import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { defined } from "@/domain/defined";
import { type PaymentStateAt, paymentStateAfter } from "@/domain/payments/test-support/payment-state-after";
import type { Database } from "@/server/db/client";
import type { AppError } from "@/server/http/app-error";
import type { PaymentEvent, PaymentProvider } from "@/server/payments/payment-provider";
import { windcaveStandIn } from "@/demo/payments/windcave/windcave-stand-in";
import { createWindcaveProvider } from "@/server/payments/windcave/windcave-provider";
import { testDatabaseTargets } from "../support/test-databases";

// The Windcave adapter (REST sessions, refunds, unsigned notifications answered by
// reading the session) against the platform's Windcave stand-in, served over HTTP here next
// to a notification endpoint that hands each call to the adapter.

const USERNAME = "ForecourtDemo_Rest";
const API_KEY = "demo-windcave-rest-key";

describe.each(testDatabaseTargets())("Windcave adapter against its stand-in on $name", (target) => {
  let database: Database;
  let base = "";
  let windcave: PaymentProvider;
  const received: { query: string; events: PaymentEvent[] | null; error: AppError | null }[] = [];
  const notifyFaults: number[] = [];

  /** The stand-in's clock, when a test moves it. */
  let clock: Date | undefined;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", base);
    if (url.pathname === "/notify/windcave") {
      const fault = notifyFaults.shift();
      if (fault) {
        res.writeHead(fault).end();
        return;
      }
      try {
        // A GET notification: the query string is what the route hands the adapter.
        const events = await windcave.parseWebhook(url.search, new Headers());
        received.push({ query: url.search, events, error: null });
        res.writeHead(200).end();
      } catch (error) {
        received.push({ query: url.search, events: null, error: error as AppError });
        res.writeHead((error as AppError).status ?? 500).end();
      }
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    const request = new Request(url, { method: req.method, headers, ...(body.length > 0 ? { body } : {}) });
    const path = url.pathname
      .replace(/^\/demo-providers\/windcave\/?/, "")
      .split("/")
      .filter(Boolean);
    const answer = await windcaveStandIn(request, path, {
      db: database.db,
      base: `${base}/demo-providers/windcave`,
      ...(clock ? { now: clock } : {}),
    });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });

  beforeAll(async () => {
    database = await target.open();
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    windcave = createWindcaveProvider({
      baseUrl: `${base}/demo-providers/windcave`,
      secretKey: API_KEY,
      account: USERNAME,
      webhookSecret: "",
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
    notifyFaults.length = 0;
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  let counter = 0;
  const input = (n: number) => ({
    reference: `res_${n}`,
    amountCents: 123_45,
    currency: "NZD" as const,
    description: "Deposit: 2021 Mazda CX-5 Maxx",
    customerEmail: "shopper@example.com",
    returnUrl: `https://dealer.example/reserve/return?r=res_${n}`,
    cancelUrl: `https://dealer.example/reserve/cancelled?r=res_${n}`,
    notificationUrl: `${base.replace("127.0.0.1", "dealer.localhost")}/notify/windcave`,
    idempotencyKey: `create-res_${n}`,
  });
  const create = () => {
    counter += 1;
    return windcave.createPayment(input(counter));
  };
  const press = async (redirectUrl: string, outcome: "pay" | "decline" | "abandon") => {
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("NZD 123.45");
    return (await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ outcome }) })).text();
  };

  test("create → pay on the hosted page → notification read back from the API → paid", async () => {
    const created = await create();
    expect(created.redirectUrl).toBe(`${base}/demo-providers/windcave/hpp/${created.paymentId}`);
    expect(await windcave.getPayment(created.paymentId)).toMatchObject({
      state: "pending",
      amountCents: 123_45,
    });

    const returned = await press(created.redirectUrl, "pay");
    expect(returned).toContain(
      `url=https://dealer.example/reserve/return?r=res_${counter}&#38;sessionId=${created.paymentId}`,
    );
    expect(received).toHaveLength(1);
    expect(defined(received[0], "received[0]").query).toBe(`?sessionId=${created.paymentId}`);
    expect(defined(received[0], "received[0]").events).toEqual([
      {
        eventId: expect.stringMatching(new RegExp(`^${created.paymentId}:[0-9A-F]{16}$`)),
        paymentId: created.paymentId,
        reference: `res_${counter}`,
        state: "paid",
        amountCents: 123_45,
        currency: "NZD",
        occurredAt: expect.any(Date),
      },
    ]);
    expect(await windcave.getPayment(created.paymentId)).toEqual({
      paymentId: created.paymentId,
      reference: `res_${counter}`,
      state: "paid",
      amountCents: 123_45,
      currency: "NZD",
    });
    expect(await (await fetch(created.redirectUrl)).text()).toContain("has ended");
  });

  test("the same X-ID creates one session", async () => {
    const first = await windcave.createPayment(input(900));
    expect(await windcave.createPayment(input(900))).toEqual(first);
  });

  test("decline: failed, shopper sent to the declined callback", async () => {
    const created = await create();
    expect(await press(created.redirectUrl, "decline")).toContain("Payment declined");
    expect(defined(received[0], "received[0]").events).toEqual([
      expect.objectContaining({ paymentId: created.paymentId, state: "failed" }),
    ]);
    expect((await windcave.getPayment(created.paymentId)).state).toBe("failed");
  });

  test("cancel (abandon): expired, shopper sent to the cancelled callback", async () => {
    const created = await create();
    const returned = await press(created.redirectUrl, "abandon");
    expect(returned).toContain(`url=https://dealer.example/reserve/cancelled?r=res_${counter}`);
    expect(defined(received[0], "received[0]").events).toEqual([
      expect.objectContaining({ eventId: `${created.paymentId}:none`, state: "expired" }),
    ]);
    expect((await windcave.getPayment(created.paymentId)).state).toBe("expired");
  });

  test("expire: a session nobody paid within Windcave's 72 hours reads expired and is closed", async () => {
    clock = new Date(Date.now() - 73 * 3600 * 1000);
    const created = await create();
    clock = undefined;
    expect((await windcave.getPayment(created.paymentId)).state).toBe("expired");
    expect(await (await fetch(created.redirectUrl)).text()).toContain("has ended");
    expect(await windcave.parseWebhook(`sessionId=${created.paymentId}`, new Headers())).toEqual([
      expect.objectContaining({ eventId: `${created.paymentId}:none`, state: "expired" }),
    ]);
  });

  test("refund: a refund transaction against the approved purchase, once per X-ID, never beyond the amount", async () => {
    const created = await create();
    await press(created.redirectUrl, "pay");
    const { refundId } = await windcave.refund(created.paymentId, 123_45, "refund-1");
    expect(refundId).toMatch(/^[0-9A-F]{16}$/);
    expect(await windcave.refund(created.paymentId, 123_45, "refund-1")).toEqual({ refundId });
    await expect(windcave.refund(created.paymentId, 1, "refund-2")).rejects.toThrow(/declined the refund/);
    const unpaid = await create();
    await expect(windcave.refund(unpaid.paymentId, 100, "refund-3")).rejects.toThrow(/no approved purchase/);
  });

  test("the notification is retried until the endpoint answers 2xx", async () => {
    notifyFaults.push(503);
    const created = await create();
    await press(created.redirectUrl, "pay");
    expect(received).toHaveLength(1);
    expect(defined(received[0]?.events?.[0], "received[0].events[0]").state).toBe("paid");
  });

  test("a forged notification with an unknown session id is refused", async () => {
    await expect(windcave.parseWebhook("?sessionId=0000DEADBEEF0000", new Headers())).rejects.toMatchObject({
      code: "unauthorized",
    });
    await expect(windcave.parseWebhook("?sessionId=../x", new Headers())).rejects.toMatchObject({
      code: "unauthorized",
    });
    await expect(windcave.parseWebhook("", new Headers())).rejects.toMatchObject({ code: "unauthorized" });
  });

  test("another REST user's session is unknown too", async () => {
    const created = await create();
    const other = createWindcaveProvider({
      baseUrl: `${base}/demo-providers/windcave`,
      secretKey: "another-key",
      account: "Other_Rest",
      webhookSecret: "",
    });
    await expect(other.getPayment(created.paymentId)).rejects.toMatchObject({ code: "not_found" });
    await expect(other.parseWebhook(`sessionId=${created.paymentId}`, new Headers())).rejects.toMatchObject({
      code: "unauthorized",
    });
  });

  test("a notification for an unfinished session reports nothing", async () => {
    const created = await create();
    expect(await windcave.parseWebhook(`sessionId=${created.paymentId}`, new Headers())).toEqual([]);
  });

  test("replayed and out-of-order notifications: same event id, and the state never regresses", async () => {
    const created = await create();
    await press(created.redirectUrl, "pay");
    const [paid] = defined(received[0]?.events, "received[0].events");
    const later = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const [replay] = await windcave.parseWebhook(`sessionId=${created.paymentId}`, new Headers(), later);
    expect(replay).toEqual(paid);
    // An earlier refused attempt reported late does not undo the payment.
    const lateFailure: PaymentEvent = {
      ...defined(paid, "paid"),
      eventId: `${created.paymentId}:X`,
      state: "failed",
      occurredAt: new Date(0),
    };
    let state: PaymentStateAt = { state: "pending", occurredAt: null };
    for (const event of [defined(paid, "paid"), lateFailure, defined(replay, "replay")])
      state = paymentStateAfter(state, event);
    expect(state.state).toBe("paid");
  });

  test("the API refuses bad credentials and names a wrong field, like Windcave", async () => {
    const noAuth = await fetch(`${base}/demo-providers/windcave/api/v1/sessions`, {
      method: "POST",
      body: "{}",
    });
    expect(noAuth.status).toBe(401);
    const auth = `Basic ${Buffer.from(`${USERNAME}:${API_KEY}`).toString("base64")}`;
    const wrong = await fetch(`${base}/demo-providers/windcave/api/v1/sessions`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify({
        ...{ type: "purchase", currency: "NZD", merchantReference: "r" },
        amount: 12345,
      }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: [{ target: "amount" }] });
  });
});
