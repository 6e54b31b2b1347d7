// item 1 (money) and two item-5 findings: a paid event reserves the car only when it
// is the reservation's own payment, signed for the reservation's own dealership. Each provider
// (Stripe, Adyen, Windcave) against its local stand-in, served over HTTP next to the site's
// webhook route handler: another session, the wrong amount, the wrong currency and another
// dealership's secret are refused and recorded (payment_refusals) and the reservation stays
// pending; the genuine event reserves the car. Stripe refuses a signature dated in the future,
// Windcave's notification is rate-limited before it calls Windcave, and an owed refund backs
// off and gives up with an alert line.
// The limiter is per process and keyed by site id and client address; both database targets
// number their sites alike, so the stand-in's notifications (no client address: "unknown")
// count for both: 5 a target, well under this.
const NOTIFICATION_LIMIT = 12;
process.env.PAYMENT_NOTIFICATION_RATE_LIMIT = String(NOTIFICATION_LIMIT);

import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import adyen from "@adyen/api-library";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { GET as getStripeSession } from "@/app/platform/demo-providers/stripe/v1/checkout/sessions/[id]/route";
import { POST as createStripeSession } from "@/app/platform/demo-providers/stripe/v1/checkout/sessions/route";
import { POST as createStripeRefund } from "@/app/platform/demo-providers/stripe/v1/refunds/route";
import {
  GET as webhookGet,
  POST as webhookPost,
} from "@/app/site/[host]/api/payments/[provider]/webhook/route";
import { defined } from "@/domain/defined";
import type { PaymentRefusal } from "@/domain/payments/payment-match";
import { REFUND_MAX_ATTEMPTS } from "@/domain/payments/refund-retry";
import type { Database, Db } from "@/server/db/client";
import { cars, leads, payment_accounts, payment_refusals, reservations } from "@/server/db/schema/all";
import { createLogger } from "@/server/log/logger";
import { adyenStandIn } from "@/demo/payments/adyen/adyen-stand-in";
import type { PaymentProviderName } from "@/server/payments/payment-provider";
import { reconcileReservations } from "@/server/payments/reconcile-reservations";
import { standInWebhookSecret } from "@/demo/payments/stand-in-webhook-secret";
import { startReservation } from "@/server/payments/start-reservation";
import { stripeSignatureHeader } from "@/demo/payments/stripe/stripe-stand-in";
import {
  readWindcaveRecord,
  writeWindcaveRecord,
} from "@/demo/payments/windcave/windcave-records";
import { windcaveStandIn } from "@/demo/payments/windcave/windcave-stand-in";
import { createWindcaveProvider } from "@/server/payments/windcave/windcave-provider";
import { existingSingleton, setSingleton } from "@/server/singleton";
import { getSiteForHost } from "@/server/sites/get-site";
import type { Site } from "@/server/sites/site";
import { createTestSite, segment, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const SHOPPER = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "0412 345 678",
  accept_terms: true,
};
const DEPOSIT_CENTS = 500_00;

/** Each dealership's merchant account with the provider: A sells the car, B is the other one. */
const ACCOUNTS = {
  stripe: {
    a: { secret_key: "sk_live_money_a", account: null },
    b: { secret_key: "sk_live_money_b", account: null },
    publishable: "pk_live_money",
  },
  adyen: {
    a: { secret_key: "AQE_live_money_a", account: "MoneyAECOM" },
    b: { secret_key: "AQE_live_money_b", account: "MoneyBECOM" },
    publishable: "live_adyen_client",
  },
  windcave: {
    a: { secret_key: "money-windcave-key-a", account: "MoneyA_Rest" },
    b: { secret_key: "money-windcave-key-b", account: "MoneyB_Rest" },
    publishable: "wc_live_money",
  },
} as const;
const webhookSecret = (provider: PaymentProviderName, secretKey: string) =>
  provider === "windcave" ? "" : standInWebhookSecret(provider, secretKey);

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testDatabaseTargets())("the money rule on $name", (target) => {
  let database: Database;
  let db: Db;
  let base = "";
  /** The site's host each provider's webhook route serves. */
  const hosts: Partial<Record<PaymentProviderName, string>> = {};
  /** Calls the Windcave stand-in's API answered (the rate limit must stop them). */
  let windcaveApiCalls = 0;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", base);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    const request = new Request(url, { method: req.method, headers, ...(body.length > 0 ? { body } : {}) });
    let answer: Response;
    const webhook = /^\/api\/payments\/(stripe|adyen|windcave)\/webhook$/.exec(url.pathname);
    const stripeSession = /^\/demo-providers\/stripe\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (webhook) {
      const provider = webhook[1] as PaymentProviderName;
      const handler = req.method === "GET" ? webhookGet : webhookPost;
      answer = await handler(request, segment({ host: hosts[provider] ?? "", provider }));
    } else if (url.pathname === "/demo-providers/stripe/v1/checkout/sessions") {
      answer = await createStripeSession(request);
    } else if (stripeSession) {
      answer = await getStripeSession(request, segment({ id: defined(stripeSession[1], "id") }));
    } else if (url.pathname === "/demo-providers/stripe/v1/refunds") {
      answer = await createStripeRefund(request);
    } else if (url.pathname.startsWith("/demo-providers/adyen/")) {
      const path = url.pathname
        .replace(/^\/demo-providers\/adyen\/?/, "")
        .split("/")
        .filter(Boolean);
      answer = await adyenStandIn(request, path, { db, base: `${base}/demo-providers/adyen` });
    } else if (url.pathname.startsWith("/demo-providers/windcave/")) {
      const path = url.pathname
        .replace(/^\/demo-providers\/windcave\/?/, "")
        .split("/")
        .filter(Boolean);
      if (path[0] === "api") windcaveApiCalls += 1;
      answer = await windcaveStandIn(request, path, { db, base: `${base}/demo-providers/windcave` });
    } else {
      answer = new Response("not found", { status: 404 });
    }
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await database.close();
  });
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  interface Dealer {
    site: Site;
    host: string;
    a: number;
    b: number;
  }
  const dealers: Partial<Record<PaymentProviderName, Dealer>> = {};
  let carCount = 0;

  /** A group site with two dealerships (A and B), each with its own merchant account. */
  async function dealer(provider: PaymentProviderName): Promise<Dealer> {
    const known = dealers[provider];
    if (known) return known;
    const testSite = await createTestSite(db, {
      dealershipCount: 2,
      config: { commerce: { payment_provider: provider, checkout_enabled: true } },
    });
    const site = defined(await getSiteForHost(testSite.host), "getSiteForHost(testSite.host)");
    const [a, b] = site.dealerships.map((d) => d.id);
    const made: Dealer = { site, host: testSite.host, a: defined(a, "a"), b: defined(b, "b") };
    for (const [id, account] of [
      [made.a, ACCOUNTS[provider].a],
      [made.b, ACCOUNTS[provider].b],
    ] as const) {
      await db.insert(payment_accounts).values({
        dealership_id: id,
        provider,
        base_url: `${base}/demo-providers/${provider}`,
        secret_key: account.secret_key,
        account: account.account,
        webhook_secret: webhookSecret(provider, account.secret_key),
      });
    }
    hosts[provider] = testSite.host;
    dealers[provider] = made;
    return made;
  }

  /** A car of dealership A and a shopper's pending reservation of it (its payment created). */
  async function pendingReservation(provider: PaymentProviderName) {
    const { site, a } = await dealer(provider);
    carCount += 1;
    const car = one(
      await db
        .insert(cars)
        .values(
          carValues(a, {
            slug: `money-${provider}-${carCount}-${target.name}`,
            payment_processors: [
              {
                authorization_type: provider,
                authorization_key: ACCOUNTS[provider].publishable,
                deposit_amount: DEPOSIT_CENTS,
              },
            ],
            has_checkout_payment_processor: true,
          }),
        )
        .returning({ id: cars.id, slug: cars.slug }),
      "cars row",
    );
    const started = await startReservation(site, { carSlug: car.slug, details: SHOPPER, origin: base });
    const row = await reservation(started.reservationId);
    expect(row).toMatchObject({ state: "pending", amount_cents: DEPOSIT_CENTS, currency: "AUD" });
    return { car, started, row };
  }

  const reservation = async (id: string) =>
    one(await db.select().from(reservations).where(eq(reservations.id, id)), "reservations row");
  const refusals = (id: string) =>
    db.select().from(payment_refusals).where(eq(payment_refusals.reservation_id, id));

  /** The reservation is untouched: pending, the car free, no "Reserve car" lead. */
  async function expectUnpaid(id: string, carId: number) {
    const row = await reservation(id);
    expect(row.state).toBe("pending");
    expect(row.lead_id).toBeNull();
    const car = one(await db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, carId)), "car");
    expect(car.reserved).toBe(false);
    expect(await db.select().from(leads).where(eq(leads.car_id, carId))).toEqual([]);
  }

  async function expectPaid(id: string, carId: number) {
    const row = await until(
      () => reservation(id),
      (r) => r.state !== "pending",
    );
    expect(row.state).toBe("paid");
    expect(row.lead_id).not.toBeNull();
    const car = one(await db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, carId)), "car");
    expect(car.reserved).toBe(true);
  }

  // ---------------------------------------------------------------- Stripe
  describe("Stripe", () => {
    let eventCount = 0;
    function completed(
      reservationId: string,
      session: { id: string; amount_total: number; currency: string },
    ): string {
      eventCount += 1;
      return JSON.stringify({
        id: `evt_test_money_${eventCount}_${target.name}`,
        object: "event",
        api_version: "2025-10-29.clover",
        created: Math.floor(Date.now() / 1000),
        type: "checkout.session.completed",
        data: {
          object: {
            object: "checkout.session",
            status: "complete",
            payment_status: "paid",
            client_reference_id: reservationId,
            metadata: { reference: reservationId },
            ...session,
          },
        },
      });
    }
    async function post(body: string, signature: string) {
      const { host } = await dealer("stripe");
      return webhookPost(
        new Request(`http://${host}/api/payments/stripe/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body,
        }),
        segment({ host, provider: "stripe" }),
      );
    }
    const secretA = webhookSecret("stripe", ACCOUNTS.stripe.a.secret_key);
    const secretB = webhookSecret("stripe", ACCOUNTS.stripe.b.secret_key);

    test.each<{
      name: string;
      session: (own: string) => { id: string; amount_total: number; currency: string };
      secret: string;
      refusal: PaymentRefusal;
    }>([
      {
        name: "another session paying 1 JPY with client_reference_id=<reservation> (a Payment Link)",
        session: () => ({ id: "cs_test_payment_link_other", amount_total: 1, currency: "jpy" }),
        secret: secretA,
        refusal: "other_payment",
      },
      {
        name: "the reservation's session with the wrong amount",
        session: (own) => ({ id: own, amount_total: 1_00, currency: "aud" }),
        secret: secretA,
        refusal: "wrong_amount",
      },
      {
        name: "the reservation's session with the wrong currency",
        session: (own) => ({ id: own, amount_total: DEPOSIT_CENTS, currency: "nzd" }),
        secret: secretA,
        refusal: "wrong_currency",
      },
      {
        name: "signed with another dealership's secret",
        session: (own) => ({ id: own, amount_total: DEPOSIT_CENTS, currency: "aud" }),
        secret: secretB,
        refusal: "other_dealership",
      },
    ])(
      "$name → refused and recorded, the reservation stays unpaid; then the genuine event pays it",
      async ({ session, secret, refusal }) => {
        const { car, started, row } = await pendingReservation("stripe");
        const own = defined(row.payment_id, "payment_id");
        const body = completed(started.reservationId, session(own));
        const answer = await post(body, stripeSignatureHeader(body, secret));
        expect(answer.status).toBe(200);
        await expectUnpaid(started.reservationId, car.id);
        expect(await refusals(started.reservationId)).toEqual([
          expect.objectContaining({ provider: "stripe", reason: refusal, website_id: row.website_id }),
        ]);

        const genuine = completed(started.reservationId, {
          id: own,
          amount_total: DEPOSIT_CENTS,
          currency: "aud",
        });
        expect((await post(genuine, stripeSignatureHeader(genuine, secretA))).status).toBe(200);
        await expectPaid(started.reservationId, car.id);
      },
    );

    test("a signature dated more than 5 minutes in the future is refused (401), nothing applied", async () => {
      const { car, started, row } = await pendingReservation("stripe");
      const body = completed(started.reservationId, {
        id: defined(row.payment_id, "payment_id"),
        amount_total: DEPOSIT_CENTS,
        currency: "aud",
      });
      const ahead = (minutes: number) =>
        stripeSignatureHeader(body, secretA, new Date(Date.now() + minutes * 60_000));
      expect((await post(body, ahead(10))).status).toBe(401);
      expect((await post(body, ahead(60 * 24))).status).toBe(401);
      await expectUnpaid(started.reservationId, car.id);
      // A clock a little ahead (within the 5 minutes) is still fine.
      expect((await post(body, ahead(2))).status).toBe(200);
      await expectPaid(started.reservationId, car.id);
    });
  });

  // ---------------------------------------------------------------- Adyen
  describe("Adyen", () => {
    let psp = 0;
    function notification(
      reservationId: string,
      input: { linkId: string; value: number; currency: string; dealer: "a" | "b" },
    ): string {
      psp += 1;
      const account = ACCOUNTS.adyen[input.dealer];
      const item = {
        pspReference: `MONEY${String(psp).padStart(11, "0")}`,
        merchantAccountCode: account.account,
        merchantReference: reservationId,
        amount: { value: input.value, currency: input.currency },
        eventCode: "AUTHORISATION",
        success: "true",
        eventDate: new Date().toISOString(),
        additionalData: { paymentLinkId: input.linkId } as Record<string, string>,
      };
      item.additionalData.hmacSignature = new adyen.hmacValidator().calculateHmac(
        item as never,
        webhookSecret("adyen", account.secret_key),
      );
      return JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] });
    }
    async function post(body: string) {
      const { host } = await dealer("adyen");
      const answer = await webhookPost(
        new Request(`http://${host}/api/payments/adyen/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }),
        segment({ host, provider: "adyen" }),
      );
      return { status: answer.status, text: await answer.text() };
    }

    test.each<{
      name: string;
      input: (own: string) => { linkId: string; value: number; currency: string; dealer: "a" | "b" };
      refusal: PaymentRefusal;
    }>([
      {
        name: "a payment on another payment link naming the reservation",
        input: () => ({ linkId: "PLOTHERLINK0001", value: 1, currency: "JPY", dealer: "a" }),
        refusal: "other_payment",
      },
      {
        name: "the reservation's link with the wrong amount",
        input: (own) => ({ linkId: own, value: 1_00, currency: "AUD", dealer: "a" }),
        refusal: "wrong_amount",
      },
      {
        name: "the reservation's link with the wrong currency",
        input: (own) => ({ linkId: own, value: DEPOSIT_CENTS, currency: "NZD", dealer: "a" }),
        refusal: "wrong_currency",
      },
      {
        name: "signed with another dealership's HMAC key (its merchant account)",
        input: (own) => ({ linkId: own, value: DEPOSIT_CENTS, currency: "AUD", dealer: "b" }),
        refusal: "other_dealership",
      },
    ])(
      "$name → refused and recorded, the reservation stays unpaid; then the genuine AUTHORISATION pays it",
      async ({ input, refusal }) => {
        const { car, started, row } = await pendingReservation("adyen");
        const own = defined(row.payment_id, "payment_id");
        expect(own).toMatch(/^PL/);
        expect(await post(notification(started.reservationId, input(own)))).toEqual({
          status: 200,
          text: "[accepted]",
        });
        await expectUnpaid(started.reservationId, car.id);
        expect(await refusals(started.reservationId)).toEqual([
          expect.objectContaining({ provider: "adyen", reason: refusal }),
        ]);

        const genuine = notification(started.reservationId, {
          linkId: own,
          value: DEPOSIT_CENTS,
          currency: "AUD",
          dealer: "a",
        });
        expect((await post(genuine)).status).toBe(200);
        await expectPaid(started.reservationId, car.id);
      },
    );
  });

  // ---------------------------------------------------------------- Windcave
  describe("Windcave", () => {
    /** Windcave's adapter with one dealership's REST credentials, as the shopper cannot have. */
    const adapter = (who: "a" | "b") =>
      createWindcaveProvider({
        baseUrl: `${base}/demo-providers/windcave`,
        secretKey: ACCOUNTS.windcave[who].secret_key,
        account: ACCOUNTS.windcave[who].account,
        webhookSecret: "",
      });
    /** Another session naming the reservation, made with A's or B's credentials. */
    async function otherSession(reservationId: string, who: "a" | "b") {
      return adapter(who).createPayment({
        reference: reservationId,
        amountCents: DEPOSIT_CENTS,
        currency: "AUD",
        description: "Deposit",
        customerEmail: "ann@example.com",
        returnUrl: `${base}/return`,
        cancelUrl: `${base}/cancel`,
        notificationUrl: `${base}/api/payments/windcave/webhook`,
        idempotencyKey: `money-other-${reservationId}-${who}`,
      });
    }
    /** The provider's own record of a session changed (what it says it charged). */
    async function charge(sessionId: string, change: { amount?: string; currency?: string }) {
      const stored = defined(
        await readWindcaveRecord<Record<string, unknown>>(db, sessionId, "session"),
        "the stand-in's session",
      );
      await writeWindcaveRecord(db, sessionId, "session", { ...stored, ...change });
    }
    /** Pay on Windcave's hosted page: the stand-in then calls the notification URL (our route). */
    const pay = async (redirectUrl: string) => {
      const response = await fetch(redirectUrl, {
        method: "POST",
        body: new URLSearchParams({ outcome: "pay" }),
      });
      expect(response.status).toBe(200);
    };

    test.each<{
      name: string;
      paid: (reservationId: string, own: { paymentId: string; redirectUrl: string }) => Promise<string>;
      refusal: PaymentRefusal;
    }>([
      {
        name: "another session of the dealer's naming the reservation",
        paid: async (id) => (await otherSession(id, "a")).redirectUrl,
        refusal: "other_payment",
      },
      {
        name: "the reservation's session charged another amount",
        paid: async (_id, own) => {
          await charge(own.paymentId, { amount: "1.00" });
          return own.redirectUrl;
        },
        refusal: "wrong_amount",
      },
      {
        name: "the reservation's session charged in another currency",
        paid: async (_id, own) => {
          await charge(own.paymentId, { currency: "NZD" });
          return own.redirectUrl;
        },
        refusal: "wrong_currency",
      },
      {
        name: "a session of another dealership's account naming the reservation",
        paid: async (id) => (await otherSession(id, "b")).redirectUrl,
        refusal: "other_dealership",
      },
    ])("$name → refused and recorded, the reservation stays unpaid", async ({ paid, refusal }) => {
      const { car, started, row } = await pendingReservation("windcave");
      await pay(
        await paid(started.reservationId, {
          paymentId: defined(row.payment_id, "payment_id"),
          redirectUrl: started.redirectUrl,
        }),
      );
      // The stand-in's notification has been handled once it left a trace either way.
      await until(
        async () => ({
          refused: (await refusals(started.reservationId)).length,
          state: (await reservation(started.reservationId)).state,
        }),
        (seen) => seen.refused > 0 || seen.state !== "pending",
      );
      await expectUnpaid(started.reservationId, car.id);
      expect(await refusals(started.reservationId)).toEqual([
        expect.objectContaining({ provider: "windcave", reason: refusal }),
      ]);
    });

    test("the genuine session paid → the reservation is paid", async () => {
      const { car, started } = await pendingReservation("windcave");
      await pay(started.redirectUrl);
      await expectPaid(started.reservationId, car.id);
      expect(await refusals(started.reservationId)).toEqual([]);
    });

    test("notifications are rate-limited per client and site before Windcave is called", async () => {
      const { host } = await dealer("windcave");
      const notify = () =>
        webhookGet(
          new Request(`http://${host}/api/payments/windcave/webhook?sessionId=0000000000000000made_up`, {
            headers: { "x-real-ip": `203.0.113.${target.name === "pglite" ? 26 : 27}` },
          }),
          segment({ host, provider: "windcave" }),
        );
      // PAYMENT_NOTIFICATION_RATE_LIMIT is 12 for this file: 12 are looked up (a made-up session: 401).
      for (let i = 0; i < NOTIFICATION_LIMIT; i++) expect((await notify()).status).toBe(401);
      const callsBefore = windcaveApiCalls;
      const limited = await notify();
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(windcaveApiCalls).toBe(callsBefore);
    });
  });

  // ---------------------------------------------------------------- owed refunds
  test("an owed refund backs off (30 s, 1 min, 2 min …) and gives up after a bounded time with one alert line", async () => {
    const lines: Record<string, unknown>[] = [];
    const previous = existingSingleton("logger");
    setSingleton("logger", createLogger({ write: (line: string) => lines.push(JSON.parse(line)) }));
    try {
      // A payment that cannot be refunded: its Checkout Session was never paid, so the Stripe
      // stand-in has no payment to refund and every attempt fails.
      const { started } = await pendingReservation("stripe");
      const t0 = new Date(Date.now() + 60 * 60_000);
      await db
        .update(reservations)
        .set({ state: "refunded", refund_reason: "lost_race", updated_at: new Date(t0.getTime() - 60_000) })
        .where(eq(reservations.id, started.reservationId));
      const owed = () => reservation(started.reservationId);
      const at = (ms: number) => new Date(t0.getTime() + ms);

      await reconcileReservations(db, t0);
      expect(await owed()).toMatchObject({
        refund_attempts: 1,
        refund_retry_at: at(30_000),
        refund_id: null,
      });
      // Not due yet: no call.
      await reconcileReservations(db, at(29_000));
      expect((await owed()).refund_attempts).toBe(1);
      await reconcileReservations(db, at(30_000));
      expect(await owed()).toMatchObject({ refund_attempts: 2, refund_retry_at: at(90_000) });

      // Each pass at the due time, until Forecourt gives up.
      let clock = at(90_000);
      for (let pass = 0; pass < 40; pass++) {
        await reconcileReservations(db, clock);
        const row = await owed();
        if (row.refund_retry_at === null) break;
        clock = row.refund_retry_at;
      }
      const given = await owed();
      expect(given).toMatchObject({
        refund_attempts: REFUND_MAX_ATTEMPTS,
        refund_retry_at: null,
        refund_id: null,
      });
      // Bounded: the last attempt well within a working day of the first.
      expect(clock.getTime() - t0.getTime()).toBeLessThan(8 * 3600_000);
      // And never again, however long the job runs.
      await reconcileReservations(db, at(30 * 24 * 3600_000));
      expect((await owed()).refund_attempts).toBe(REFUND_MAX_ATTEMPTS);

      const mine = lines.filter((line) => line.reservation === started.reservationId);
      const alerts = mine.filter((line) => line.alert === "refund_given_up");
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        level: 50,
        msg: "ALERT owed refund given up: refund it at the provider by hand",
        attempts: REFUND_MAX_ATTEMPTS,
        amount_cents: DEPOSIT_CENTS,
        currency: "AUD",
      });
      // The failures before it are warnings, one per attempt, not an error every pass.
      expect(
        mine.filter((line) => line.msg === "refund failed; the reconciliation job retries it later"),
      ).toHaveLength(REFUND_MAX_ATTEMPTS - 1);
      expect(mine.filter((line) => line.level === 50)).toHaveLength(1);
    } finally {
      setSingleton("logger", previous);
    }
  });

  test("refusals are kept per site: each row names the site and the reservation", async () => {
    const rows = await db
      .select()
      .from(payment_refusals)
      .where(and(eq(payment_refusals.provider, "stripe"), eq(payment_refusals.reason, "other_dealership")));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.detail).toMatchObject({ signedBy: [defined(dealers.stripe, "stripe dealer").b] });
  });
});
