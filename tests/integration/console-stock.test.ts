// The console's stock and reservations, over the route handlers as Next calls them, on PGlite
// (and PostgreSQL when TEST_DATABASE_URL is set): the scoped stock table, edits under the
// feed's rules (recorded, seen by the price-drop alert job), the CSV import's preview and
// all-or-nothing apply, refund and release through the Stripe stand-in, and hostile input
// (another tenant's ids, negative and huge prices, a 100 MB or 10,001-row CSV).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { POST as refundReservation } from "@/app/platform/console/api/reservations/[id]/refund/route";
import { POST as releaseReservation } from "@/app/platform/console/api/reservations/[id]/release/route";
import { GET as listReservations } from "@/app/platform/console/api/reservations/route";
import { PATCH as editCar } from "@/app/platform/console/api/stock/[id]/route";
import { GET as exportStock } from "@/app/platform/console/api/stock/export.csv/route";
import { POST as importStock } from "@/app/platform/console/api/stock/import/route";
import { GET as listStock } from "@/app/platform/console/api/stock/route";
import { POST as hostedPagePost } from "@/app/platform/demo-providers/stripe/pay/[id]/route";
import { GET as getSession } from "@/app/platform/demo-providers/stripe/v1/checkout/sessions/[id]/route";
import { POST as createSession } from "@/app/platform/demo-providers/stripe/v1/checkout/sessions/route";
import { POST as createRefund } from "@/app/platform/demo-providers/stripe/v1/refunds/route";
import { POST as webhookPost } from "@/app/site/[host]/api/payments/[provider]/webhook/route";
import { standInWebhookSecret } from "@/demo/payments/stand-in-webhook-secret";
import { defined } from "@/domain/defined";
import { runShopperAlerts } from "@/server/accounts/run-shopper-alerts";
import type { Database, Db } from "@/server/db/client";
import {
  car_price_changes,
  cars,
  console_audit,
  dealerships,
  demoProviderRecords,
  payment_accounts,
  reservations,
  shopper_alert_state,
  shopper_users,
  shopper_watchlist,
  staff_users,
} from "@/server/db/schema/all";
import type { MailMessage } from "@/server/leads/delivery-transport";
import { startReservation } from "@/server/payments/start-reservation";
import { getSiteForHost } from "@/server/sites/get-site";
import { call, consoleRequest, consoleSignIn, type Jar } from "../support/console-client";
import { createTestSite, segment, type TestSite, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { type RouteServer, startRouteServer } from "../support/route-server";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const SECRET_KEY = "sk_live_console_key";
const SHOPPER = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "0412 345 678",
  accept_terms: true,
};

let server: RouteServer;
let siteHost = "";

beforeAll(async () => {
  server = await startRouteServer([
    { method: "POST", path: "/demo-providers/stripe/v1/checkout/sessions", handler: (r) => createSession(r) },
    { method: "GET", path: "/demo-providers/stripe/v1/checkout/sessions/:id", handler: getSession as never },
    { method: "POST", path: "/demo-providers/stripe/v1/refunds", handler: (r) => createRefund(r) },
    { method: "POST", path: "/demo-providers/stripe/pay/:id", handler: hostedPagePost as never },
    {
      method: "POST",
      path: "/api/payments/stripe/webhook",
      handler: (request) => webhookPost(request, segment({ host: siteHost, provider: "stripe" })),
    },
  ]);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
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

function csvRequest(path: string, jar: Jar, body: BodyInit, headers: Record<string, string> = {}): Request {
  const base = consoleRequest("POST", path, jar);
  const all = new Headers(base.headers);
  all.set("content-type", "text/csv");
  for (const [k, v] of Object.entries(headers)) all.set(k, v);
  return new Request(base.url, { method: "POST", headers: all, body, duplex: "half" } as RequestInit);
}

describe.each(testDatabaseTargets())("console stock and reservations on $name", (target) => {
  let database: Database;
  let db: Db;
  let a: TestSite;
  let b: TestSite;
  let aDealership: number;
  let bDealership: number;
  let aCar: number;
  let bCar: number;
  const jars: Record<string, Jar> = {};
  const jar = (who: string) => defined(jars[who], who);
  const suffix = `${target.name}${Date.now() % 100000}`;

  const dealershipOf = async (site: TestSite) =>
    one(
      await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.slug, defined(site.dealershipSlugs[0], "slug"))),
      "dealership",
    ).id;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    a = await createTestSite(db, {
      config: {
        commerce: { payment_provider: "stripe", checkout_enabled: true },
        flags: { garage_enabled: true, auth_enabled: true },
      },
    });
    b = await createTestSite(db);
    siteHost = a.host;
    aDealership = await dealershipOf(a);
    bDealership = await dealershipOf(b);
    await db.insert(payment_accounts).values({
      dealership_id: aDealership,
      provider: "stripe",
      base_url: `${server.origin}/demo-providers/stripe`,
      secret_key: SECRET_KEY,
      webhook_secret: standInWebhookSecret("stripe", SECRET_KEY),
    });
    const inserted = await db
      .insert(cars)
      .values([
        carValues(aDealership, { slug: `console-a1-${suffix}`, stocknum: "CA1", price: 3_000_000 }),
        carValues(aDealership, {
          slug: `console-a2-${suffix}`,
          stocknum: "CA2",
          price: 1_000_000,
          make: "Kia",
          model: "Rio",
        }),
        carValues(bDealership, { slug: `console-b1-${suffix}`, stocknum: "CB1" }),
      ])
      .returning({ id: cars.id });
    aCar = defined(inserted[0], "a car").id;
    bCar = defined(inserted[2], "b car").id;
    await db.insert(staff_users).values([
      {
        id: `sa-${suffix}`,
        email: `sa-${suffix}@console.example`,
        role: "dealership_staff",
        dealership_id: aDealership,
      },
      {
        id: `sb-${suffix}`,
        email: `sb-${suffix}@console.example`,
        role: "dealership_staff",
        dealership_id: bDealership,
      },
    ]);
    for (const who of ["sa", "sb"]) jars[who] = await consoleSignIn(db, `${who}-${suffix}@console.example`);
  });
  afterAll(async () => {
    await database?.close();
  });

  const stock = async (who: string, query = "") => {
    const response = await call(listStock, consoleRequest("GET", `/console/api/stock${query}`, jar(who)), {});
    return {
      status: response.status,
      body: (await response.json()) as {
        total: number;
        vehicles: Array<{ id: number; stocknum: string; price: number | null; reservation: string | null }>;
      },
    };
  };
  const edit = (who: string, id: number | string, body: unknown, headers: Record<string, string> = {}) =>
    call(editCar, consoleRequest("PATCH", `/console/api/stock/${id}`, jar(who), body, headers), {
      id: String(id),
    });

  test("the stock table is the dealership's own, sorted and filtered on the server", async () => {
    const mine = await stock("sa", "?sort=price&dir=asc");
    expect(mine.status).toBe(200);
    expect(mine.body.vehicles.map((v) => v.stocknum)).toEqual(["CA2", "CA1"]);
    expect((await stock("sa", "?sort=price&dir=desc")).body.vehicles.map((v) => v.stocknum)).toEqual([
      "CA1",
      "CA2",
    ]);
    expect((await stock("sa", "?q=kia")).body.vehicles.map((v) => v.stocknum)).toEqual(["CA2"]);
    // Another dealership as a filter only narrows the scope: nothing.
    expect((await stock("sa", `?dealership=${bDealership}`)).body.total).toBe(0);
    expect((await stock("sb")).body.vehicles.map((v) => v.stocknum)).toEqual(["CB1"]);
    expect((await stock("sa", "?sort=prize")).status).toBe(422);
  });

  test("the stock export is the scope's only, and a formula in a cell arrives as text", async () => {
    await db
      .update(cars)
      .set({ tag: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(cars.stocknum, "CB1"));
    await db.update(cars).set({ tag: "@SUM(A1)" }).where(eq(cars.id, aCar));
    const mine = await call(
      exportStock,
      consoleRequest("GET", "/console/api/stock/export.csv", jar("sa")),
      {},
    );
    expect(mine.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await mine.text();
    expect(text.split("\r\n")[0]).toMatch(/^stocknum,name,make,model/);
    expect(text).toContain(",'@SUM(A1),");
    expect(text).not.toContain("CB1");
    const theirs = await (
      await call(exportStock, consoleRequest("GET", "/console/api/stock/export.csv", jar("sb")), {})
    ).text();
    expect(theirs).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(theirs).not.toMatch(/(^|,)=/m);
    await db.update(cars).set({ tag: null }).where(eq(cars.id, aCar));
  });

  test("an edit changes the car, is recorded, and the price-drop alert job sees the cut", async () => {
    const user = `shopper-${suffix}`;
    await db
      .insert(shopper_users)
      .values({ id: user, account_scope: `site:${a.id}`, email: `${user}@example.com` });
    await db.insert(shopper_alert_state).values({ user_id: user });
    await db.insert(shopper_watchlist).values({
      user_id: user,
      car_id: aCar,
      saved_price: 3_000_000,
      alerted_price: 3_000_000,
      site_host: a.host,
    });

    const response = await edit("sa", aCar, { price: 27_990, tag: "Hot deal", show_on_dealer_website: true });
    expect(response.status).toBe(200);
    const car = one(await db.select().from(cars).where(eq(cars.id, aCar)), "car");
    expect(car).toMatchObject({ price: 2_799_000, tag: "Hot deal", price_drop_from: 3_000_000 });
    // Price history: the console's change is kept, and the car carries its drop for the badge.
    expect(
      (await db.select().from(car_price_changes).where(eq(car_price_changes.car_id, aCar))).map((h) => [
        h.from_price,
        h.to_price,
        h.source,
      ]),
    ).toEqual([[3_000_000, 2_799_000, "console"]]);
    const audit = one(
      await db
        .select()
        .from(console_audit)
        .where(and(eq(console_audit.entity, "car"), eq(console_audit.entity_id, String(aCar)))),
      "audit row",
    );
    expect(audit).toMatchObject({
      staff_email: `sa-${suffix}@console.example`,
      action: "edit",
      before: expect.objectContaining({ price: 3_000_000, tag: null }),
      after: expect.objectContaining({ price: 2_799_000, tag: "Hot deal" }),
    });

    const mails: MailMessage[] = [];
    await runShopperAlerts(db, {
      now: new Date(Date.now() + 3_600_000),
      transport: {
        async sendMail(m) {
          mails.push(m);
        },
        async postWebhook() {},
      },
      intervalMs: 0,
    });
    const alert = defined(
      mails.find((m) => m.to.includes(`${user}@example.com`)),
      "the price-drop alert",
    );
    expect(alert.text).toContain("now $27,990 (was $30,000)");

    // The same edit again changes nothing and records nothing more.
    expect(((await (await edit("sa", aCar, { price: 27_990 })).json()) as { changed: boolean }).changed).toBe(
      false,
    );
    expect(
      await db
        .select()
        .from(console_audit)
        .where(eq(console_audit.entity_id, String(aCar))),
    ).toHaveLength(1);
  });

  test("mark sold sets the sold flag and date; back in stock clears them", async () => {
    const a2 = defined((await stock("sa", "?q=CA2")).body.vehicles[0], "CA2").id;
    expect((await edit("sa", a2, { status: "sold" })).status).toBe(200);
    expect(one(await db.select().from(cars).where(eq(cars.id, a2)), "car")).toMatchObject({
      status: "sold",
      sold: true,
      sold_date_timestamp: expect.any(Date),
    });
    expect((await edit("sa", a2, { status: "in_stock" })).status).toBe(200);
    expect(one(await db.select().from(cars).where(eq(cars.id, a2)), "car")).toMatchObject({
      status: "in_stock",
      sold: false,
      sold_date_timestamp: null,
    });
  });

  test("hostile edits: another tenant's car is 404, bad fields are 422 naming them, no Origin is 403", async () => {
    expect((await edit("sa", bCar, { price: 1 })).status).toBe(404);
    expect((await edit("sa", "99999999999", { price: 1 })).status).toBe(404);
    const errors = async (body: unknown) =>
      ((await (await edit("sa", aCar, body)).json()) as { error: { fields: Record<string, string> } }).error
        .fields;
    expect(await errors({ price: -1 })).toEqual({ price: "must not be negative" });
    expect(await errors({ price: 1e12 })).toEqual({ price: "must be at most 100000000 dollars" });
    expect(await errors({ price: 10.005 })).toEqual({ price: "must have at most 2 decimal places" });
    expect(await errors({ status: "available" })).toEqual({
      status: "must be in_stock, coming_soon or sold",
    });
    expect(await errors({ dealership_id: bDealership })).toEqual({
      dealership_id: "cannot be changed in the console",
    });
    expect((await edit("sa", aCar, { price: 1 }, { origin: "http://evil.example" })).status).toBe(403);
    expect(one(await db.select().from(cars).where(eq(cars.id, aCar)), "car").price).toBe(2_799_000);
    expect(one(await db.select().from(cars).where(eq(cars.id, bCar)), "car").price).toBe(2_499_000);
  });

  const importCsv = async (
    who: string,
    csv: BodyInit,
    query: string,
    headers: Record<string, string> = {},
  ) => {
    const response = await call(
      importStock,
      csvRequest(`/console/api/stock/import?${query}`, jar(who), csv, headers),
      {},
    );
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & {
        rows: Array<{ where: string; outcome: string; reason?: string }>;
        error?: { fields?: Record<string, string>; message: string };
      },
    };
  };

  const GOOD = "CI1,Mazda,CX-5,2021,used,31990\nCA1,Toyota,Corolla,2021,used,26990\n";
  const HEADER = "stocknum,make,model,year,car_type,price\n";

  test("the import preview reports every row (three refusals with reasons) and writes nothing; apply is all or nothing", async () => {
    const csv = `${HEADER}${GOOD}CI3,Mazda,CX-9,twenty,used,40000\nCI4,Kia,Stinger,2020,used,-5\nCI1,Mazda,CX-3,2020,used,20000\n`;
    const preview = await importCsv("sa", csv, `dealership=${aDealership}&mode=preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ applied: false, created: 1, updated: 1, unchanged: 0, refused: 3 });
    expect(preview.body.rows).toEqual([
      { where: "line 2", stocknum: "CI1", outcome: "created" },
      { where: "line 3", stocknum: "CA1", outcome: "updated" },
      { where: "line 4", stocknum: "CI3", outcome: "refused", reason: "year must be a whole number" },
      { where: "line 5", stocknum: "CI4", outcome: "refused", reason: "price must not be negative" },
      {
        where: "line 6",
        stocknum: "CI1",
        outcome: "refused",
        reason: "stocknum appears twice (also on line 2)",
      },
    ]);
    const applied = await importCsv("sa", csv, `dealership=${aDealership}&mode=apply`);
    expect(applied.status).toBe(422);
    expect(applied.body.error?.message).toBe("3 rows are refused; nothing was imported.");
    expect(await db.select().from(cars).where(eq(cars.stocknum, "CI1"))).toEqual([]);

    const clean = await importCsv("sa", `${HEADER}${GOOD}`, `dealership=${aDealership}&mode=apply`);
    expect(clean.status).toBe(200);
    expect(clean.body).toMatchObject({ applied: true, created: 1, updated: 1, refused: 0 });
    expect(
      one(
        await db
          .select()
          .from(cars)
          .where(and(eq(cars.stocknum, "CA1"), eq(cars.dealership_id, aDealership))),
        "CA1",
      ).price,
    ).toBe(2_699_000);
    expect(
      await db
        .select()
        .from(console_audit)
        .where(and(eq(console_audit.entity, "import"), eq(console_audit.entity_id, String(aDealership)))),
    ).toHaveLength(1);
  });

  test("hostile imports: another tenant's dealership, 100 MB, 10,001 rows, not CSV", async () => {
    expect((await importCsv("sa", `${HEADER}${GOOD}`, `dealership=${bDealership}&mode=apply`)).status).toBe(
      404,
    );
    expect(
      await db
        .select()
        .from(cars)
        .where(and(eq(cars.stocknum, "CI1"), eq(cars.dealership_id, bDealership))),
    ).toEqual([]);
    // 100 MB declared: refused from the header, before any of it is read.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65_536;
        controller.enqueue(new Uint8Array(65_536).fill(0x61));
      },
    });
    const huge = await importCsv("sa", endless, `dealership=${aDealership}&mode=preview`, {
      "content-length": String(100 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error?.message).toBe("The CSV is larger than 5 MB; split it into smaller files.");
    expect(pulled).toBeLessThanOrEqual(65_536 * 2);
    // Undeclared length: cut off just past 5 MB.
    pulled = 0;
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65_536;
        controller.enqueue(new Uint8Array(65_536).fill(0x61));
      },
    });
    expect((await importCsv("sa", streamed, `dealership=${aDealership}&mode=preview`)).status).toBe(413);
    expect(pulled).toBeLessThan(6 * 1024 * 1024);
    const rows = await importCsv(
      "sa",
      `${HEADER}${"X1,Kia,Rio,2020,used,1\n".repeat(10_001)}`,
      `dealership=${aDealership}&mode=preview`,
    );
    expect(rows.status).toBe(422);
    expect(rows.body.error?.fields).toEqual({
      file: "has more than 10,000 rows; split it into smaller files",
    });
    expect(
      (
        await importCsv("sa", `${HEADER}${GOOD}`, `dealership=${aDealership}&mode=preview`, {
          "content-type": "application/x-www-form-urlencoded",
        })
      ).status,
    ).toBe(415);
    const unknown = await importCsv("sa", "stocknum,prize\nX,1\n", `dealership=${aDealership}&mode=preview`);
    expect(unknown.body.error?.fields?.file).toMatch(/unknown column "prize"/);
  });

  const refundCount = async () =>
    (
      await db
        .select()
        .from(demoProviderRecords)
        .where(and(eq(demoProviderRecords.provider, "stripe"), eq(demoProviderRecords.kind, "refund")))
    ).length;

  async function paidReservation() {
    const [car] = await db
      .insert(cars)
      .values(
        carValues(aDealership, {
          slug: `console-reserve-${suffix}-${Math.random().toString(36).slice(2, 8)}`,
          payment_processors: [
            { authorization_type: "stripe", authorization_key: "pk_live_x", deposit_amount: 500_00 },
          ],
          has_checkout_payment_processor: true,
        }),
      )
      .returning({ id: cars.id, slug: cars.slug });
    const site = defined(await getSiteForHost(a.host), "site");
    const started = await startReservation(site, {
      carSlug: defined(car, "car").slug,
      details: SHOPPER,
      origin: server.origin,
    });
    const paid = await fetch(started.redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(200);
    await until(
      async () =>
        one(
          await db.select().from(reservations).where(eq(reservations.id, started.reservationId)),
          "reservation",
        ).state,
      (s) => s === "paid",
    );
    return { id: started.reservationId, carId: defined(car, "car").id };
  }

  test("refund: listed as paid with the provider's reference; a double click is one refund; the car is available again", async () => {
    const { id, carId } = await paidReservation();
    const listed = await call(
      listReservations,
      consoleRequest("GET", "/console/api/reservations?state=paid", jar("sa")),
      {},
    );
    const body = (await listed.json()) as {
      reservations: Array<{ id: string; state: string; payment_id: string }>;
    };
    expect(body.reservations.find((r) => r.id === id)).toMatchObject({
      state: "paid",
      payment_id: expect.stringMatching(/^cs_test_/),
    });
    // Another dealership's staff: neither listed nor refundable.
    const theirs = (await (
      await call(listReservations, consoleRequest("GET", "/console/api/reservations", jar("sb")), {})
    ).json()) as { reservations: Array<{ id: string }> };
    expect(theirs.reservations.map((r) => r.id)).not.toContain(id);
    expect(
      (
        await call(
          refundReservation,
          consoleRequest("POST", `/console/api/reservations/${id}/refund`, jar("sb")),
          { id },
        )
      ).status,
    ).toBe(404);

    const refund = () =>
      call(refundReservation, consoleRequest("POST", `/console/api/reservations/${id}/refund`, jar("sa")), {
        id,
      });
    const refundsBefore = await refundCount();
    const [first, second] = await Promise.all([refund(), refund()]);
    // One of them marks it refunded and asks the provider (200); the other answers 200 after
    // that call, or 202 while it is still under way, and never asks itself.
    expect([first.status, second.status].sort()).toContain(200);
    expect([200, 202]).toContain(first.status);
    expect([200, 202]).toContain(second.status);
    const row = one(await db.select().from(reservations).where(eq(reservations.id, id)), "reservation");
    expect(row).toMatchObject({
      state: "refunded",
      refund_reason: "dealer",
      refund_id: expect.any(String),
      refund_attempts: 0,
    });
    expect((await refundCount()) - refundsBefore).toBe(1);
    expect(one(await db.select().from(cars).where(eq(cars.id, carId)), "car").reserved).toBe(false);
    expect(
      await db
        .select()
        .from(console_audit)
        .where(and(eq(console_audit.entity, "reservation"), eq(console_audit.entity_id, id))),
    ).toHaveLength(1);
    // A third click, later: nothing more.
    expect((await refund()).status).toBe(200);
    expect(await db.select().from(console_audit).where(eq(console_audit.entity_id, id))).toHaveLength(1);
  });

  test("release: a paid reservation gives the car back (the deposit refunded by default); a pending one expires", async () => {
    const { id, carId } = await paidReservation();
    const release = (rid: string) =>
      call(
        releaseReservation,
        consoleRequest("POST", `/console/api/reservations/${rid}/release`, jar("sa")),
        { id: rid },
      );
    expect((await release(id)).status).toBe(200);
    expect(one(await db.select().from(cars).where(eq(cars.id, carId)), "car").reserved).toBe(false);
    expect(
      one(await db.select().from(reservations).where(eq(reservations.id, id)), "reservation"),
    ).toMatchObject({ state: "refunded", refund_reason: "released", refund_id: expect.any(String) });

    const [car] = await db
      .insert(cars)
      .values(
        carValues(aDealership, {
          slug: `console-pending-${suffix}`,
          payment_processors: [
            { authorization_type: "stripe", authorization_key: "pk_live_x", deposit_amount: 500_00 },
          ],
          has_checkout_payment_processor: true,
        }),
      )
      .returning({ slug: cars.slug });
    const site = defined(await getSiteForHost(a.host), "site");
    const pending = await startReservation(site, {
      carSlug: defined(car, "car").slug,
      details: SHOPPER,
      origin: server.origin,
    });
    expect((await release(pending.reservationId)).status).toBe(200);
    expect(
      one(
        await db.select().from(reservations).where(eq(reservations.id, pending.reservationId)),
        "reservation",
      ).state,
    ).toBe("expired");
    expect((await release("not a valid id")).status).toBe(404);
  });
});
