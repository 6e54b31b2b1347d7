// npm run bench:checkout – the race for cars and a crash during webhook delivery.
//
// For each database (embedded PGlite, and PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) this starts the production server (`next start`, which must already
// be built) on 127.0.0.1 with a fresh database: one bench site on Stripe whose dealership's
// account points at the platform's own Stripe stand-in, and CARS reservable cars. Then:
//  1. the race: SHOPPERS concurrent shoppers (SHOPPERS / CARS per car) each start a reservation
//     and pay on the stand-in's hosted page. The server is killed with SIGKILL while the
//     stand-in's webhooks are being delivered, then restarted; the worker's reconciliation
//     (shortened to seconds here) asks the stand-in about every reservation still pending.
//  2. the count, from the database: paid reservations per car, every paid Checkout Session at
//     the stand-in matched by a paid reservation or a full refund.
// Traffic goes to 127.0.0.1 only. Every loop is bounded in count and time.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import pg from "pg";
import { defined } from "../src/domain/defined";
import { openDatabase } from "../src/server/db/client";
import {
  cars,
  dealerships,
  demoProviderRecords,
  payment_accounts,
  reservations,
  website_dealerships,
  websites,
} from "../src/server/db/schema/all";
import { standInWebhookSecret } from "../src/demo/payments/stand-in-webhook-secret";

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3195);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const CARS = Number(process.env.BENCH_CARS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const HOST = `bench.localhost:${SERVER_PORT}`;
const SECRET_KEY = "sk_live_bench_checkout";

if (!fs.existsSync(path.join(process.cwd(), ".next/BUILD_ID"))) {
  console.error("Build first: npm run build");
  process.exit(1);
}

interface Target {
  name: "pglite" | "postgres";
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
}

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) kill(child, "SIGKILL");
});

function startServer(target: Target): ChildProcess {
  const child = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(SERVER_PORT)],
    {
      env: {
        ...process.env,
        ...target.env,
        LEAD_RATE_LIMIT: "0",
        LEAD_WORKER: "in-process",
        PAYMENT_RECONCILE_EVERY_SECONDS: "2",
        PAYMENT_RECONCILE_AFTER_SECONDS: "3",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-defined(child.pid, "child.pid"), signal);
  } catch {
    // gone already
  }
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  kill(child, "SIGTERM");
  await Promise.race([exited, sleep(10_000)]);
  kill(child, "SIGKILL");
}

const agent = new http.Agent({ keepAlive: false });

function request(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  payload?: string,
  timeoutMs = 30_000,
): Promise<{ status: number; text: string; location: string | null }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: SERVER_PORT, method, path: pathname, headers, agent, timeout: timeoutMs },
      (res) => {
        const redirect = (res.headers["x-redirect-to"] as string | undefined) ?? null;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text, location: redirect }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(payload);
  });
}

async function waitReady(deadlineMs = 90_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const res = await request("GET", "/api/captcha", { host: HOST }, undefined, 5000);
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error("server did not become ready");
}

async function prepare(target: Target): Promise<string[]> {
  const database = await target.open();
  const db = database.db;
  const d = defined(
    (await db.insert(dealerships).values({ name: "Bench Motors", slug: "bench-motors" }).returning())[0],
    "the dealerships row",
  );
  const site = defined(
    (
      await db
        .insert(websites)
        .values({
          slug: "bench",
          name: "Bench Motors",
          template: "dealer",
          dealership_id: d.id,
          email: "bench@example.com",
          config: { commerce: { payment_provider: "stripe", checkout_enabled: true } },
        })
        .returning()
    )[0],
    "the websites row",
  );
  await db.insert(website_dealerships).values({ website_id: site.id, dealership_id: d.id });
  await db.insert(payment_accounts).values({
    dealership_id: d.id,
    provider: "stripe",
    base_url: `http://localhost:${SERVER_PORT}/demo-providers/stripe`,
    secret_key: SECRET_KEY,
    webhook_secret: standInWebhookSecret("stripe", SECRET_KEY),
  });
  const slugs = Array.from({ length: CARS }, (_, i) => `bench-car-${i + 1}`);
  await db.insert(cars).values(
    slugs.map((slug, i) => ({
      slug,
      name: `2022 Toyota Corolla ${i + 1}`,
      make: "Toyota",
      model: "Corolla",
      year: 2022,
      stocknum: `BENCH${i + 1}`,
      car_type: "used" as const,
      status: "in_stock" as const,
      price: 2_500_000,
      dealership_id: d.id,
      payment_processors: [
        { authorization_type: "stripe", authorization_key: "pk_live_bench", deposit_amount: 500_00 },
      ],
      has_checkout_payment_processor: true,
    })),
  );
  await database.close();
  return slugs;
}

/** One shopper: start a reservation, then press Pay on the hosted page. Retries network errors (bounded). */
async function shopper(slug: string, n: number, log: { started: number; paid: number; errors: number }) {
  let redirect: string | null = null;
  for (let attempt = 0; attempt < 20 && !redirect; attempt++) {
    try {
      const res = await request(
        "POST",
        "/api/reservations",
        { host: HOST, "content-type": "application/json" },
        JSON.stringify({
          car_slug: slug,
          details: {
            first_name: "Bench",
            last_name: `Shopper${"ABCDEFGHIJKLMNOPQRSTUVWXYZ"[n % 26]}`,
            email: `shopper${n}@example.com`,
            phone: "0412 345 678",
            accept_terms: true,
          },
        }),
      );
      if (res.status === 201) redirect = (JSON.parse(res.text) as { redirect_url: string }).redirect_url;
      else if (res.status === 409) return "not_reservable";
      else {
        if (attempt === 0 && n === 0) console.log(`  first refusal: ${res.status} ${res.text.slice(0, 300)}`);
        await sleep(500);
      }
    } catch (error) {
      if (attempt === 0 && n === 0) console.log(`  first error: ${String(error)}`);
      await sleep(500);
    }
  }
  if (!redirect) {
    log.errors += 1;
    return "error";
  }
  log.started += 1;
  const url = new URL(redirect);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const res = await request(
        "POST",
        url.pathname,
        { host: url.host, "content-type": "application/x-www-form-urlencoded" },
        "action=pay",
      );
      if (res.status === 200 && res.location) {
        log.paid += 1;
        return "paid";
      }
      if (res.status === 409) return "closed";
      await sleep(500);
    } catch {
      await sleep(500);
    }
  }
  log.errors += 1;
  return "error";
}

async function count(target: Target) {
  const database = await target.open();
  const db = database.db;
  const rows = await db.select().from(reservations);
  const paidPerCar = new Map<number, number>();
  for (const r of rows) if (r.state === "paid") paidPerCar.set(r.car_id, (paidPerCar.get(r.car_id) ?? 0) + 1);
  const sessions = (
    await db.select().from(demoProviderRecords).where(eq(demoProviderRecords.kind, "checkout_session"))
  ).map(
    (s) =>
      s.data as {
        session: { client_reference_id: string; payment_status: string; amount_total: number };
        refunded_cents: number;
      },
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  let paidSessions = 0;
  let kept = 0;
  let refunded = 0;
  let unaccounted = 0;
  for (const s of sessions) {
    if (s.session.payment_status !== "paid") continue;
    paidSessions += 1;
    const r = byId.get(s.session.client_reference_id);
    if (r?.state === "paid" && s.refunded_cents === 0) kept += 1;
    else if (s.refunded_cents === s.session.amount_total && r?.state === "refunded") refunded += 1;
    else unaccounted += 1;
  }
  const reservedCars = (await db.select({ id: cars.id }).from(cars).where(eq(cars.reserved, true))).length;
  const states: Record<string, number> = {};
  for (const r of rows) states[r.state] = (states[r.state] ?? 0) + 1;
  await database.close();
  return {
    reservations: rows.length,
    states,
    paidReservations: [...paidPerCar.values()].reduce((a, b) => a + b, 0),
    carsReservedTwice: [...paidPerCar.values()].filter((n) => n > 1).length,
    reservedCars,
    paidSessions,
    kept,
    refunded,
    unaccounted,
  };
}

const pgliteDir = ".data/bench-checkout-pglite";
const targets: Target[] = [];
targets.push({
  name: "pglite",
  env: { PGLITE_DIR: pgliteDir, DATABASE_URL: "" },
  open: () => openDatabase({ dataDir: pgliteDir }),
});
if (PG_URL) {
  const url = new URL(PG_URL);
  url.pathname = "/forecourt_bench_checkout";
  targets.push({
    name: "postgres",
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
  });
}

const summary: string[] = [];
for (const target of targets) {
  if (target.name === "pglite") {
    fs.rmSync(path.join(process.cwd(), pgliteDir), { recursive: true, force: true });
    fs.rmSync(path.join(process.cwd(), `${pgliteDir}.lock`), { force: true });
  } else {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query("drop database if exists forecourt_bench_checkout with (force)");
    await admin.query("create database forecourt_bench_checkout");
    await admin.end();
  }
  if (!target.env.DATABASE_URL) delete target.env.DATABASE_URL;
  const slugs = await prepare(target);
  console.log(
    `\n== ${target.name}: ${SHOPPERS} shoppers racing for ${CARS} cars, SIGKILL during webhook delivery ==`,
  );
  let server = startServer(target);
  await waitReady();
  const log = { started: 0, paid: 0, errors: 0 };
  const started = performance.now();
  const shoppers = Promise.all(
    Array.from({ length: SHOPPERS }, (_, n) => shopper(defined(slugs[n % CARS], "slugs[n % CARS]"), n, log)),
  );
  // Kill the server as soon as a quarter of the payments are made: webhooks are in flight.
  const killAt = Date.now() + 120_000;
  while (log.paid < Math.ceil(SHOPPERS / 4) && Date.now() < killAt) await sleep(20);
  const paidBeforeKill = log.paid;
  kill(server, "SIGKILL");
  await new Promise((resolve) => server.once("exit", resolve));
  server = startServer(target);
  await waitReady();
  const outcomes = await shoppers;
  const raceMs = performance.now() - started;
  // Reconciliation: every 2 s for reservations pending over 3 s; give it a bounded while.
  await sleep(15_000);
  await stopServer(server);
  const c = await count(target);
  const lines = [
    `shoppers: ${SHOPPERS}; reservations started: ${log.started}; payments made: ${log.paid} (${paidBeforeKill} before the SIGKILL); turned away as not reservable: ${outcomes.filter((o) => o === "not_reservable").length}; client errors: ${log.errors}; ${(raceMs / 1000).toFixed(1)} s`,
    `reservations: ${c.reservations} ${JSON.stringify(c.states)}; paid reservations: ${c.paidReservations}; cars reserved: ${c.reservedCars}; cars with two paid reservations: ${c.carsReservedTwice}`,
    `paid at the stand-in: ${c.paidSessions}; kept for a paid reservation: ${c.kept}; refunded in full: ${c.refunded}; neither (a payment without a reservation or refund): ${c.unaccounted}`,
  ];
  for (const l of lines) console.log(`  ${l}`);
  const ok =
    c.paidReservations === CARS &&
    c.carsReservedTwice === 0 &&
    c.reservedCars === CARS &&
    c.unaccounted === 0 &&
    c.kept === CARS;
  summary.push(`${target.name}: ${ok ? "PASS" : "FAIL"} – ${lines.join(" | ")}`);
}

console.log("\n== summary ==");
for (const line of summary) console.log(line);
process.exit(summary.some((l) => l.includes("FAIL")) ? 1 : 0);
