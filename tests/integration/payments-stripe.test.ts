import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { POST as hostedPagePost } from "@/app/platform/demo-providers/stripe/pay/[id]/route";
import { GET as getSession } from "@/app/platform/demo-providers/stripe/v1/checkout/sessions/[id]/route";
import { POST as createSession } from "@/app/platform/demo-providers/stripe/v1/checkout/sessions/route";
import { POST as createRefund } from "@/app/platform/demo-providers/stripe/v1/refunds/route";
import { POST as webhookPost } from "@/app/site/[host]/api/payments/[provider]/webhook/route";
import { defined } from "@/domain/defined";
import type { Database, Db } from "@/server/db/client";
import {
  cars,
  demoProviderRecords,
  lead_deliveries,
  leads,
  payment_accounts,
  reservations,
} from "@/server/db/schema/all";
import { deliverDueLeads } from "@/server/leads/deliver-due-leads";
import type { MailMessage } from "@/server/leads/delivery-transport";
import { requestHash } from "@/server/leads/request-hash";
import { writeLead } from "@/server/leads/write-lead";
import { reconcileReservations } from "@/server/payments/reconcile-reservations";
import { settleDealerChange } from "@/server/payments/settle-dealer-change";
import { standInWebhookSecret } from "@/demo/payments/stand-in-webhook-secret";
import { startReservation } from "@/server/payments/start-reservation";
import { stripeSignatureHeader } from "@/demo/payments/stripe/stripe-stand-in";
import { getSiteForHost } from "@/server/sites/get-site";
import type { Site } from "@/server/sites/site";
import {
  createTestSite,
  leadBody,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { one } from "../support/one";
import { type RouteServer, startRouteServer } from "../support/route-server";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

// items 3-6: the Stripe adapter (the official SDK) against the local Stripe stand-in
// served over HTTP: the paid path in one transaction, signature verification (valid, tampered,
// stale), idempotent replays, out-of-order events, the race for one car, reconciliation of a
// lost webhook, and expiry.

const SECRET_KEY = "sk_live_integration_key";
const WEBHOOK_SECRET = standInWebhookSecret("stripe", SECRET_KEY);
const SHOPPER = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "0412 345 678",
  accept_terms: true,
};

let server: RouteServer;
let siteHost = "";
/** A webhook the "network" loses (answered 200 by nobody at the site). */
let dropWebhooks = false;

beforeAll(async () => {
  server = await startRouteServer([
    { method: "POST", path: "/demo-providers/stripe/v1/checkout/sessions", handler: (r) => createSession(r) },
    { method: "GET", path: "/demo-providers/stripe/v1/checkout/sessions/:id", handler: getSession as never },
    { method: "POST", path: "/demo-providers/stripe/v1/refunds", handler: (r) => createRefund(r) },
    { method: "POST", path: "/demo-providers/stripe/pay/:id", handler: hostedPagePost as never },
    {
      method: "POST",
      path: "/api/payments/stripe/webhook",
      handler: (request) =>
        dropWebhooks
          ? Promise.resolve(new Response(null, { status: 200 }))
          : webhookPost(request, segment({ host: siteHost, provider: "stripe" })),
    },
  ]);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  dropWebhooks = false;
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testDatabaseTargets())("Stripe reservations on $name", (target) => {
  let database: Database;
  let db: Db;
  let testSite: TestSite;
  let site: Site;
  let dealershipId: number;
  let carCount = 0;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    testSite = await createTestSite(db, {
      config: { commerce: { payment_provider: "stripe", checkout_enabled: true } },
    });
    siteHost = testSite.host;
    site = defined(await getSiteForHost(testSite.host), "getSiteForHost(testSite.host)");
    dealershipId = defined(site.dealerships[0], "site.dealerships[0]").id;
    await db.insert(payment_accounts).values({
      dealership_id: dealershipId,
      provider: "stripe",
      base_url: `${server.origin}/demo-providers/stripe`,
      secret_key: SECRET_KEY,
      webhook_secret: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  async function newCar() {
    carCount += 1;
    const [car] = await db
      .insert(cars)
      .values(
        carValues(dealershipId, {
          slug: `reserve-me-${carCount}-${target.name}`,
          payment_processors: [
            { authorization_type: "stripe", authorization_key: "pk_live_x", deposit_amount: 500_00 },
          ],
          has_checkout_payment_processor: true,
        }),
      )
      .returning({ id: cars.id, slug: cars.slug });
    return defined(car, "car");
  }

  const reserve = (slug: string, details: Record<string, unknown> = SHOPPER) =>
    startReservation(site, { carSlug: slug, details, origin: server.origin });

  async function hosted(redirectUrl: string, action: "pay" | "decline" | "abandon") {
    const response = await fetch(redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ action }),
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    return defined(response.headers.get("x-redirect-to"), 'response.headers.get("x-redirect-to")');
  }

  const reservation = async (id: string) =>
    one(await db.select().from(reservations).where(eq(reservations.id, id)), "reservations row");
  const settled = (id: string) =>
    until(
      () => reservation(id),
      (r) => r.state !== "pending",
    );

  test("the deposit comes from the server, in cents; bad details are refused naming the field, nothing stored", async () => {
    const car = await newCar();
    await expect(reserve(car.slug, { ...SHOPPER, email: "nope", accept_terms: false })).rejects.toMatchObject(
      {
        code: "validation_failed",
        fields: { email: expect.any(String), accept_terms: "*This is a required field." },
      },
    );
    expect(await db.select().from(reservations).where(eq(reservations.car_id, car.id))).toEqual([]);
    const started = await reserve(car.slug);
    expect(started.redirectUrl).toMatch(/\/demo-providers\/stripe\/pay\/cs_test_/);
    const row = await reservation(started.reservationId);
    expect(row).toMatchObject({
      state: "pending",
      amount_cents: 500_00,
      currency: "AUD",
      provider: "stripe",
    });
  });

  test("paid: the car is reserved, the Reserve car lead and its outbox rows and the shopper's confirmation are written", async () => {
    const car = await newCar();
    const started = await reserve(car.slug);
    const back = await hosted(started.redirectUrl, "pay");
    expect(back).toContain(`/cars/${car.slug}/checkout/return?reservation=${started.reservationId}`);
    const row = await settled(started.reservationId);
    expect(row.state).toBe("paid");
    const carRow = one(
      await db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, car.id)),
      "cars row",
    );
    expect(carRow.reserved).toBe(true);
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, defined(row.lead_id, "row.lead_id")));
    expect(lead).toMatchObject({ category: "Reserve car", form_id: "reserve-car", lead_status: "Complete" });
    const deliveries = await db
      .select()
      .from(lead_deliveries)
      .where(eq(lead_deliveries.lead_id, defined(lead, "lead").id));
    const kinds = deliveries.map((d) => d.destination.kind).sort();
    expect(kinds).toEqual(["email", "shopper_email"]);
    expect(
      defined(
        deliveries.find((d) => d.destination.kind === "shopper_email"),
        'deliveries.find((d) => d.destination.kind === "shopper_email")',
      ).destination,
    ).toMatchObject({
      to: "ann@example.com",
      subject: expect.stringContaining("is confirmed"),
    });
  });

  /** Sends every due outbox row; returns the dealer emails (not the shopper's) of one lead. */
  async function dealerEmailsOf(leadId: number) {
    const mails: MailMessage[] = [];
    await deliverDueLeads(db, {
      batchSize: 100,
      transport: {
        sendMail: async (m) => {
          mails.push(m);
        },
        postWebhook: async () => {},
      },
    });
    return mails.filter((m) => m.text.includes(`Lead #${leadId}\n`) && !m.to.includes(SHOPPER.email));
  }

  test("The Reserve car email names the customer and shows the deposit as money", async () => {
    const car = await newCar();
    const started = await reserve(car.slug);
    await hosted(started.redirectUrl, "pay");
    const row = await settled(started.reservationId);
    const leadId = defined(row.lead_id, "row.lead_id");
    const [mail, ...more] = await dealerEmailsOf(leadId);
    expect(more).toEqual([]);
    const { subject, text, html } = defined(mail, "the dealer email");
    expect(subject).toMatch(/^Reserve car from Ann Lee – /);
    expect(text).toContain("Name: Ann Lee\n");
    expect(text).toContain(
      "Ann Lee reserved the 2021 Toyota Corolla Ascent Sport online and paid a deposit of $500.00.",
    );
    expect(text).toContain("Deposit paid: $500.00");
    expect(defined(html, "the HTML part")).toContain("paid a deposit of $500.00");
    expect(`${text}${html}`).not.toMatch(/50000|\$500 AUD/);
  });

  test("A deposit paid from the purchase journey updates the journey's lead (one lead, its email sent again as an update)", async () => {
    const car = await newCar();
    // The journey's lead as its review step completes it.
    const body = leadBody(testSite, {
      form_id: "purchase",
      category: "Online Purchase",
      message: "Please call me",
      opt_in: false,
      car_id: String(car.id),
      fulfilment: "Delivery",
      delivery_address: "1 George St, Sydney",
      postcode: "2000",
      has_trade_in: "No",
      payment_method: "Cash",
      lead_status: "Complete",
      form_completed: true,
      step_number: 4,
    });
    const written = await writeLead(db, { site, body, requestHash: requestHash("POST", "/api/leads", body) });
    const journey = written.lead;
    expect(await dealerEmailsOf(journey.id)).toHaveLength(1);

    const started = await startReservation(site, {
      carSlug: car.slug,
      details: SHOPPER,
      origin: server.origin,
      sourceLead: journey,
    });
    await hosted(started.redirectUrl, "pay");
    const row = await settled(started.reservationId);
    expect(row.lead_id).toBe(journey.id);
    expect(await db.select({ id: leads.id }).from(leads).where(eq(leads.car_id, car.id))).toEqual([
      { id: journey.id },
    ]);
    const [update, ...more] = await dealerEmailsOf(journey.id);
    expect(more).toEqual([]);
    expect(defined(update, "the update").subject).toMatch(/^Updated: Online Purchase from Ann Lee – /);
    expect(defined(update, "the update").text).toContain(
      "Ann Lee wants to buy the 2021 Toyota Corolla Ascent Sport online and paid a deposit of $500.00.",
    );
  });

  test("signatures: a valid one is applied once (a replay is a no-op), a tampered or stale one is 401", async () => {
    const car = await newCar();
    const started = await reserve(car.slug);
    await hosted(started.redirectUrl, "pay");
    await settled(started.reservationId);
    const [stored] = await db
      .select()
      .from(demoProviderRecords)
      .where(and(eq(demoProviderRecords.provider, "stripe"), eq(demoProviderRecords.kind, "event")));
    const events = await db.select().from(demoProviderRecords).where(eq(demoProviderRecords.kind, "event"));
    const completed = defined(
      events
        .map((e) => e.data as { id: string; type: string; data: { object: { client_reference_id: string } } })
        .find(
          (e) =>
            e.type === "checkout.session.completed" &&
            e.data.object.client_reference_id === started.reservationId,
        ),
      "the checkout.session.completed event for the reservation",
    );
    expect(stored).toBeDefined();
    const body = JSON.stringify(completed);
    const post = (payload: string, signature: string) =>
      webhookPost(
        new Request(`http://${siteHost}/api/payments/stripe/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: payload,
        }),
        segment({ host: siteHost, provider: "stripe" }),
      );
    const leadsBefore = (await db.select().from(leads)).length;
    // A valid replay of the same event id: 200, nothing written twice.
    expect((await post(body, stripeSignatureHeader(body, WEBHOOK_SECRET))).status).toBe(200);
    expect((await db.select().from(leads)).length).toBe(leadsBefore);
    // Tampered: the body changed after signing.
    const tampered = body.replace('"amount_total":50000', '"amount_total":1');
    expect(tampered).not.toBe(body);
    expect((await post(tampered, stripeSignatureHeader(body, WEBHOOK_SECRET))).status).toBe(401);
    // Stale: signed 10 minutes ago (Stripe's tolerance is 5).
    const stale = stripeSignatureHeader(body, WEBHOOK_SECRET, new Date(Date.now() - 10 * 60_000));
    expect((await post(body, stale)).status).toBe(401);
    // Another secret.
    expect((await post(body, stripeSignatureHeader(body, "whsec_other"))).status).toBe(401);
    expect((await post(body, "")).status).toBe(401);
  });

  test("out of order: an expired notice after the payment leaves it paid; a new event id of the same state is a no-op", async () => {
    const car = await newCar();
    const started = await reserve(car.slug);
    await hosted(started.redirectUrl, "pay");
    await settled(started.reservationId);
    const late = {
      id: "evt_test_late_expired",
      object: "event",
      api_version: "2025-10-29.clover",
      created: Math.floor(Date.now() / 1000) - 3600,
      type: "checkout.session.expired",
      data: {
        object: {
          id: (await reservation(started.reservationId)).payment_id,
          object: "checkout.session",
          status: "expired",
          payment_status: "unpaid",
          client_reference_id: started.reservationId,
          metadata: { reference: started.reservationId },
          amount_total: 500_00,
        },
      },
    };
    const body = JSON.stringify(late);
    const response = await webhookPost(
      new Request(`http://${siteHost}/api/payments/stripe/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": stripeSignatureHeader(body, WEBHOOK_SECRET),
        },
        body,
      }),
      segment({ host: siteHost, provider: "stripe" }),
    );
    expect(response.status).toBe(200);
    expect((await reservation(started.reservationId)).state).toBe("paid");
  });

  test("A signed notification with a NUL reference or data.object null is a 400, not a 500", async () => {
    const signed = async (event: object) => {
      const body = JSON.stringify(event);
      return webhookPost(
        new Request(`http://${siteHost}/api/payments/stripe/webhook`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "stripe-signature": stripeSignatureHeader(body, WEBHOOK_SECRET),
          },
          body,
        }),
        segment({ host: siteHost, provider: "stripe" }),
      );
    };
    const event = (id: string, object: unknown) => ({
      id,
      object: "event",
      api_version: "2025-10-29.clover",
      created: Math.floor(Date.now() / 1000),
      type: "checkout.session.completed",
      data: { object },
    });
    const session = (reference: string) => ({
      id: "cs_test_nul",
      object: "checkout.session",
      status: "complete",
      payment_status: "paid",
      client_reference_id: reference,
      metadata: { reference },
      amount_total: 500_00,
    });
    const nul = await signed(event(`evt_nul_${target.name}`, session("a\u0000b")));
    expect(nul.status).toBe(400);
    expect(await nul.text()).toContain("reference");
    const empty = await signed(event(`evt_null_${target.name}`, null));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("data.object");
  });

  test("declined: the reservation fails and the car stays free", async () => {
    const car = await newCar();
    const started = await reserve(car.slug);
    await hosted(started.redirectUrl, "decline");
    expect((await settled(started.reservationId)).state).toBe("failed");
    const carRow = one(
      await db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, car.id)),
      "cars row",
    );
    expect(carRow.reserved).toBe(false);
  });

  test("abandoned: back to the cancel URL, still pending, nothing charged", async () => {
    const car = await newCar();
    const started = await reserve(car.slug);
    const back = await hosted(started.redirectUrl, "abandon");
    expect(back).toContain("&cancelled=1");
    expect((await reservation(started.reservationId)).state).toBe("pending");
  });

  test("the race: two shoppers pay for one car → exactly one reservation, the other refunded", async () => {
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
    expect(refunded.refund_id).toMatch(/^re_test_/);
    // And a third shopper can no longer start.
    await expect(reserve(car.slug)).rejects.toMatchObject({ code: "car_not_reservable" });
  });

  test("reconciliation: a lost webhook loses no payment; a pending reservation past its expiry expires", async () => {
    const car = await newCar();
    dropWebhooks = true;
    const started = await reserve(car.slug);
    await hosted(started.redirectUrl, "pay");
    await new Promise((r) => setTimeout(r, 200));
    expect((await reservation(started.reservationId)).state).toBe("pending");
    const other = await newCar();
    const abandoned = await reserve(other.slug);
    const result = await reconcileReservations(db, new Date(Date.now() + 40 * 60_000));
    expect(result.asked).toBeGreaterThanOrEqual(2);
    expect((await reservation(started.reservationId)).state).toBe("paid");
    const carRow = one(
      await db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, car.id)),
      "cars row",
    );
    expect(carRow.reserved).toBe(true);
    expect((await reservation(abandoned.reservationId)).state).toBe("expired");
  });
  test("the dealer sells a reserved car: the deposit is kept; releases one: it is refunded (the defaults)", async () => {
    const sold = await newCar();
    const a = await reserve(sold.slug);
    await hosted(a.redirectUrl, "pay");
    expect((await settled(a.reservationId)).state).toBe("paid");
    await db.update(cars).set({ sold: true, status: "sold" }).where(eq(cars.id, sold.id));
    expect(await settleDealerChange(db, sold.id)).toBe("keep");
    expect((await reservation(a.reservationId)).state).toBe("paid");

    const released = await newCar();
    const b = await reserve(released.slug);
    await hosted(b.redirectUrl, "pay");
    expect((await settled(b.reservationId)).state).toBe("paid");
    await db.update(cars).set({ reserved: false }).where(eq(cars.id, released.id));
    expect(await settleDealerChange(db, released.id)).toBe("refund");
    const row = await reservation(b.reservationId);
    expect(row).toMatchObject({ state: "refunded", refund_reason: "released" });
    expect(row.refund_id).toMatch(/^re_test_/);
  });
});
