// npm run bench:console-numbers – the console's Numbers charts for a dealer group of 100 sites,
// 100,000 vehicles, 10 million analytics events over a year (as the daily rollup they make:
// analytics_daily) and 365,000 leads with their deliveries (and the rollups of leads, delivery
// times and monthly vehicle views), on PostgreSQL: p50/p95 of every
// chart for the whole group over a year and over 28 days, and for one site over 28 days, as
// the group's admin (through the console's scope). Target: p95 ≤ 150 ms each.
//
//   BENCH_PG_URL       PostgreSQL (default postgres://postgres@127.0.0.1:5432/test; a dedicated
//                      schema is created and dropped)
//   BENCH_RUNS         measured runs per chart and range (default 20)
//   BENCH_KEEP_SCHEMA=1  keep the schema afterwards (to study plans with psql)
//   BENCH_REUSE_SCHEMA=<schema>  measure a kept schema again instead of generating one
//   BENCH_SITE_ROWS=1  read the site rows even where the group rollups answer (the path before
//                      migration 0027), to compare both on the same data
//   BENCH_EXPLAIN=1    instead of timing, print each chart's statements' plans (EXPLAIN ANALYZE,
//                      BUFFERS: the plan's nodes with their rows, and the median of 3 execution
//                      times), the measure the machine's load affects least
import { sql } from "drizzle-orm";
import pg from "pg";
import { numbersQuerySchema } from "../src/domain/numbers/numbers-query";
import { NUMBERS_CHARTS } from "../src/domain/numbers/numbers-table";
import { consoleScope } from "../src/server/console/console-scope";
import { NUMBERS_CHART_READERS } from "../src/server/console/numbers/chart-readers";
import { numbersFilter } from "../src/server/console/numbers/numbers-filter";
import { openDatabase } from "../src/server/db/client";

const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SITES = 100;
const CARS_PER_SITE = 1000;
const DAYS = 365;
/** Distinct vehicles viewed per site and day, and the events each row stands for. */
const VIEWED_PER_DAY = 150;
const LEADS_PER_SITE_DAY = 10;
const P95_TARGET_MS = 150;
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";
const GROUP_ROLLUPS = process.env.BENCH_SITE_ROWS !== "1";

const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

// The statements a chart sends (BENCH_EXPLAIN=1): every query of the pool's clients, recorded.
let captured: { text: string; values: unknown[] }[] | null = null;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (captured) {
    const values = Array.isArray(second) ? second : [];
    captured.push(
      typeof first === "string"
        ? { text: first, values }
        : { text: first.text, values: first.values ?? values },
    );
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

const reused = process.env.BENCH_REUSE_SCHEMA;
const schema = reused ?? `bench_numbers_${process.pid}`;
const database = await openDatabase({ url: PG_URL, pgSchema: schema, poolSize: 4 });
const { db } = database;
let over = 0;
try {
  const groupId = reused
    ? Number(
        (
          (await db.execute(sql`select id from dealer_groups where slug = 'bench-group'`)).rows[0] as {
            id: number;
          }
        ).id,
      )
    : await generate();
  // Vacuumed and analysed, as autovacuum leaves tables written long ago (the visibility map set,
  // so the covering indexes are read without the rows).
  const t = performance.now();
  await db.execute(
    sql.raw(
      `vacuum analyze ${[
        "cars",
        "leads",
        "lead_deliveries",
        "analytics_daily",
        "analytics_vehicle_daily",
        "analytics_vehicle_monthly",
        "analytics_vehicle_window",
        "lead_daily",
        "lead_source_daily",
        "lead_delivery_daily",
        "group_analytics_daily",
        "group_funnel_daily",
        "group_lead_daily",
        "group_lead_source_daily",
        "group_lead_delivery_daily",
        "group_stock_daily",
      ].join(", ")}`,
    ),
  );
  log(`vacuum analyze in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const scope = consoleScope({ role: "group_admin", dealerGroupId: groupId });
  const [site] = (await db.execute(sql`select id from websites order by id limit 1`)).rows as {
    id: number;
  }[];
  const today = Date.now();
  const ranges = [
    { name: "group, 365 days", query: { from: isoDay(today - 364 * 86_400_000), to: isoDay(today) } },
    { name: "group, 28 days", query: { from: isoDay(today - 27 * 86_400_000), to: isoDay(today) } },
    {
      name: "one site, 28 days",
      query: { from: isoDay(today - 27 * 86_400_000), to: isoDay(today), site: String(site?.id) },
    },
  ];
  if (EXPLAIN) {
    for (const range of ranges) {
      const parsed = numbersQuerySchema.parse(range.query);
      for (const chart of NUMBERS_CHARTS) {
        const filter = await numbersFilter(db, scope, parsed, { groupRollups: GROUP_ROLLUPS });
        captured = [];
        await NUMBERS_CHART_READERS[chart](db, filter);
        const statements = captured;
        captured = null;
        await explain(`${chart}, ${range.name}`, statements);
      }
    }
  }
  for (const range of EXPLAIN ? [] : ranges) {
    if (range === ranges[0])
      console.log(
        `\n${"chart".padEnd(20)} ${"range".padEnd(18)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}  p95 ≤ ${P95_TARGET_MS} ms`,
      );
    const parsed = numbersQuerySchema.parse(range.query);
    for (const chart of NUMBERS_CHARTS) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const t = performance.now();
        await NUMBERS_CHART_READERS[chart](
          db,
          await numbersFilter(db, scope, parsed, { groupRollups: GROUP_ROLLUPS }),
        );
        if (i >= 2) times.push(performance.now() - t);
      }
      times.sort((x, y) => x - y);
      const p95 = percentile(times, 0.95);
      if (p95 > P95_TARGET_MS) over++;
      console.log(
        `${chart.padEnd(20)} ${range.name.padEnd(18)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${p95 > P95_TARGET_MS ? "OVER" : "ok"}`,
      );
    }
  }
  if (!EXPLAIN) console.log(`\ntarget: p95 ≤ ${P95_TARGET_MS} ms; ${over} over`);
  // The group rollups' answers against the site rows' (every chart's JSON, byte for byte).
  let different = 0;
  for (const range of ranges) {
    const parsed = numbersQuerySchema.parse(range.query);
    for (const chart of NUMBERS_CHARTS) {
      const [fromGroup, fromSites] = await Promise.all(
        [true, false].map(async (groupRollups) =>
          JSON.stringify(
            await NUMBERS_CHART_READERS[chart](db, await numbersFilter(db, scope, parsed, { groupRollups })),
          ),
        ),
      );
      if (fromGroup !== fromSites) {
        different++;
        log(`${chart}, ${range.name}: the group rollups answer differently from the site rows`);
      }
    }
  }
  log(
    `group rollups against site rows: ${different} of ${ranges.length * NUMBERS_CHARTS.length} answers differ`,
  );
  if (different > 0) process.exitCode = 1;
} finally {
  await database.close();
  if (process.env.BENCH_KEEP_SCHEMA !== "1" && !reused) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  } else log(`kept schema ${schema} (BENCH_KEEP_SCHEMA=1): drop it when done`);
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Strategy?: string;
  "Sort Method"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Heap Fetches"?: number;
  "Actual Total Time": number;
  "Shared Hit Blocks": number;
  "Shared Read Blocks": number;
  Plans?: PlanNode[];
}

/** Rows the plan's scans returned (every loop), the measure of its work that load does not change. */
function scannedRows(node: PlanNode): number {
  return (
    (/Scan$/.test(node["Node Type"]) && !/^(CTE|Subquery|Function) Scan$/.test(node["Node Type"])
      ? node["Actual Rows"] * node["Actual Loops"]
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + scannedRows(child), 0)
  );
}

/**
 * A chart's statements run three times in a transaction rolled back afterwards (settings such
 * as `set local` run as they are, every select explained): its plan once, with each node's rows
 * per loop, and the median execution time of each select.
 */
async function explain(name: string, statements: { text: string; values: unknown[] }[]) {
  const client = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
  await client.connect();
  const selects = statements.filter((s) => /^\s*(select|with)\b/i.test(s.text));
  const times: number[][] = selects.map(() => []);
  const plans: PlanNode[] = [];
  const jit: number[] = [];
  try {
    for (let run = 0; run < 3; run++) {
      await client.query("begin");
      let i = 0;
      for (const statement of statements) {
        if (/^\s*(begin|commit|rollback)\b/i.test(statement.text)) continue;
        if (!/^\s*(select|with)\b/i.test(statement.text)) {
          await client.query(statement.text, statement.values);
          continue;
        }
        const result = await client.query(
          `explain (analyze, buffers, format json) ${statement.text}`,
          statement.values,
        );
        const [out] = result.rows[0]["QUERY PLAN"] as {
          Plan: PlanNode;
          "Execution Time": number;
          JIT?: { Timing: { Total: number } };
        }[];
        if (!out) continue;
        times[i]?.push(out["Execution Time"]);
        if (out.JIT) jit[i] = out.JIT.Timing.Total;
        plans[i] = out.Plan;
        i++;
      }
      await client.query("rollback");
    }
  } finally {
    await client.end();
  }
  console.log(`\n== ${name}`);
  selects.forEach((statement, i) => {
    const sorted = (times[i] ?? []).sort((x, y) => x - y);
    console.log(
      `-- statement ${i + 1}: execution ${(sorted[1] ?? sorted[0] ?? 0).toFixed(1)} ms (median of 3: ${sorted.map((t) => t.toFixed(1)).join(", ")})${
        plans[i]
          ? `; ${scannedRows(plans[i]).toLocaleString("en")} rows scanned, ${(plans[i]["Shared Hit Blocks"] + plans[i]["Shared Read Blocks"]).toLocaleString("en")} buffers`
          : ""
      }${jit[i] === undefined ? "" : `, of which JIT ${jit[i].toFixed(1)} ms`}`,
    );
    console.log(`   ${statement.text.replace(/\s+/g, " ").slice(0, 160)}…`);
    const print = (node: PlanNode, depth: number) => {
      const on = node["Index Name"] ?? node["Relation Name"];
      const extra = [
        node.Strategy && node.Strategy !== "Plain" ? node.Strategy : "",
        node["Sort Method"] ?? "",
        node["Heap Fetches"] !== undefined ? `heap fetches ${node["Heap Fetches"]}` : "",
      ].filter(Boolean);
      console.log(
        `   ${"  ".repeat(depth)}${node["Node Type"]}${on ? ` on ${on}` : ""}: ${node["Actual Rows"]} rows × ${node["Actual Loops"]} loops, ${node["Actual Total Time"].toFixed(1)} ms${extra.length ? ` (${extra.join(", ")})` : ""}`,
      );
      for (const child of node.Plans ?? []) print(child, depth + 1);
    };
    const plan = plans[i];
    if (plan) print(plan, 0);
  });
}

/** The group, its sites, stock, rollups and leads; answers the group's id. */
async function generate(): Promise<number> {
  const t0 = performance.now();
  const [group] = (
    await db.execute(
      sql`insert into dealer_groups (name, slug) values ('Bench group', 'bench-group') returning id`,
    )
  ).rows as { id: number }[];
  const groupId = Number(group?.id);
  await db.execute(sql`
    insert into dealerships (name, slug, email, dealer_group_id)
    select 'Bench dealer ' || i, 'bench-dealer-' || i, 'd' || i || '@bench.example', ${groupId}
    from generate_series(1, ${SITES}) i`);
  await db.execute(sql`
    insert into websites (slug, name, template, dealership_id, dealership_group)
    select 'bench-site-' || d.id, 'Bench site ' || d.id, 'classic', d.id, ${groupId}
    from dealerships d order by d.id`);
  await db.execute(sql`
    insert into cars (slug, name, make, model, year, stocknum, car_type, status, dealership_id, created_at)
    select 'bench-car-' || d.id || '-' || i, 'Car ' || i, (array['Toyota','Mazda','Kia','Ford','Hyundai','BMW'])[1 + i % 6],
           'Model ' || (i % 20), 2015 + i % 10, 'S' || d.id || '-' || i,
           (array['new','used','demo'])[1 + i % 3], case when i % 10 = 0 then 'sold' else 'in_stock' end,
           d.id, now() - ((i * 7) % 400) * interval '1 day'
    from dealerships d cross join generate_series(1, ${CARS_PER_SITE}) i`);
  log(
    `${SITES} sites and ${SITES * CARS_PER_SITE} vehicles in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  // Generated in bulk with the rollup triggers off, then the rollups kept by them are rebuilt
  // from the raw rows in one pass (numbers_rebuild, as `npm run numbers:rebuild` does).
  for (const table of ["leads", "lead_deliveries", "analytics_vehicle_daily"])
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));

  // The rollups 10 million events make: per site and day, searches, pages, vehicle views and
  // phone counts (about 270 events), and the views of VIEWED_PER_DAY vehicles (1–3 each).
  const t1 = performance.now();
  await db.execute(sql`
    insert into analytics_daily (website_id, day, kind, source, dealership_id, count)
    select w.id, current_date - g.day, k.kind, k.source, w.dealership_id, k.base + (w.id + g.day) % 7
    from websites w cross join generate_series(0, ${DAYS - 1}) g(day)
    cross join (values ('search','none',30), ('search','ads',8), ('page_view','none',30),
                       ('phone_reveal','none',4), ('phone_call','none',2), ('phone_call','ads',1),
                       ('vehicle_view','none',150), ('vehicle_view','ads',40)) k(kind, source, base)`);
  await db.execute(sql`
    insert into analytics_vehicle_daily (website_id, day, car_id, dealership_id, views)
    select w.id, current_date - g.day, c.id, w.dealership_id, 1 + v.k % 3
    from websites w cross join generate_series(0, ${DAYS - 1}) g(day)
    cross join generate_series(0, ${VIEWED_PER_DAY - 1}) v(k)
    join cars c on c.slug = 'bench-car-' || w.dealership_id || '-' || (1 + (g.day * 37 + v.k * 11) % ${CARS_PER_SITE})`);
  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(query)).rows[0] as { n: string | number } | undefined)?.n ?? 0);
  const events = await count(sql`select sum(count) as n from analytics_daily`);
  const rows =
    (await count(sql`select count(*) as n from analytics_daily`)) +
    (await count(sql`select count(*) as n from analytics_vehicle_daily`));
  log(
    `rollups: ${rows.toLocaleString("en")} rows for ${events.toLocaleString("en")} events in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
  );

  const t2 = performance.now();
  await db.execute(sql`
    insert into leads (website_id, dealership_id, form_id, category, lead_status, form_completed, car_id, payload, created_at)
    select w.id, w.dealership_id, 'enquiry', (array['General Enquiry','Used Vehicle','New Vehicle','Test Drive','Finance','Trade-in'])[1 + n % 6],
           'Complete', true, null,
           case n % 4 when 0 then '{"attribution":{"source":{"type":"paid","network":"Google Ads"}}}'::jsonb
                      when 1 then '{"attribution":{"source":{"type":"organic","network":null}}}'::jsonb
                      else '{}'::jsonb end,
           (current_date - g.day) + (n * 53 % 1440) * interval '1 minute'
    from websites w cross join generate_series(0, ${DAYS - 1}) g(day) cross join generate_series(1, ${LEADS_PER_SITE_DAY}) n`);
  await db.execute(sql`
    insert into lead_deliveries (lead_id, website_id, destination, status, attempts, delivered_at)
    select l.id, l.website_id, '{"kind":"email"}'::jsonb, case when l.id % 50 = 0 then 'failed' else 'delivered' end, 1,
           case when l.id % 50 = 0 then null else l.created_at + (5 + l.id % 120) * interval '1 second' end
    from leads l`);
  const t3 = performance.now();
  await db.execute(sql`select numbers_rebuild(current_date - ${DAYS}::int, current_date + 1)`);
  log(
    `rollups of leads, delivery times and monthly vehicle views rebuilt in ${((performance.now() - t3) / 1000).toFixed(1)} s`,
  );
  for (const table of ["leads", "lead_deliveries", "analytics_vehicle_daily"])
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  log(
    `${(SITES * DAYS * LEADS_PER_SITE_DAY).toLocaleString("en")} leads with deliveries in ${((performance.now() - t2) / 1000).toFixed(1)} s`,
  );

  return groupId;
}

process.exit(over > 0 ? 1 : 0);
