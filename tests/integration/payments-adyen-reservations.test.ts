import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { POST as webhookPost } from "@/app/site/[host]/api/payments/[provider]/webhook/route";
import { defined } from "@/domain/defined";
import type { Database, Db } from "@/server/db/client";
import { cars, demoProviderRecords, payment_accounts, reservations } from "@/server/db/schema/all";
import { readAdyenRecord, writeAdyenRecord } from "@/demo/payments/adyen/adyen-records";
import { adyenStandIn } from "@/demo/payments/adyen/adyen-stand-in";
import { reconcileReservations } from "@/server/payments/reconcile-reservations";
import { keyFingerprint } from "@/demo/payments/stand-in-records";
import { standInWebhookSecret } from "@/demo/payments/stand-in-webhook-secret";
import { startReservation } from "@/server/payments/start-reservation";
import { getSiteForHost } from "@/server/sites/get-site";
import { platformAddress } from "@/server/sites/platform-address";
import type { Site } from "@/server/sites/site";
import { DEMO_PAYMENT_ACCOUNTS } from "../../seed/demo-sites";
import { registerDemoAdyenWebhooks } from "../../seed/register-demo-webhooks";
import { createTestSite, segment, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

// Reservations paid through Adyen end to end (the adapter, the Adyen stand-in and
// the site's webhook route): the merchant account's registered webhook answers "[accepted]",
// the AUTHORISATION's PSP reference is kept on the reservation, and the loser of a race for
// one car is refunded with that PSP reference (Adyen refunds a payment, not a payment link).

const API_KEY = "AQE_live_integration_key";
const MERCHANT = "IntegrationMotorsECOM";
const HMAC_KEY = standInWebhookSecret("adyen", API_KEY);
const SHOPPER = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "0412 345 678",
  accept_terms: true,
};

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testDatabaseTargets())("Adyen reservations on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: Site;
  let siteHost = "";
  let base = "";
  let carCount = 0;
  /** What the site's webhook answered, in order. */
  const answers: { status: number; text: string }[] = [];
  /** A webhook the "network" loses. */
  let dropWebhooks = false;

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
    if (url.pathname === "/api/payments/adyen/webhook") {
      answer = dropWebhooks
        ? new Response("[accepted]")
        : await webhookPost(request, segment({ host: siteHost, provider: "adyen" }));
      answers.push({ status: answer.status, text: await answer.clone().text() });
    } else {
      const path = url.pathname
        .replace(/^\/demo-providers\/adyen\/?/, "")
        .split("/")
        .filter(Boolean);
      answer = await adyenStandIn(request, path, { db, base: `${base}/demo-providers/adyen` });
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
    const testSite = await createTestSite(db, {
      config: { commerce: { payment_provider: "adyen", checkout_enabled: true } },
    });
    siteHost = testSite.host;
    site = defined(await getSiteForHost(testSite.host), "getSiteForHost(testSite.host)");
    await db.insert(payment_accounts).values({
      dealership_id: defined(site.dealerships[0], "site.dealerships[0]").id,
      provider: "adyen",
      base_url: `${base}/demo-providers/adyen`,
      secret_key: API_KEY,
      account: MERCHANT,
      webhook_secret: HMAC_KEY,
    });
    // The merchant account's webhook, as the demo seed registers it.
    await writeAdyenRecord(db, `webhook:${MERCHANT}`, "webhook", {
      id: "S2-INTEGRATION",
      merchantId: MERCHANT,
      url: `${base}/api/payments/adyen/webhook`,
      active: true,
      keyFingerprint: keyFingerprint(API_KEY),
      hmacKey: HMAC_KEY,
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await database.close();
  });
  beforeEach(() => {
    answers.length = 0;
    dropWebhooks = false;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  async function newCar() {
    carCount += 1;
    const [car] = await db
      .insert(cars)
      .values(
        carValues(defined(site.dealerships[0], "site.dealerships[0]").id, {
          slug: `adyen-reserve-${carCount}-${target.name}`,
          payment_processors: [
            { authorization_type: "adyen", authorization_key: "live_adyen_client", deposit_amount: 500_00 },
          ],
          has_checkout_payment_processor: true,
        }),
      )
      .returning({ id: cars.id, slug: cars.slug });
    return defined(car, "car");
  }
  const reserve = (slug: string) => startReservation(site, { carSlug: slug, details: SHOPPER, origin: base });
  /** The shopper's choice on the stand-in's hosted payment page (the notification is sent first). */
  const hosted = (redirectUrl: string, outcome: "pay" | "decline") =>
    fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ outcome }) });
  const reservation = async (id: string) =>
    one(await db.select().from(reservations).where(eq(reservations.id, id)), "reservations row");
  const settled = (id: string) =>
    until(
      () => reservation(id),
      (r) => r.state !== "pending",
    );

  test("paid: the webhook answers [accepted], the reservation keeps the PSP reference, the car is reserved", async () => {
    const car = await newCar();
    const started = await reserve(car.slug);
    expect(started.redirectUrl).toContain("/demo-providers/adyen/");
    expect((await hosted(started.redirectUrl, "pay")).status).toBe(200);
    const row = await settled(started.reservationId);
    expect(row).toMatchObject({ state: "paid", provider: "adyen", amount_cents: 500_00 });
    expect(row.payment_id).toMatch(/^PL/);
    expect(row.provider_payment_ref).toMatch(/^[A-Z0-9]{16}$/);
    expect(row.provider_payment_ref).not.toBe(row.payment_id);
    expect(answers).toContainEqual({ status: 200, text: "[accepted]" });
    const carRow = one(
      await db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, car.id)),
      "cars row",
    );
    expect(carRow.reserved).toBe(true);
  });

  test("a refused card: the reservation fails, nothing is kept to refund", async () => {
    const car = await newCar();
    const started = await reserve(car.slug);
    await hosted(started.redirectUrl, "decline");
    const row = await settled(started.reservationId);
    expect(row.state).toBe("failed");
    const carRow = one(
      await db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, car.id)),
      "cars row",
    );
    expect(carRow.reserved).toBe(false);
  });

  test("the race: two shoppers pay for one car → one reservation, the other refunded with its PSP reference", async () => {
    const car = await newCar();
    const a = await reserve(car.slug);
    const b = await reserve(car.slug);
    await Promise.all([hosted(a.redirectUrl, "pay"), hosted(b.redirectUrl, "pay")]);
    const [ra, rb] = await Promise.all([settled(a.reservationId), settled(b.reservationId)]);
    expect([ra.state, rb.state].sort()).toEqual(["paid", "refunded"]);
    const loser = ra.state === "refunded" ? ra : rb;
    expect(loser.refund_reason).toBe("lost_race");
    const refunded = await until(
      () => reservation(loser.id),
      (r) => r.refund_id !== null,
    );
    expect(refunded.refund_id).not.toBeNull();
    expect(refunded.provider_payment_ref).toMatch(/^[A-Z0-9]{16}$/);
    // The stand-in's reversal names the loser's PSP reference, not its payment link.
    const modifications = await db
      .select({ data: demoProviderRecords.data })
      .from(demoProviderRecords)
      .where(eq(demoProviderRecords.kind, "modification"));
    const reversal = modifications
      .map((m) => m.data as { pspReference?: string; paymentPspReference?: string })
      .find((m) => m.pspReference === refunded.refund_id);
    expect(reversal?.paymentPspReference).toBe(refunded.provider_payment_ref);
  });

  test("a lost webhook: reconciliation reads the paid link, but a refund owed then has no PSP reference", async () => {
    const car = await newCar();
    dropWebhooks = true;
    const started = await reserve(car.slug);
    await hosted(started.redirectUrl, "pay");
    expect((await reservation(started.reservationId)).state).toBe("pending");
    dropWebhooks = false;
    await reconcileReservations(db, new Date(Date.now() + 40 * 60_000));
    const row = await reservation(started.reservationId);
    expect(row.state).toBe("paid");
    expect(row.provider_payment_ref).toBeNull();
  });

  test("the demo seed registers Mazda Approved's webhook at the stand-in, signed with the stored HMAC key", async () => {
    expect(await registerDemoAdyenWebhooks(db)).toBe(1);
    const mazda = defined(
      DEMO_PAYMENT_ACCOUNTS.find((a) => a.provider === "adyen"),
      'DEMO_PAYMENT_ACCOUNTS.find((a) => a.provider === "adyen")',
    );
    const webhook = await readAdyenRecord<{ url: string; hmacKey: string; active: boolean }>(
      db,
      `webhook:${mazda.account}`,
      "webhook",
    );
    const { domain, port } = platformAddress();
    expect(webhook).toMatchObject({
      url: `http://mazda-approved.${domain}${port === 80 ? "" : `:${port}`}/api/payments/adyen/webhook`,
      active: true,
      hmacKey: standInWebhookSecret("adyen", mazda.secret_key),
    });
  });
});
