// The console's stock and reservations, over the route handlers as Next calls them, on PGlite
// (and PostgreSQL when TEST_DATABASE_URL is set): the scoped stock table, edits under the
// feed's rules (recorded, seen by the price-drop alert job), the CSV import's preview and
// all-or-nothing apply, refund and release through the Stripe stand-in, and hostile input
// (another tenant's ids, negative and huge prices, a 100 MB or 10,001-row CSV); a vehicle's
// photos (uploaded through the media pipeline, reordered, removed, each recorded; another
// tenant's vehicle or photo, oversize and mistyped files); page views and leads in the table;
// and the Changes screen's audit list.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { GET as listAudit } from "@/app/platform/console/api/audit/route";
import { POST as refundReservation } from "@/app/platform/console/api/reservations/[id]/refund/route";
import { POST as releaseReservation } from "@/app/platform/console/api/reservations/[id]/release/route";
import { GET as listReservations } from "@/app/platform/console/api/reservations/route";
import { DELETE as removePhoto } from "@/app/platform/console/api/stock/[id]/photos/[photo]/route";
import {
  POST as addPhoto,
  GET as listPhotos,
  PUT as reorderPhotos,
} from "@/app/platform/console/api/stock/[id]/photos/route";
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
import type { StaffTenant } from "@/domain/console/staff-roles";
import { defined } from "@/domain/defined";
import { runShopperAlerts } from "@/server/accounts/run-shopper-alerts";
import { changeConsoleCar } from "@/server/console/change-console-car";
import { photoIdOf } from "@/server/console/console-car-photos";
import { consoleScope } from "@/server/console/console-scope";
import type { Database, Db } from "@/server/db/client";
import {
  analytics_vehicle_daily,
  car_price_changes,
  cars,
  console_audit,
  dealerships,
  demoProviderRecords,
  leads,
  payment_accounts,
  reservations,
  shopper_alert_state,
  shopper_users,
  shopper_watchlist,
} from "@/server/db/schema/all";
import type { MailMessage } from "@/server/leads/delivery-transport";
import { startReservation } from "@/server/payments/start-reservation";
import { getSiteForHost } from "@/server/sites/get-site";
import { call, consoleRequest, type Jar, signInAs } from "../support/console-client";
import { createTestSite, segment, type TestSite, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { type RouteServer, startRouteServer } from "../support/route-server";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-console-stock-media-"));
process.env.MEDIA_DIR = mediaDir;

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

function csvRequest(
  path: string,
  jar: Jar,
  body: BodyInit,
  headers: Record<string, string> = {},
  type = "text/csv",
): Request {
  const base = consoleRequest("POST", path, jar);
  const all = new Headers(base.headers);
  all.set("content-type", type);
  for (const [k, v] of Object.entries(headers)) all.set(k, v);
  return new Request(base.url, { method: "POST", headers: all, body, duplex: "half" } as RequestInit);
}

/** A line of an apply's stream: progress, or the last one (the report, or the failure). */
type StreamLine =
  | { done: number; total: number }
  | { result: Record<string, unknown>; error?: { message: string } };

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
    const staff: [string, StaffTenant][] = [
      ["sa", { role: "dealership_staff", dealershipId: aDealership }],
      ["sb", { role: "dealership_staff", dealershipId: bDealership }],
    ];
    for (const [who, tenant] of staff)
      jars[who] = await signInAs(db, tenant, {
        id: `${who}-${suffix}`,
        email: `${who}-${suffix}@console.example`,
      });
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

  test("changeConsoleCar: no change writes nothing; a refusal leaves the row; a change writes its columns, updated_at and one audit row", async () => {
    const ctx = {
      db,
      scope: consoleScope({ role: "dealership_staff", dealershipId: aDealership }),
      staff: {
        id: `sa-${suffix}`,
        email: `sa-${suffix}@console.example`,
        name: "",
        tenant: { role: "dealership_staff", dealershipId: aDealership } as const,
      },
    };
    const row = async () => one(await db.select().from(cars).where(eq(cars.id, aCar)), "car");
    const audits = async () =>
      (
        await db
          .select()
          .from(console_audit)
          .where(and(eq(console_audit.action, "test_tag"), eq(console_audit.entity_id, String(aCar))))
      ).length;
    const start = await row();

    expect(await changeConsoleCar(ctx, aCar, () => null)).toMatchObject({ changed: false, car: start });
    await expect(
      changeConsoleCar(ctx, aCar, () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await expect(changeConsoleCar(ctx, bCar, () => null)).rejects.toMatchObject({ code: "not_found" });
    expect(await row()).toEqual(start);
    expect(await audits()).toBe(0);

    const done = await changeConsoleCar(ctx, aCar, (car) => ({
      set: { tag: "Helper" },
      action: "test_tag",
      before: { tag: car.tag },
      after: { tag: "Helper" },
    }));
    expect(done.changed).toBe(true);
    const after = await row();
    expect(after.tag).toBe("Helper");
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(start.updated_at.getTime());
    expect(done.car).toMatchObject({ id: aCar, tag: "Helper", updated_at: after.updated_at });
    expect(await audits()).toBe(1);
    await db.update(cars).set({ tag: start.tag }).where(eq(cars.id, aCar));
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

  /** An apply's answer: its status, and the lines of its stream as they came (read whole). */
  const applyCsv = async (who: string, csv: string) => {
    const response = await call(
      importStock,
      csvRequest(`/console/api/stock/import?dealership=${aDealership}&mode=apply`, jar(who), csv),
      {},
    );
    const lines = (await response.text())
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as StreamLine);
    return { status: response.status, type: response.headers.get("content-type"), lines };
  };
  const progressOf = (lines: StreamLine[]) =>
    lines.filter((l) => "done" in l) as Array<{ done: number; total: number }>;
  const countOf = async (stocknums: string[]) =>
    (
      await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.dealership_id, aDealership), inArray(cars.stocknum, stocknums)))
    ).length;

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
    // The apply streams its progress over the two valid rows, then says it rolled back.
    const applied = await applyCsv("sa", csv);
    expect(applied.status).toBe(200);
    expect(applied.type).toBe("application/x-ndjson; charset=utf-8");
    expect(applied.lines).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
      {
        error: {
          code: "validation_failed",
          message:
            "3 rows are refused (the first, line 4: year must be a whole number); nothing was imported.",
        },
        result: { ...preview.body, mode: "apply" },
      },
    ]);
    expect(await db.select().from(cars).where(eq(cars.stocknum, "CI1"))).toEqual([]);

    const clean = await applyCsv("sa", `${HEADER}${GOOD}`);
    expect(clean.status).toBe(200);
    expect(clean.lines.at(-1)).toMatchObject({
      result: { applied: true, created: 1, updated: 1, refused: 0 },
    });
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

  test("an apply streams one progress line a percent; a row refused mid-way leaves nothing stored", async () => {
    const stocknums = Array.from({ length: 250 }, (_, i) => `CP${i + 1}`);
    const row = (stocknum: string, location = "") => `${stocknum},Kia,Rio,2020,used,15990,${location}\n`;
    // Row 125 passes the row checks but names no location of the dealership: the upsert
    // refuses it inside the transaction, after 124 rows have been written into it.
    const csv = `stocknum,make,model,year,car_type,price,location\n${stocknums
      .map((s, i) => row(s, i === 124 ? "nowhere" : ""))
      .join("")}`;
    const failed = await applyCsv("sa", csv);
    expect(failed.status).toBe(200);
    const progress = progressOf(failed.lines);
    // The first line, then one a percent: 101 lines for 250 rows, not 251.
    expect(progress).toHaveLength(101);
    expect(progress[0]).toEqual({ done: 0, total: 250 });
    expect(progress.at(-1)).toEqual({ done: 250, total: 250 });
    expect(
      progress.every((p, i) => p.total === 250 && (i === 0 || p.done > defined(progress[i - 1], "p").done)),
    ).toBe(true);
    expect(failed.lines).toHaveLength(102);
    const end = failed.lines.at(-1) as {
      error: { message: string };
      result: { applied: boolean; created: number };
    };
    expect(end.error.message).toBe(
      `1 row is refused (the first, line 126: location is not a location of ${a.dealershipSlugs[0]}); nothing was imported.`,
    );
    expect(end.result).toMatchObject({ applied: false, created: 249, refused: 1 });
    expect(await countOf(stocknums)).toBe(0);

    const applied = await applyCsv("sa", csv.replace(",nowhere", ","));
    expect(applied.lines.at(-1)).toMatchObject({ result: { applied: true, created: 250, refused: 0 } });
    expect(await countOf(stocknums)).toBe(250);
  });

  test("a client that goes away mid-apply: the transaction rolls back and lets go", async () => {
    const stocknums = Array.from({ length: 300 }, (_, i) => `CG${i + 1}`);
    const csv = `${HEADER}${stocknums.map((s) => `${s},Kia,Rio,2020,used,15990\n`).join("")}`;
    const response = await call(
      importStock,
      csvRequest(`/console/api/stock/import?dealership=${aDealership}&mode=apply`, jar("sa"), csv),
      {},
    );
    const reader = defined(response.body, "body").pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    // Read until the apply is part way through, then hang up.
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`the apply ended before it could be interrupted: ${text.slice(-200)}`);
      text += value;
      const last = text.trimEnd().split("\n").at(-1) ?? "";
      if (/"done":(?!0,)\d+,"total":300}$/.test(last)) break;
    }
    const reached = progressOf(
      text
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as StreamLine),
    ).at(-1);
    expect(reached?.done).toBeGreaterThan(0);
    expect(reached?.done).toBeLessThan(300);
    await reader.cancel();
    // The same file again: every row is new (nothing of the abandoned apply was committed),
    // and it finishes (the abandoned transaction holds no lock on those rows).
    const again = await applyCsv("sa", csv);
    expect(again.lines.at(-1)).toMatchObject({ result: { applied: true, created: 300, refused: 0 } });
    expect(await countOf(stocknums)).toBe(300);
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
  const photoUrls = async (id: number) =>
    one(await db.select({ images: cars.images }).from(cars).where(eq(cars.id, id)), "car").images.map(
      (i) => i.url,
    );
  const upload = async (who: string, id: number | string, body: BodyInit, type: string, headers = {}) => {
    const response = await call(
      addPhoto,
      csvRequest(`/console/api/stock/${id}/photos`, jar(who), body, headers, type),
      { id: String(id) },
    );
    return {
      status: response.status,
      body: (await response.json()) as {
        photos?: Array<{ id: string; url: string; thumb: string }>;
        error?: { message: string; fields?: Record<string, string> };
      },
    };
  };
  const reorder = (who: string, id: number, body: unknown, headers: Record<string, string> = {}) =>
    call(reorderPhotos, consoleRequest("PUT", `/console/api/stock/${id}/photos`, jar(who), body, headers), {
      id: String(id),
    });
  const remove = (who: string, id: number, photo: string) =>
    call(removePhoto, consoleRequest("DELETE", `/console/api/stock/${id}/photos/${photo}`, jar(who)), {
      id: String(id),
      photo,
    });
  const photo = (width: number, height: number, colour = "#c33") =>
    sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const onDisk = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ""));

  test("photos: an upload goes through the media pipeline (resized photo and thumbnail), then reorder and remove, each recorded", async () => {
    // The car as the feed left it: one photo, the main picture.
    const first = "/media/test/a.jpg";
    await db
      .update(cars)
      .set({
        images: [{ url: first, thumb: "/media/test/a-thumb.jpg" }],
        thumbnails: ["/media/test/a-thumb.jpg"],
        image_count: 1,
        primary_image_url: first,
      })
      .where(eq(cars.id, aCar));
    const added = await upload("sa", aCar, new Uint8Array(await photo(2400, 1600)), "image/png");
    expect(added.status).toBe(201);
    const photos = defined(added.body.photos, "photos");
    expect(photos.map((p) => p.url)).toEqual([
      first,
      expect.stringMatching(/^\/media\/vehicles\/uploads\/[0-9a-f]{20}\.jpg$/),
    ]);
    const stored = defined(photos[1], "the new photo");
    expect(await sharp(onDisk(stored.url)).metadata()).toMatchObject({
      format: "jpeg",
      width: 1600,
      height: 1067,
    });
    expect(await sharp(onDisk(stored.thumb)).metadata()).toMatchObject({
      format: "jpeg",
      width: 480,
      height: 320,
    });
    // What the upload says it is does not matter: a PNG sent as WebP is read as the PNG it is.
    const second = await upload("sa", aCar, new Uint8Array(await photo(800, 600, "#36c")), "image/webp");
    expect(second.status).toBe(201);
    const three = defined(second.body.photos, "photos");
    expect(three).toHaveLength(3);
    expect(one(await db.select().from(cars).where(eq(cars.id, aCar)), "car")).toMatchObject({
      image_count: 3,
      thumbnails: three.map((p) => p.thumb),
      primary_image_url: first,
    });

    const listed = (await (
      await call(listPhotos, consoleRequest("GET", `/console/api/stock/${aCar}/photos`, jar("sa")), {
        id: String(aCar),
      })
    ).json()) as { photos: Array<{ id: string; url: string }> };
    expect(listed.photos.map((p) => p.id)).toEqual(three.map((p) => p.id));
    // Reversed: the new first photo is the main picture too.
    const reversed = [...three].reverse();
    expect((await reorder("sa", aCar, { order: reversed.map((p) => p.id) })).status).toBe(200);
    expect(await photoUrls(aCar)).toEqual(reversed.map((p) => p.url));
    expect(one(await db.select().from(cars).where(eq(cars.id, aCar)), "car").primary_image_url).toBe(
      reversed[0]?.url,
    );
    // The same order again changes nothing and records nothing.
    expect(
      (
        (await (await reorder("sa", aCar, { order: reversed.map((p) => p.id) })).json()) as {
          changed: boolean;
        }
      ).changed,
    ).toBe(false);

    const removed = await remove("sa", aCar, defined(reversed[1], "middle").id);
    expect(removed.status).toBe(200);
    expect(await photoUrls(aCar)).toEqual([reversed[0]?.url, reversed[2]?.url]);
    expect(one(await db.select().from(cars).where(eq(cars.id, aCar)), "car").image_count).toBe(2);

    const audit = await db
      .select()
      .from(console_audit)
      .where(and(eq(console_audit.entity, "car"), eq(console_audit.entity_id, String(aCar))));
    expect(audit.map((row) => row.action).filter((a) => a.startsWith("photo"))).toEqual([
      "photo_add",
      "photo_add",
      "photo_reorder",
      "photo_remove",
    ]);
    expect(audit.find((row) => row.action === "photo_remove")).toMatchObject({
      staff_email: `sa-${suffix}@console.example`,
      before: { photos: reversed.map((p) => p.url) },
      after: { photos: [reversed[0]?.url, reversed[2]?.url] },
    });
  });

  test("hostile photos: another tenant's vehicle or photo is 404; wrong types, oversize files, bombs and a bad order are refused", async () => {
    const theirs = ["/media/test/b-only.jpg"];
    await db
      .update(cars)
      .set({ images: theirs.map((url) => ({ url, thumb: url })), image_count: 1 })
      .where(eq(cars.id, bCar));
    const mine = await photoUrls(aCar);
    const png = new Uint8Array(await photo(64, 64));
    // Another dealership's vehicle, from either side, and its photo.
    expect((await upload("sb", aCar, png, "image/png")).status).toBe(404);
    expect((await upload("sa", bCar, png, "image/png")).status).toBe(404);
    expect((await upload("sa", "99999999999", png, "image/png")).status).toBe(404);
    expect(
      (
        await call(listPhotos, consoleRequest("GET", `/console/api/stock/${bCar}/photos`, jar("sa")), {
          id: String(bCar),
        })
      ).status,
    ).toBe(404);
    const theirPhoto = photoIdOf(defined(theirs[0], "their photo"));
    expect((await remove("sa", bCar, theirPhoto)).status).toBe(404);
    expect((await reorder("sa", bCar, { order: [theirPhoto] })).status).toBe(404);
    // Their photo's id on my vehicle, and an id that is no photo at all.
    expect((await remove("sa", aCar, theirPhoto)).status).toBe(404);
    expect((await remove("sa", aCar, "../../etc/passwd")).status).toBe(404);

    // Types: not an image type (415); an image type whose bytes are text or SVG (422).
    expect((await upload("sa", aCar, png, "text/plain")).status).toBe(415);
    expect((await upload("sa", aCar, png, "application/x-www-form-urlencoded")).status).toBe(415);
    const text = await upload("sa", aCar, new TextEncoder().encode("hello, not a photo"), "image/jpeg");
    expect(text.status).toBe(422);
    expect(text.body.error?.fields).toEqual({ photo: "is not a JPEG, PNG or WebP image" });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await upload("sa", aCar, new TextEncoder().encode(svg), "image/png")).body.error?.fields).toEqual(
      {
        photo: "is not a JPEG, PNG or WebP image",
      },
    );
    expect((await upload("sa", aCar, new Uint8Array(0), "image/png")).body.error?.fields).toEqual({
      photo: "the file is empty",
    });
    // A small PNG that claims 100,000 x 100,000 pixels: refused from its header, never decoded.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(100_000, 0);
    ihdr.writeUInt32BE(100_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    expect((await upload("sa", aCar, new Uint8Array(bomb), "image/png")).body.error?.fields).toEqual({
      photo: "is larger than 50 megapixels",
    });

    // 100 MB declared: refused from the header; undeclared: cut off just past 10 MB.
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 65_536;
          controller.enqueue(new Uint8Array(65_536).fill(0xff));
        },
      });
    const huge = await upload("sa", aCar, endless(), "image/jpeg", {
      "content-length": String(100 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error?.message).toBe("The photo is larger than 10 MB; make it smaller.");
    expect(pulled).toBeLessThanOrEqual(65_536 * 2);
    pulled = 0;
    expect((await upload("sa", aCar, endless(), "image/jpeg")).status).toBe(413);
    expect(pulled).toBeLessThan(11 * 1024 * 1024);

    // No Origin of the console: 403, for an upload and a reorder.
    expect((await upload("sa", aCar, png, "image/png", { origin: "http://evil.example" })).status).toBe(403);
    const ids = (await photoUrls(aCar)).map(photoIdOf);
    expect(
      (await reorder("sa", aCar, { order: [...ids].reverse() }, { origin: "http://evil.example" })).status,
    ).toBe(403);
    // An order that leaves a photo out, repeats one, names another, or is not a list.
    const orderError = async (body: unknown) =>
      ((await (await reorder("sa", aCar, body)).json()) as { error: { fields: Record<string, string> } })
        .error.fields;
    const wrong = { order: "must list each of the vehicle's photos once; reload the photos and try again" };
    expect(await orderError({ order: ids.slice(1) })).toEqual(wrong);
    expect(await orderError({ order: [ids[0], ids[0]] })).toEqual(wrong);
    expect(await orderError({ order: [theirPhoto, ...ids.slice(1)] })).toEqual(wrong);
    expect(await orderError({ order: "all" })).toEqual({ order: "must be a list of photo ids" });
    expect(await orderError({ order: ids, extra: 1 })).toHaveProperty("extra");

    // The 61st photo: refused before the file is read.
    const sixty = Array.from({ length: 60 }, (_, i) => ({
      url: `/media/test/${i}.jpg`,
      thumb: `/media/test/${i}.jpg`,
    }));
    await db.update(cars).set({ images: sixty, image_count: 60 }).where(eq(cars.id, bCar));
    const full = await upload("sb", bCar, png, "image/png");
    expect(full.status).toBe(422);
    expect(full.body.error?.fields).toEqual({ photo: "a vehicle has at most 60 photos; remove one first" });
    await db
      .update(cars)
      .set({ images: theirs.map((url) => ({ url, thumb: url })), image_count: theirs.length })
      .where(eq(cars.id, bCar));
    // Nothing above changed either vehicle's photos.
    expect(await photoUrls(aCar)).toEqual(mine);
    expect(await photoUrls(bCar)).toEqual(theirs);
  });

  test("the stock table counts each vehicle's page views and leads", async () => {
    await db.insert(analytics_vehicle_daily).values([
      { website_id: a.id, day: "2026-01-05", car_id: aCar, dealership_id: aDealership, views: 3 },
      { website_id: a.id, day: "2026-02-07", car_id: aCar, dealership_id: aDealership, views: 4 },
    ]);
    for (const status of ["Complete", "Incomplete"] as const)
      await db.insert(leads).values({
        website_id: a.id,
        dealership_id: aDealership,
        form_id: "general-enquiry",
        category: "General Enquiry",
        lead_status: status,
        car_id: aCar,
        payload: {},
      });
    const rows = (await stock("sa", "?sort=price&dir=desc")).body.vehicles as unknown as Array<{
      id: number;
      page_views: number;
      leads: number;
    }>;
    expect(rows.find((v) => v.id === aCar)).toMatchObject({ page_views: 7, leads: 2 });
    expect(rows.filter((v) => v.id !== aCar).every((v) => v.page_views === 0)).toBe(true);
  });

  test("the audit list: the scope's changes only, newest first, narrowed to a vehicle; bad filters are 422", async () => {
    const audit = async (who: string, query = "") => {
      const response = await call(
        listAudit,
        consoleRequest("GET", `/console/api/audit${query}`, jar(who)),
        {},
      );
      return {
        status: response.status,
        body: (await response.json()) as {
          total: number;
          entries: Array<{
            entity: string;
            entity_id: string;
            action: string;
            staff_email: string;
            subject: string | null;
            changes: Array<{ field: string; before: string; after: string }>;
          }>;
          error?: { fields?: Record<string, string> };
        },
      };
    };
    const mine = await audit("sa");
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThanOrEqual(5);
    expect(mine.body.entries[0]).toMatchObject({ action: "photo_remove", entity_id: String(aCar) });
    expect(mine.body.entries.every((e) => e.staff_email === `sa-${suffix}@console.example`)).toBe(true);
    const edit = mine.body.entries.find((e) => e.action === "edit" && e.entity_id === String(aCar));
    expect(edit?.changes).toEqual(
      expect.arrayContaining([{ field: "price", before: "$30,000", after: "$27,990" }]),
    );
    expect(edit?.subject).toMatch(/\(CA1\)$/);
    const car = await audit("sa", `?vehicle=${aCar}`);
    expect(car.body.entries.every((e) => e.entity === "car" && e.entity_id === String(aCar))).toBe(true);
    expect((await audit("sa", "?stocknum=CA1")).body.total).toBe(car.body.total);
    // Another dealership's staff see none of it, even naming the vehicle.
    const theirs = await audit("sb");
    expect(theirs.body.entries.some((e) => e.entity_id === String(aCar))).toBe(false);
    expect((await audit("sb", `?vehicle=${aCar}`)).body.total).toBe(0);
    expect((await audit("sa", `?vehicle=${bCar}`)).body.total).toBe(0);
    expect((await audit("sa", "?page=0")).status).toBe(422);
    expect((await audit("sa", "?vehicle=abc")).body.error?.fields).toEqual({
      vehicle: "must be a vehicle id",
    });
    expect((await audit("sa", "?stocknum=%3Cscript%3E")).status).toBe(422);
    expect((await audit("sa", "?entity=car")).status).toBe(422);
  });
});
