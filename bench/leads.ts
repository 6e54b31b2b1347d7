// npm run bench:leads – lead intake under load, and a crash test.
//
// For each database (embedded PGlite, and PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) this starts the production server (`next start`, which must
// already be built) on 127.0.0.1 with its own fresh database and a bench site whose only
// lead destination is a webhook receiver in this process, then:
//  1. sustained POST /api/leads for BENCH_SECONDS with BENCH_CONCURRENCY clients:
//     throughput and p50/p95/p99 latency;
//  2. the crash test: 1,000 concurrent final submissions, each client retrying on network
//     errors and 5xx with the same Idempotency-Key and body; the server is killed with
//     SIGKILL while they are in flight, then restarted. Once every client has its answer and
//     the outbox is drained, the database and the receiver are counted: every acknowledged
//     lead present exactly once, no lead without an acknowledgement, every outbox row delivered.
// Traffic goes to 127.0.0.1 only. Every loop is bounded in count and time.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { defined } from "../src/domain/defined";
import { openDatabase } from "../src/server/db/client";
import {
  dealerships,
  lead_deliveries,
  leads,
  website_dealerships,
  websites,
} from "../src/server/db/schema/all";
import { verifyWebhook } from "../tests/support/verify-webhook";

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3190);
const RECEIVER_PORT = SERVER_PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const CRASH_CLIENTS = Number(process.env.BENCH_CRASH_CLIENTS ?? 1000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const HOST = `bench.localhost:${SERVER_PORT}`;
const SECRET = "bench-webhook-secret-0123456789";

if (!fs.existsSync(path.join(process.cwd(), ".next/BUILD_ID"))) {
  console.error("Build first: npm run build");
  process.exit(1);
}

// ---- webhook receiver ------------------------------------------------------------
const received = new Map<string, number>(); // delivery id → times received
let badSignatures = 0;
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    const signed = Object.fromEntries(
      ["webhook-id", "webhook-timestamp", "webhook-signature"].map((h) => [h, String(req.headers[h] ?? "")]),
    );
    if (!verifyWebhook(body, SECRET, signed)) badSignatures += 1;
    const id = String(req.headers["x-forecourt-delivery"] ?? "");
    if (id) received.set(id, (received.get(id) ?? 0) + 1);
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve));

// ---- server ----------------------------------------------------------------------
interface Target {
  name: "pglite" | "postgres";
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
}

const running = new Set<ChildProcess>();
// Never leave a server behind, whatever happens to this script.
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

// fetch() may not set Host (a forbidden header), and the site is chosen by Host: use node:http.
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function request(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  payload?: string,
  timeoutMs = 30_000,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: SERVER_PORT,
        method,
        path: pathname,
        headers: { host: HOST, ...headers },
        agent,
        timeout: timeoutMs,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(payload);
  });
}

async function waitReady(deadlineMs = 60_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const res = await request("GET", "/api/captcha", {}, undefined, 5000);
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error("server did not become ready");
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

// ---- requests --------------------------------------------------------------------
function body(marker: string) {
  return JSON.stringify({
    lead: {
      form_id: "general-enquiry",
      name: "Bench Client",
      first_name: "Bench",
      last_name: "Client",
      email: "bench@example.com",
      phone: "0412 345 678",
      category: "General Enquiry",
      message: marker,
      opt_in: true,
      location_id: null,
      lead_id: null,
      lead_status: "Complete",
      form_completed: true,
      skipped_steps: [],
      step_number: 0,
      has_files: false,
      dealership_slug: null,
      website_slug: "bench",
      url: "http://bench.localhost/contact",
      source: "Website",
      user_agent: "bench",
      visited_pages: ["/", "/contact"],
      linked_query_params: {},
    },
  });
}

async function postLead(key: string, payload: string): Promise<{ status: number; id?: number }> {
  const res = await request(
    "POST",
    "/api/leads",
    { "content-type": "application/json", "idempotency-key": key },
    payload,
  );
  let id: number | undefined;
  try {
    id = (JSON.parse(res.text) as { id?: number }).id;
  } catch {
    id = undefined;
  }
  return { status: res.status, id };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function sustained(
  seconds: number,
): Promise<{ ok: number; failed: number; rps: number; p50: number; p95: number; p99: number }> {
  const latencies: number[] = [];
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        try {
          const { status } = await postLead(randomUUID(), body(`sustained ${randomUUID()}`));
          if (status === 201) latencies.push(performance.now() - t);
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ok: latencies.length,
    failed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

// ---- setup -----------------------------------------------------------------------
async function prepare(target: Target): Promise<void> {
  const database = await target.open();
  const db = database.db;
  const [d] = await db.insert(dealerships).values({ name: "Bench Motors", slug: "bench-motors" }).returning();
  const site = defined(
    (
      await db
        .insert(websites)
        .values({
          slug: "bench",
          name: "Bench Motors",
          template: "dealer",
          dealership_id: defined(d, "d").id,
          email: "bench@example.com",
          config: {
            forms: { captcha: false },
            lead_destinations: [
              { kind: "webhook", url: `http://127.0.0.1:${RECEIVER_PORT}/hook`, secret: SECRET },
            ],
          },
        })
        .returning()
    )[0],
    "the websites row",
  );
  await db.insert(website_dealerships).values({ website_id: site.id, dealership_id: defined(d, "d").id });
  await database.close();
}

async function count(target: Target, markers: Map<string, number>) {
  const database = await target.open();
  const db = database.db;
  const site = defined(
    (await db.select().from(websites).where(eq(websites.slug, "bench")))[0],
    "the websites row",
  );
  const rows = await db
    .select({ id: leads.id, message: sql<string>`${leads.payload}->>'message'` })
    .from(leads)
    .where(and(eq(leads.website_id, site.id), sql`${leads.payload}->>'message' like 'crash %'`));
  const byMarker = new Map<string, number[]>();
  for (const row of rows) byMarker.set(row.message, [...(byMarker.get(row.message) ?? []), row.id]);
  let presentOnce = 0;
  let missing = 0;
  let duplicated = 0;
  let wrongId = 0;
  for (const [marker, ackId] of markers) {
    const ids = byMarker.get(marker) ?? [];
    if (ids.length === 0) missing += 1;
    else if (ids.length > 1) duplicated += 1;
    else if (ids[0] !== ackId) wrongId += 1;
    else presentOnce += 1;
  }
  const unacknowledged = [...byMarker.keys()].filter((m) => !markers.has(m)).length;
  const deliveries = await db
    .select({
      status: lead_deliveries.status,
      n: sql<number>`count(*)::int`,
      attempts: sql<number>`sum(${lead_deliveries.attempts})::int`,
    })
    .from(lead_deliveries)
    .innerJoin(leads, eq(leads.id, lead_deliveries.lead_id))
    .where(and(eq(leads.website_id, site.id), sql`${leads.payload}->>'message' like 'crash %'`))
    .groupBy(lead_deliveries.status);
  const keys = await db
    .select({ id: lead_deliveries.id, lead_id: lead_deliveries.lead_id })
    .from(lead_deliveries)
    .innerJoin(leads, eq(leads.id, lead_deliveries.lead_id))
    .where(and(eq(leads.website_id, site.id), sql`${leads.payload}->>'message' like 'crash %'`));
  const receivedOnce = keys.filter((k) => received.has(`fc-${site.id}-${k.lead_id}-${k.id}`)).length;
  const redelivered = keys.filter(
    (k) => (received.get(`fc-${site.id}-${k.lead_id}-${k.id}`) ?? 0) > 1,
  ).length;
  await database.close();
  return {
    rows: rows.length,
    presentOnce,
    missing,
    duplicated,
    wrongId,
    unacknowledged,
    deliveries,
    outbox: keys.length,
    receivedOnce,
    redelivered,
  };
}

async function pendingDeliveries(target: Target): Promise<number> {
  // Read through a second connection only for PostgreSQL; PGlite is owned by the server.
  if (target.name !== "postgres") return -1;
  const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    "select count(*)::int as n from lead_deliveries where status = 'pending'",
  );
  await client.end();
  return rows[0].n;
}

async function crash(target: Target) {
  received.clear();
  let server = startServer(target);
  await waitReady();
  const acknowledged = new Map<string, number>(); // marker → id
  let attempts = 0;
  let retries = 0;
  const deadline = Date.now() + 180_000;
  const clients = Array.from({ length: CRASH_CLIENTS }, async () => {
    const key = randomUUID();
    const marker = `crash ${key}`;
    const payload = body(marker);
    while (Date.now() < deadline) {
      attempts += 1;
      try {
        const { status, id } = await postLead(key, payload);
        if (status === 201 && id) {
          acknowledged.set(marker, id);
          return;
        }
        if (status < 500) throw new Error(`unexpected ${status}`);
      } catch (error) {
        if ((error as Error).message.startsWith("unexpected")) throw error;
      }
      retries += 1;
      await sleep(250 + Math.random() * 250);
    }
  });
  // Kill the server while the submissions are in flight.
  const killAt = Date.now();
  while (acknowledged.size < CRASH_CLIENTS * 0.25 && Date.now() - killAt < 20_000) await sleep(5);
  const ackedBeforeKill = acknowledged.size;
  kill(server, "SIGKILL");
  const killedAt = Date.now();
  await new Promise((resolve) => server.once("exit", resolve));
  await sleep(500);
  server = startServer(target);
  await waitReady();
  const results = await Promise.allSettled(clients);
  const clientErrors = results.filter((r) => r.status === "rejected").length;
  // Let the in-process worker drain the outbox (bounded wait), then stop and count.
  // A row the killed server had claimed (perhaps even sent) is retried once its 60 s lease
  // runs out, so the drain waits at least that long after the kill: delivery is
  // at-least-once, and such a row may reach the receiver twice (same delivery id).
  const leaseOver = killedAt + 60_000 + 5_000;
  const drainUntil = Date.now() + 180_000;
  let lastSeen = -1;
  let stableSince = Date.now();
  while (Date.now() < drainUntil) {
    await sleep(1000);
    if (target.name === "postgres" && (await pendingDeliveries(target)) === 0) break;
    if (received.size !== lastSeen) {
      lastSeen = received.size;
      stableSince = Date.now();
    } else if (
      received.size >= acknowledged.size &&
      Date.now() - stableSince > 3000 &&
      Date.now() > leaseOver
    )
      break;
  }
  await stopServer(server);
  return {
    ackedBeforeKill,
    attempts,
    retries,
    clientErrors,
    acknowledged,
    counts: await count(target, acknowledged),
  };
}

// ---- main ------------------------------------------------------------------------
const targets: Target[] = [];
const pgliteDir = ".data/bench-pglite";
targets.push({
  name: "pglite",
  env: { PGLITE_DIR: pgliteDir, DATABASE_URL: "" },
  open: () => openDatabase({ dataDir: pgliteDir }),
});
if (PG_URL) {
  const url = new URL(PG_URL);
  url.pathname = "/forecourt_bench";
  targets.push({
    name: "postgres",
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
  });
}

process.on("unhandledRejection", (error) => {
  console.error(error);
  process.exit(1);
});
const summary: string[] = [];
for (const target of targets) {
  if (target.name === "pglite") {
    fs.rmSync(path.join(process.cwd(), pgliteDir), { recursive: true, force: true });
    fs.rmSync(path.join(process.cwd(), `${pgliteDir}.lock`), { force: true });
  } else {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query("drop database if exists forecourt_bench with (force)");
    await admin.query("create database forecourt_bench");
    await admin.end();
  }
  if (!target.env.DATABASE_URL) delete target.env.DATABASE_URL;
  await prepare(target);

  console.log(`\n== ${target.name}: sustained POST /api/leads, ${CONCURRENCY} clients, ${SECONDS}s ==`);
  const server = startServer(target);
  await waitReady();
  await sustained(3); // warm-up (route compilation, JIT, connection pool), not counted
  const s = await sustained(SECONDS);
  await stopServer(server);
  const line = `${target.name}: ${s.rps.toFixed(1)} leads/s, p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms (${s.ok} ok, ${s.failed} failed)`;
  console.log(line);
  summary.push(line);

  console.log(
    `\n== ${target.name}: crash test, ${CRASH_CLIENTS} concurrent final submissions, SIGKILL mid-flight ==`,
  );
  const c = await crash(target);
  const k = c.counts;
  const delivered = k.deliveries.find((d) => d.status === "delivered")?.n ?? 0;
  const crashLines = [
    `acknowledged before the kill: ${c.ackedBeforeKill}; acknowledged in the end: ${c.acknowledged.size} / ${CRASH_CLIENTS} (client errors ${c.clientErrors})`,
    `requests sent: ${c.attempts} (${c.retries} retries on the same Idempotency-Key)`,
    `leads stored: ${k.rows}; acknowledged and present exactly once: ${k.presentOnce}; missing: ${k.missing}; duplicated: ${k.duplicated}; id differs from the answer: ${k.wrongId}; stored but never acknowledged: ${k.unacknowledged}`,
    `outbox rows: ${k.outbox}; delivered: ${delivered}; other: ${JSON.stringify(k.deliveries.filter((d) => d.status !== "delivered"))}; received by the webhook: ${k.receivedOnce} (received more than once: ${k.redelivered}; bad signatures: ${badSignatures})`,
  ];
  for (const l of crashLines) console.log(`  ${l}`);
  const ok =
    c.acknowledged.size === CRASH_CLIENTS &&
    k.presentOnce === CRASH_CLIENTS &&
    k.missing + k.duplicated + k.wrongId + k.unacknowledged === 0 &&
    delivered === k.outbox &&
    k.receivedOnce === k.outbox &&
    badSignatures === 0;
  summary.push(`${target.name} crash test: ${ok ? "PASS" : "FAIL"} – ${crashLines.join(" | ")}`);
}

receiver.close();
console.log("\n== summary ==");
for (const line of summary) console.log(line);
process.exit(summary.some((l) => l.includes("FAIL")) ? 1 : 0);
