// npm run bench:search – stock search at 100,000 vehicles across 110 sites: query latency
// (p50/p95) of typical filter + sort + facet + page searches on PostgreSQL and PGlite side
// by side, then the throughput of a list of pages (search pages, repeated and uncommon, and a
// vehicle page) on the production server (npm start: the front server and next start), each
// against a plain node:http server serving the same HTML bytes in the same run (the
// ceiling), and the vehicle page once more with the front server's microcache off (Next
// answering from its own ISR cache), and through nginx running deploy/nginx.conf in front of
// npm start (when nginx is installed). The load comes from autocannon in a process of its own.
// One table, also written to bench-results/search.txt. Traffic stays on 127.0.0.1.
//
//   npm run bench:search -- --scale   (or BENCH_SCALE=1) 1,000,000 vehicles over 1,001 sites on
//                    PostgreSQL alone: 100,000 generated here, then multiplied inside the database
//
//   BENCH_PG_URL     PostgreSQL for the query benchmark (default postgres://postgres@127.0.0.1:5432/test;
//                    a dedicated schema is created and dropped)
//   BENCH_VEHICLES   vehicles to generate (default 100000; 1000000 with --scale)
//   BENCH_QUERIES    measured searches per database (default 400)
//   BENCH_SECONDS    seconds per server load run (default 8)
//   BENCH_EXPLAIN=1  print EXPLAIN ANALYZE of the slowest query shape on PostgreSQL
//                    (BENCH_EXPLAIN_SHAPE=<n>: of the n-th shape of SHAPES instead)
//   BENCH_KEEP_SCHEMA=1  keep the PostgreSQL schema afterwards (to study plans with psql)
//   BENCH_REUSE_SCHEMA=<schema>  measure a kept schema again instead of generating one
//   BENCH_SKIP_QUERIES=1 / BENCH_SKIP_SERVER=1  only the server part / only the query part
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { defined } from "../src/domain/defined";
import { parseSearchFilters } from "../src/domain/stock/parse-search-filters";
import { type Database, openDatabase } from "../src/server/db/client";
import { loadSite } from "../src/server/sites/load-site";
import type { Site } from "../src/server/sites/site";
import { searchCars } from "../src/server/stock/search-cars";
import { type BulkStock, buildBulkStock, insertBulkStock, multiplyCars } from "./lib/bulk-stock";
import { fetchBytes, fetchText, type LoadResult, load, send } from "./lib/load";
import { measureThroughNginx } from "./lib/nginx-target";
import { startProductionServer } from "./lib/server";

const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SCALE = process.argv.includes("--scale") || process.env.BENCH_SCALE === "1";
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? (SCALE ? 1_000_000 : 100_000));
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// Copies of the 11 demo sites: 10 = 110 sites; at scale 91 = 1,001 sites.
const COPIES = SCALE ? 91 : 10;
// At scale, this many vehicles are generated here and the rest are copies made in the database.
const GENERATED = SCALE ? Math.min(VEHICLES, 100_000) : VEHICLES;
const NOW = new Date();

// Targets: PostgreSQL p95 at 1,000,000 vehicles, PGlite at 100,000
// against PostgreSQL at 100,000, and every cached page's share of the node:http ceiling.
const PG_P95_TARGET_MS = 25;
const PGLITE_RATIO_TARGET = 2.5;
const CEILING_SHARE_TARGET = 0.2;

const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

// ---------------------------------------------------------------------------------------
// Typical searches: what shoppers do on a search page (filters, sorts, deeper pages).

interface SiteFacts {
  site: Site;
  make: string;
  model: string;
  body: string;
  city: string;
}

const SHAPES: { name: string; query: (f: SiteFacts) => string }[] = [
  { name: "all stock, default sort, page 1", query: () => "" },
  { name: "lowest price first", query: () => "sort=price-asc" },
  { name: "make, latest first", query: (f) => `make=${encodeURIComponent(f.make)}&sort=latest` },
  {
    name: "make + model",
    query: (f) => `make=${encodeURIComponent(f.make)}&model=${encodeURIComponent(f.model)}`,
  },
  {
    name: "used, price range, lowest km, page 2",
    query: () => "condition=used&price_max=45000&sort=km-asc&page=2",
  },
  {
    name: "body, year from, highest price",
    query: (f) => `body=${encodeURIComponent(f.body)}&year_min=2020&sort=price-desc`,
  },
  {
    name: "location + transmission, page 3",
    query: (f) => `location=${encodeURIComponent(f.city)}&transmission=Automatic&page=3`,
  },
  {
    name: "keyword",
    query: (f) =>
      `q=${encodeURIComponent(defined(f.model.split(" ")[0], 'f.model.split(" ")[0]').toLowerCase())}`,
  },
];

function mostCommon(values: (string | null | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

function siteFacts(stock: BulkStock, sites: Site[]): SiteFacts[] {
  const byDealer = new Map<number, typeof stock.cars>();
  for (const car of stock.cars) {
    const list = byDealer.get(car.dealership_id) ?? [];
    list.push(car);
    byDealer.set(car.dealership_id, list);
  }
  return sites.map((site) => {
    const carsOf = site.dealerships.flatMap((d) => byDealer.get(d.id) ?? []);
    const make = mostCommon(carsOf.map((c) => c.make));
    return {
      site,
      make,
      model: mostCommon(carsOf.filter((c) => c.make === make).map((c) => c.model)),
      body: mostCommon(carsOf.map((c) => c.body)),
      city: mostCommon(carsOf.map((c) => c.city)),
    };
  });
}

interface QueryStats {
  all: number[];
  byShape: number[][];
  meanTotal: number;
}

interface Target {
  name: string;
  database: Database;
  facts: SiteFacts[];
}

function emptyStats(): QueryStats {
  return { all: [], byShape: SHAPES.map(() => []), meanTotal: 0 };
}

/**
 * The same sequence of searches on every target, interleaved (one search on each in turn,
 * the order alternating), so a busy machine slows them alike and the comparison holds.
 */
async function measureQueries(targets: Target[]): Promise<QueryStats[]> {
  const run = async (target: Target, i: number) => {
    const f = defined(
      target.facts[(i * 7) % target.facts.length],
      "target.facts[(i * 7) % target.facts.length]",
    );
    const shape = i % SHAPES.length;
    const filters = parseSearchFilters(new URLSearchParams(defined(SHAPES[shape], "SHAPES[shape]").query(f)));
    const t0 = performance.now();
    const result = await searchCars(target.database.db, { site: f.site, filters, now: NOW });
    return { shape, ms: performance.now() - t0, total: result.total };
  };
  // Warm-up: plans, buffers, JIT.
  for (let i = 0; i < 80; i++) for (const target of targets) await run(target, i);
  const stats = targets.map(emptyStats);
  const totals = targets.map(() => 0);
  for (let i = 0; i < QUERIES; i++) {
    const order = i % 2 === 0 ? targets.map((_, t) => t) : targets.map((_, t) => targets.length - 1 - t);
    for (const t of order) {
      const { shape, ms, total } = await run(defined(targets[t], "targets[t]"), i + 1000);
      defined(stats[t], "stats[t]").all.push(ms);
      defined(stats[t]?.byShape[shape], "stats[t].byShape[shape]").push(ms);
      totals[t] = defined(totals[t], "totals[t]") + total;
    }
  }
  stats.forEach((s, t) => {
    s.all.sort((a, b) => a - b);
    for (const list of s.byShape) list.sort((a, b) => a - b);
    s.meanTotal = defined(totals[t], "totals[t]") / QUERIES;
  });
  return stats;
}

async function loadSites(database: Database, stock: BulkStock): Promise<Site[]> {
  const sites: Site[] = [];
  for (const w of stock.websites) {
    const site = await loadSite(database.db, { hostname: "", slug: w.slug });
    if (site) sites.push(site);
  }
  return sites;
}

async function explainSlowest(database: Database, facts: SiteFacts[], stats: QueryStats): Promise<void> {
  const wanted = Number(process.env.BENCH_EXPLAIN_SHAPE ?? Number.NaN);
  const slowest = Number.isInteger(wanted)
    ? { shape: wanted }
    : defined(
        stats.byShape
          .map((list, shape) => ({ shape, p95: percentile(list, 95) }))
          .sort((a, b) => b.p95 - a.p95)[0],
        "the slowest query shape",
      );
  const group = facts.reduce((a, b) => (b.site.dealerships.length > a.site.dealerships.length ? b : a));
  const filters = parseSearchFilters(
    new URLSearchParams(defined(SHAPES[slowest.shape], "SHAPES[slowest.shape]").query(group)),
  );
  // The same statements searchCars sends, through a logger that captures them.
  const captured: { sql: string; params: unknown[] }[] = [];
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const spy = drizzle(pool, { logger: { logQuery: (q, params) => captured.push({ sql: q, params }) } });
  await searchCars(spy as never, { site: group.site, filters, now: NOW });
  console.log(
    `\nEXPLAIN ANALYZE – "${defined(SHAPES[slowest.shape], "SHAPES[slowest.shape]").name}" on ${group.site.slug} (PostgreSQL):`,
  );
  for (const q of captured) {
    const res = await pool.query(`explain (analyze, buffers) ${q.sql}`, q.params as unknown[]);
    console.log(res.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n"), "\n");
  }
}

// ---------------------------------------------------------------------------------------
// Production server vs node:http ceiling

async function serveBytes(html: Buffer): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.length });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface PageRun {
  page: string;
  bytes: number;
  /** Whether the page is meant to be served from cache, so its share of the ceiling has a target. */
  cached: boolean;
  server: LoadResult;
  /** One client: the time to render one page with nothing queued before it. */
  single: LoadResult;
  ceiling: LoadResult;
  /** The same load with the front server's microcache off: Next answering from its ISR cache. */
  nextAlone?: LoadResult;
  /** The same load through nginx running deploy/nginx.conf in front of npm start. */
  throughNginx?: LoadResult | null;
}

/**
 * A page measured against the node:http ceiling. `cached` pages have the ceiling-share
 * target; the others are shown for comparison (a search rendered per request).
 */
interface PageTarget {
  name: string;
  path: string;
  cached: boolean;
}

/** Measures one page: the server under load, one client alone, and node:http with its bytes. */
async function measurePage(port: number, host: string, target: PageTarget): Promise<PageRun> {
  for (let i = 0; i < 5; i++) await fetchBytes(port, target.path, host); // fill the caches
  const html = Buffer.from(await fetchText(port, target.path, host));
  log(`load: ${target.name} (${(html.length / 1024).toFixed(0)} KiB), 8 connections × ${SECONDS} s`);
  const server = await load(port, target.path, host, { concurrency: 8, seconds: SECONDS });
  const single = await load(port, target.path, host, { concurrency: 1, seconds: 3 });
  const ceilingServer = await serveBytes(html);
  log("load: the same bytes from node:http");
  const ceiling = await load(ceilingServer.port, target.path, host, { concurrency: 8, seconds: SECONDS });
  await ceilingServer.close();
  return { page: target.name, bytes: html.length, cached: target.cached, server, single, ceiling };
}

/**
 * Feed freshness (a promise measured here, never in a test): a price change sent
 * through the inventory feed, then the vehicle page polled every 10 ms until it shows the new
 * price. The time from the feed's answer to the first page that shows it, per round.
 */
async function measureFeedFreshness(port: number, rounds = 10): Promise<number[]> {
  const dealership = "bigrig-trucks";
  const stocknum = `BENCH${Date.now().toString(36).toUpperCase()}`;
  const slug = `bench-freshness-${stocknum.toLowerCase()}`;
  const host = `${dealership}.localhost:${port}`;
  const feedHeaders = { host: `localhost:${port}`, authorization: `Bearer demo-feed-${dealership}` };
  const put = (price: number) =>
    send(port, {
      method: "PUT",
      path: `/api/feed/cars/${stocknum}`,
      headers: { ...feedHeaders, "content-type": "application/json" },
      body: JSON.stringify({
        slug,
        name: "2024 Isuzu NLR 45-150 Bench",
        make: "Isuzu",
        model: "NLR 45-150",
        year: 2024,
        km: 10,
        car_type: "used",
        price,
        location: "bigrig-acacia-ridge",
      }),
    });
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const price = 30_000 + round * 111;
    const shown = `$${price.toLocaleString("en-AU")}`;
    const res = await put(price);
    if (res.status >= 300) throw new Error(`feed PUT answered ${res.status}: ${res.body}`);
    const answered = performance.now();
    for (;;) {
      const page = await send(port, { method: "GET", path: `/cars/${slug}`, headers: { host } });
      if (page.status === 200 && page.body.includes(shown)) break;
      if (performance.now() - answered > 10_000) throw new Error("the change did not show within 10 s");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    samples.push(performance.now() - answered);
    // The page is read (and cached) before the next change, as a shopper would have.
    await new Promise((resolve) => setTimeout(resolve, 600));
  }
  await send(port, { method: "DELETE", path: `/api/feed/cars/${stocknum}`, headers: feedHeaders });
  return samples;
}

let freshness: number[] = [];

async function pageBenchmarks(): Promise<PageRun[]> {
  log(
    "starting the production server (npm start: builds if needed, seeds the demo data into a fresh PGlite)",
  );
  const slug = "harbourcity";
  const searchPath = "/search/new-used-and-demo-cars";
  const runs: PageRun[] = [];
  let vehiclePath: string | undefined;
  const server = await startProductionServer();
  try {
    const host = `${slug}.localhost:${server.port}`;
    const searchHtml = await fetchText(server.port, searchPath, host);
    vehiclePath = /href="(\/cars\/[A-Za-z0-9_-]+)"/.exec(searchHtml)?.[1];
    if (!vehiclePath) throw new Error("no vehicle link on the search page");
    const make = /href="\/search\/new-used-and-demo-cars\?make=([^"&]+)"/.exec(searchHtml)?.[1] ?? "Toyota";
    const targets: PageTarget[] = [
      { name: `search page ${searchPath}`, path: searchPath, cached: true },
      {
        name: "search, a make, lowest price first",
        path: `${searchPath}?make=${make}&sort=price-asc`,
        cached: true,
      },
      { name: "search, a keyword (rendered per request)", path: `${searchPath}?q=auto`, cached: false },
      { name: `vehicle page ${vehiclePath.slice(0, 30)}…`, path: vehiclePath, cached: true },
    ];
    for (const target of targets) runs.push(await measurePage(server.port, host, target));
    // The reference deployment's edge: the vehicle page through nginx (when it is installed).
    const vehicleRun = runs.find((run) => run.page === targets.at(-1)?.name);
    const vehicleRunPath = vehiclePath;
    if (vehicleRun) {
      vehicleRun.throughNginx = await measureThroughNginx(
        server.port,
        (port) => {
          log(`load: ${vehicleRun.page} through nginx (deploy/nginx.conf), 8 connections × ${SECONDS} s`);
          return load(port, vehicleRunPath, `${slug}.localhost:${port}`, {
            concurrency: 8,
            seconds: SECONDS,
          });
        },
        log,
      );
    }
    log("feed freshness: 10 price changes, each polled on the vehicle page until shown");
    freshness = await measureFeedFreshness(server.port);
  } finally {
    await server.stop();
  }

  // What the microcache adds: the vehicle page again, answered by Next's ISR cache alone.
  log("restarting with PAGE_MICROCACHE_MS=0 (Next's own page cache only)");
  const plain = await startProductionServer({ PAGE_MICROCACHE_MS: "0" });
  try {
    const host = `${slug}.localhost:${plain.port}`;
    for (let i = 0; i < 5; i++) await fetchBytes(plain.port, vehiclePath, host);
    log(`load: vehicle page from Next alone, 8 connections × ${SECONDS} s`);
    defined(runs.at(-1), "runs.at(-1)").nextAlone = await load(plain.port, vehiclePath, host, {
      concurrency: 8,
      seconds: SECONDS,
    });
  } finally {
    await plain.stop();
  }
  return runs;
}

// ---------------------------------------------------------------------------------------

interface QueryRun {
  pgStats: QueryStats;
  pgliteStats: QueryStats;
  totalVehicles: number;
  sites: number;
}

async function queryBenchmarks(): Promise<QueryRun> {
  log(`generating ${GENERATED} vehicles across ${COPIES * 11} sites with the seed's generator`);
  const stock = buildBulkStock({ copies: COPIES, vehicles: GENERATED, now: NOW });
  log(
    `generated ${stock.cars.length} vehicles, ${stock.dealerships.length} dealerships, ${stock.websites.length} sites`,
  );

  // BENCH_REUSE_SCHEMA: measure a schema kept by an earlier run (its migrations are brought
  // up to date when it is opened, so a new index is measured on the same rows).
  const reused = process.env.BENCH_REUSE_SCHEMA;
  const schema = reused ?? `bench_search_${process.pid}`;
  const postgres = await openDatabase({ url: PG_URL, pgSchema: schema, poolSize: 8 });
  let pglite: Database | undefined;
  let pgStats: QueryStats;
  let pgliteStats: QueryStats;
  let totalVehicles = stock.cars.length;
  try {
    let t0 = performance.now();
    if (reused) {
      await postgres.db.execute(sql.raw(`vacuum analyze "cars"`));
      const counted = (await postgres.db.execute(sql`select count(*)::int as n from cars`)) as unknown as {
        rows: { n: number }[];
      };
      totalVehicles = defined(counted.rows[0], "counted.rows[0]").n;
      log(`PostgreSQL: reusing schema ${schema} (${totalVehicles} vehicles), vacuumed`);
    } else await insertBulkStock(postgres.db, stock);
    if (SCALE && !reused) {
      const factor = Math.max(1, Math.round(VEHICLES / stock.cars.length));
      log(`PostgreSQL: ${stock.cars.length} inserted; making ${factor - 1} copies of each in the database`);
      await multiplyCars(postgres.db, factor);
      totalVehicles = stock.cars.length * factor;
    }
    log(`PostgreSQL: inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s (schema ${schema})`);
    const targets: Target[] = [
      { name: "PostgreSQL", database: postgres, facts: siteFacts(stock, await loadSites(postgres, stock)) },
    ];
    if (!SCALE) {
      pglite = await openDatabase({ dataDir: "memory" });
      t0 = performance.now();
      await insertBulkStock(pglite.db, stock);
      log(`PGlite: inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      targets.push({
        name: "PGlite",
        database: pglite,
        facts: siteFacts(stock, await loadSites(pglite, stock)),
      });
    }
    log(`measuring ${QUERIES} searches on ${targets.map((t) => t.name).join(" and ")}, interleaved`);
    const measured = await measureQueries(targets);
    pgStats = defined(measured[0], "measured[0]");
    pgliteStats = measured[1] ?? emptyStats();
    for (const [name, stats] of [
      ["PostgreSQL", pgStats],
      ["PGlite", pgliteStats],
    ] as const) {
      log(
        `${name}: p50 ${percentile(stats.all, 50).toFixed(1)} ms, p95 ${percentile(stats.all, 95).toFixed(1)} ms`,
      );
    }
    if (process.env.BENCH_EXPLAIN === "1")
      await explainSlowest(postgres, defined(targets[0], "targets[0]").facts, pgStats);
  } finally {
    await pglite?.close();
    await postgres.close();
    if (process.env.BENCH_KEEP_SCHEMA === "1" || reused) {
      log(`kept schema ${schema} (BENCH_KEEP_SCHEMA=1): drop it when done`);
    } else {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  }

  return { pgStats, pgliteStats, totalVehicles, sites: stock.websites.length };
}

async function main(): Promise<void> {
  const { pgStats, pgliteStats, totalVehicles, sites } =
    process.env.BENCH_SKIP_QUERIES === "1"
      ? { pgStats: emptyStats(), pgliteStats: emptyStats(), totalVehicles: 0, sites: 0 }
      : await queryBenchmarks();
  const pages = process.env.BENCH_SKIP_SERVER === "1" ? [] : await pageBenchmarks();

  // One table.
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");
  const rows: string[][] = [];
  if (pgStats.all.length > 0)
    SHAPES.forEach((shape, i) => {
      const a = defined(pgStats.byShape[i], "pgStats.byShape[i]");
      const b = defined(pgliteStats.byShape[i], "pgliteStats.byShape[i]");
      rows.push([
        `search: ${shape.name}`,
        ms(percentile(a, 50)),
        ms(percentile(a, 95)),
        ms(percentile(b, 50)),
        ms(percentile(b, 95)),
        "",
        "",
        "",
      ]);
    });
  const pgP95 = percentile(pgStats.all, 95);
  const liteP95 = percentile(pgliteStats.all, 95);
  const ratio = liteP95 / pgP95;
  if (pgStats.all.length > 0)
    rows.push([
      `search: all ${QUERIES} queries (mean ${Math.round(pgStats.meanTotal)} matches)`,
      ms(percentile(pgStats.all, 50)),
      ms(pgP95),
      ms(percentile(pgliteStats.all, 50)),
      ms(liteP95),
      "",
      SCALE
        ? `PG p95 ≤ ${PG_P95_TARGET_MS} ms at 1,000,000`
        : `PGlite ≤ ${PGLITE_RATIO_TARGET}× PG (PG p95 ≤ ${PG_P95_TARGET_MS} ms is judged with --scale)`,
      SCALE
        ? `${pgP95 <= PG_P95_TARGET_MS ? "met" : "MISSED"}`
        : `${ratio <= PGLITE_RATIO_TARGET ? "met" : "MISSED"} (${ratio.toFixed(1)}×)`,
    ]);
  for (const run of pages) {
    const share = run.server.rps / run.ceiling.rps;
    rows.push([
      `server: ${run.page} (${(run.bytes / 1024).toFixed(0)} KiB)`,
      ms(run.server.p50),
      ms(run.server.p95),
      "",
      "",
      `${run.server.rps.toFixed(0)} req/s (${run.server.errors} errors)`,
      run.cached ? `≥ ${CEILING_SHARE_TARGET * 100}% of ceiling` : "",
      `${(share * 100).toFixed(1)}% of ceiling${run.cached ? (share >= CEILING_SHARE_TARGET ? ": met" : ": MISSED") : ""}`,
    ]);
    if (run.nextAlone) {
      rows.push([
        "  same page, microcache off (Next's ISR cache alone)",
        ms(run.nextAlone.p50),
        ms(run.nextAlone.p95),
        "",
        "",
        `${run.nextAlone.rps.toFixed(0)} req/s (${run.nextAlone.errors} errors)`,
        "",
        `${((run.nextAlone.rps / run.ceiling.rps) * 100).toFixed(1)}% of ceiling`,
      ]);
    }
    if (run.throughNginx) {
      rows.push([
        "  same page through nginx (deploy/nginx.conf) in front of npm start",
        ms(run.throughNginx.p50),
        ms(run.throughNginx.p95),
        "",
        "",
        `${run.throughNginx.rps.toFixed(0)} req/s (${run.throughNginx.errors} errors)`,
        "",
        `${((run.throughNginx.rps / run.ceiling.rps) * 100).toFixed(1)}% of ceiling`,
      ]);
    }
    rows.push([
      "  same page, 1 client (one answer at a time)",
      ms(run.single.p50),
      ms(run.single.p95),
      "",
      "",
      `${run.single.rps.toFixed(0)} req/s`,
      "",
      "",
    ]);
    rows.push([
      `  node:http ceiling, same bytes`,
      ms(run.ceiling.p50),
      ms(run.ceiling.p95),
      "",
      "",
      `${run.ceiling.rps.toFixed(0)} req/s`,
      "",
      "",
    ]);
  }
  const header = [
    "measurement",
    "PG p50 ms",
    "PG p95 ms",
    "PGlite p50 ms",
    "PGlite p95 ms",
    "throughput",
    "target",
    "result",
  ];
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((r) => defined(r[i], "r[i]").length)));
  const text = table
    .map((r) =>
      r
        .map((c, i) => c.padEnd(defined(widths[i], "widths[i]")))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
  const title =
    (pgStats.all.length > 0
      ? `Stock search: ${totalVehicles} vehicles, ${sites} sites; ${QUERIES} searches per database, one client ` +
        `(searchCars: page + facet queries)${SCALE ? ", PostgreSQL only" : ""}. `
      : "Stock search: not measured (BENCH_SKIP_QUERIES=1). ") +
    `Server: production build, demo data on PGlite, ` +
    `autocannon (own process) 8 connections × ${SECONDS} s, loopback.`;
  const sorted = [...freshness].sort((a, b) => a - b);
  const freshnessLine = sorted.length
    ? `Feed freshness (feed answer → first vehicle page showing the change, ${sorted.length} rounds): ` +
      `median ${percentile(sorted, 50).toFixed(0)} ms, max ${defined(sorted.at(-1), "sorted.at(-1)").toFixed(0)} ms ` +
      `(the front server's microcache may repeat a page for up to PAGE_MICROCACHE_MS).`
    : "";
  console.log(`\n${title}\n${text}\n${freshnessLine}\n`);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(path.join("bench-results", "search.txt"), `${title}\n${text}\n${freshnessLine}\n`);
  log("done");
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
