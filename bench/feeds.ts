// npm run bench:feeds – vehicle ad feeds at 100,000 vehicles on PostgreSQL: one
// site whose scope holds every generated vehicle, each feed (Google's XML, Meta's CSV)
// produced several times, each run in a process of its own so its peak RSS is the feed's
// alone, and once more for a site of about 10,000 vehicles: flat memory means the peak does
// not grow with the feed (checked with V8's heap capped, both generations, after the same
// warm-up, see HEAP_CAP_MB). Times are
// from the first row read to the last byte taken, with the process's own CPU time beside them
// (on a busy machine the wall time is mostly waiting for a core); the version (the aggregate
// behind ETag and Last-Modified, cached in the server) is timed apart.
// One table, also written to bench-results/feeds.txt.
//
//   BENCH_PG_URL    PostgreSQL (default postgres://postgres@127.0.0.1:5432/test; a schema of
//                   its own is created and dropped)
//   BENCH_VEHICLES  vehicles in the large feed (default 100000)
//   BENCH_RUNS      runs per feed (default 5; the median is reported)
//   BENCH_KEEP_SCHEMA=1  keep the PostgreSQL schema afterwards; BENCH_REUSE_SCHEMA=<schema>
//                   measure a kept schema again instead of generating one
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { defined } from "../src/domain/defined";
import { openDatabase } from "../src/server/db/client";
import { cars, website_dealerships, websites } from "../src/server/db/schema/all";
import { buildBulkStock, insertBulkStock } from "./lib/bulk-stock";

const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SMALL = Math.round(VEHICLES / 10);
// A feed of 100,000 vehicles in under 5 s, memory flat.
const SECONDS_TARGET = 5;
/**
 * Flat memory, shown two ways: each feed is also produced with V8's heap capped, the old
 * generation at HEAP_CAP_MB and each of the young generation's two semi-spaces at
 * SEMI_SPACE_CAP_MB (a leak, or a feed held whole, could not finish), and with that cap what
 * its peak RSS adds to the process's RSS at the feed's start is within FLAT_MARGIN_MB of what
 * the tenth's adds. (The growth, not the peak: the RSS a process starts with varies by tens of
 * MB from run to run with the machine's load, whatever the feed's size.) Both capped runs
 * first produce the tenth's feed in the same process (WARM_UP_SITE), and are measured from
 * there, as in a server that has served requests before: a fresh process's young generation
 * grows with the first hundreds of MB it allocates, up to 2 × 64 MB on Node 24 whatever the
 * old generation's cap, so measured from a cold start a longer feed showed that one-off
 * growth as if it were the feed's (ADR 015). Without a cap V8 lets its heap grow with the
 * allocation rate, so the uncapped peak says little about what the feed needs.
 */
const HEAP_CAP_MB = 64;
const SEMI_SPACE_CAP_MB = 16;
const FLAT_MARGIN_MB = 16;
const WARM_UP_SITE = "bench-feed-tenth";

const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

interface Run {
  feed: string;
  vehicles: number;
  bytes: number;
  versionMs: number;
  feedMs: number;
  cpuMs: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return defined(sorted[Math.floor((sorted.length - 1) / 2)], "a median");
}

function runChild(schema: string, slug: string, feed: "google" | "meta", capped = false): Run {
  const args = ["tsx", "--conditions=react-server", "bench/lib/ad-feed-child.ts", PG_URL, schema, slug, feed];
  const child = spawnSync("npx", capped ? [...args, WARM_UP_SITE] : args, {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
    env: capped
      ? {
          ...process.env,
          NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB} --max-semi-space-size=${SEMI_SPACE_CAP_MB}`,
        }
      : process.env,
  });
  if (child.status !== 0) throw new Error(`the feed process failed: ${child.stderr}`);
  const line = child.stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(line) as Run;
}

/**
 * Every car listable and complete, so the feeds hold every one of them: in stock, shown, a
 * price, a VIN, photos, an odometer (the generator's states would otherwise leave some out).
 */
async function everyCarListed(db: Awaited<ReturnType<typeof openDatabase>>["db"]): Promise<void> {
  const photos = JSON.stringify(
    [1, 2, 3, 4].map((n) => ({ url: `/media/cars/bench-${n}.jpg`, thumb: `/media/cars/bench-${n}-t.jpg` })),
  );
  await db.execute(sql`
    update ${cars} set
      status = 'in_stock', sold = false, reserved = false, show_on_dealer_website = true,
      sold_date_timestamp = null,
      price = greatest(coalesce(price, 0), 1500000),
      vin = coalesce(vin, 'JTEBR3FJ1' || lpad(id::text, 8, '0')),
      km = case when car_type = 'new' then km else greatest(km, 1000) end,
      colour = coalesce(colour, 'White'),
      primary_image_url = case when image_count < 3 or primary_image_url like '%placeholder%' then '/media/cars/bench-1.jpg' else primary_image_url end,
      images = case when image_count < 3 or primary_image_url like '%placeholder%' then ${photos}::jsonb else images end,
      image_count = case when image_count < 3 or primary_image_url like '%placeholder%' then 4 else image_count end`);
  await db.execute(sql.raw(`vacuum analyze "cars"`));
}

interface BenchSite {
  slug: string;
  vehicles: number;
}

/** The generated stock and two car dealer sites: one carrying every dealership, one about a tenth of the stock. */
async function prepare(db: Awaited<ReturnType<typeof openDatabase>>["db"]): Promise<BenchSite[]> {
  log(`generating ${VEHICLES} vehicles with the seed's generator`);
  const stock = buildBulkStock({ copies: 1, vehicles: VEHICLES, now: new Date() });
  await insertBulkStock(db, stock);
  await everyCarListed(db);
  const counts = new Map<number, number>();
  for (const car of stock.cars) counts.set(car.dealership_id, (counts.get(car.dealership_id) ?? 0) + 1);
  const small: number[] = [];
  let smallTotal = 0;
  for (const [id, n] of [...counts].sort((a, b) => a[1] - b[1])) {
    if (smallTotal + n > SMALL * 1.5) continue;
    small.push(id);
    smallTotal += n;
    if (smallTotal >= SMALL) break;
  }
  const sites = [
    { slug: "bench-feed-all", dealerships: [...counts.keys()], vehicles: stock.cars.length },
    { slug: "bench-feed-tenth", dealerships: small, vehicles: smallTotal },
  ];
  for (const [i, site] of sites.entries()) {
    const [row] = await db
      .insert(websites)
      .values({
        slug: site.slug,
        name: `Bench feed ${i}`,
        template: "dealer",
        market: "AU",
        dealership_id: defined(site.dealerships[0], "a dealership"),
        config: {},
      })
      .returning({ id: websites.id });
    await db.insert(website_dealerships).values(
      site.dealerships.map((dealership_id, position) => ({
        website_id: defined(row, "the site row").id,
        dealership_id,
        position,
      })),
    );
  }
  return sites;
}

async function main(): Promise<void> {
  const reused = process.env.BENCH_REUSE_SCHEMA;
  const schema = reused ?? `bench_feeds_${process.pid}`;
  const database = await openDatabase({ url: PG_URL, pgSchema: schema, poolSize: 4 });
  const runs: {
    label: string;
    feed: "google" | "meta";
    large: boolean;
    vehicles: number;
    runs: Run[];
    capped: Run;
  }[] = [];
  try {
    let sites: BenchSite[];
    if (reused) {
      const counted = (await database.db.execute(sql`
        select w.slug, count(c.id)::int as vehicles from websites w
        join website_dealerships wd on wd.website_id = w.id join cars c on c.dealership_id = wd.dealership_id
        where w.slug like 'bench-feed-%' group by w.slug order by vehicles desc`)) as unknown as {
        rows: BenchSite[];
      };
      sites = counted.rows;
      log(`reusing schema ${schema}`);
    } else sites = await prepare(database.db);
    log(`sites: ${sites.map((s) => `${s.slug} (${s.vehicles} vehicles)`).join(", ")}`);
    for (const site of sites) {
      for (const feed of ["google", "meta"] as const) {
        const count = site.slug === "bench-feed-all" ? RUNS : Math.max(2, Math.ceil(RUNS / 2));
        // One warm-up run: the table's pages in PostgreSQL's buffers, as in a running service.
        runChild(schema, site.slug, feed);
        const measured: Run[] = [];
        for (let r = 0; r < count; r++) {
          const run = runChild(schema, site.slug, feed);
          log(
            `${site.slug} ${feed}: ${run.vehicles} vehicles, ${(run.bytes / 2 ** 20).toFixed(1)} MiB in ${(run.feedMs / 1000).toFixed(2)} s (CPU ${(run.cpuMs / 1000).toFixed(2)} s), version ${run.versionMs.toFixed(0)} ms, peak RSS ${run.peakRssMb.toFixed(0)} MB`,
          );
          if (run.vehicles !== site.vehicles) log(`  expected ${site.vehicles} vehicles in the feed`);
          measured.push(run);
        }
        const capped = runChild(schema, site.slug, feed, true);
        log(
          `${site.slug} ${feed}, heap capped (${HEAP_CAP_MB} MB old, ${SEMI_SPACE_CAP_MB} MB semi-spaces), after the tenth's feed: ${capped.vehicles} vehicles in ${(capped.feedMs / 1000).toFixed(2)} s, RSS ${capped.rssBeforeMb.toFixed(0)} MB at the start, peak ${capped.peakRssMb.toFixed(0)} MB`,
        );
        runs.push({
          label: `${feed}, ${site.slug}`,
          feed,
          large: site.slug === "bench-feed-all",
          vehicles: site.vehicles,
          runs: measured,
          capped,
        });
      }
    }
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_SCHEMA === "1" || reused) {
      log(`kept schema ${schema}: drop it when done`);
    } else {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  }

  const rows: string[][] = [];
  for (const entry of runs) {
    const seconds = median(entry.runs.map((r) => r.feedMs)) / 1000;
    const tenth = runs.find((r) => r.feed === entry.feed && !r.large);
    const added = (run: Run) => run.peakRssMb - run.rssBeforeMb;
    const growth = tenth ? added(entry.capped) - added(tenth.capped) : 0;
    const completeCapped = entry.capped.vehicles === entry.vehicles;
    rows.push([
      `${entry.feed === "google" ? "Google vehicle ads XML" : "Meta catalog CSV"}, ${entry.vehicles.toLocaleString("en-AU")} vehicles`,
      `${entry.runs.length}`,
      seconds.toFixed(2),
      Math.max(...entry.runs.map((r) => r.feedMs / 1000)).toFixed(2),
      (median(entry.runs.map((r) => r.cpuMs)) / 1000).toFixed(2),
      `${(median(entry.runs.map((r) => r.bytes)) / 2 ** 20).toFixed(1)}`,
      median(entry.runs.map((r) => r.versionMs)).toFixed(0),
      median(entry.runs.map((r) => r.rssBeforeMb)).toFixed(0),
      median(entry.runs.map((r) => r.peakRssMb)).toFixed(0),
      `${entry.capped.peakRssMb.toFixed(0)} (+${added(entry.capped).toFixed(0)})${completeCapped ? "" : " (INCOMPLETE)"}`,
      entry.large
        ? `${seconds < SECONDS_TARGET ? "met" : "MISSED"} (< ${SECONDS_TARGET} s); capped growth ${growth >= 0 ? "+" : ""}${growth.toFixed(0)} MB on a tenth's: ${completeCapped && growth <= FLAT_MARGIN_MB ? "flat" : "NOT FLAT"}`
        : "",
    ]);
  }
  const header = [
    "feed",
    "runs",
    "median s",
    "max s",
    "CPU s",
    "MiB",
    "version ms",
    "RSS before MB",
    "peak RSS MB",
    `peak RSS MB (+ over its start), heap ≤ ${HEAP_CAP_MB} + 2 × ${SEMI_SPACE_CAP_MB} MB, warmed`,
    "target",
  ];
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((r) => (r[i] ?? "").length)));
  const text = table
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
  console.log(`\n${text}`);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(path.join("bench-results", "feeds.txt"), `${text}\n`);
  const missed = rows.some((r) => (r[10] ?? "").includes("MISSED") || (r[10] ?? "").includes("NOT FLAT"));
  process.exit(missed ? 1 : 0);
}

await main();
