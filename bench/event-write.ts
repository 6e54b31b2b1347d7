// npm run bench:event-write – what one analytics event costs to store (recordAnalyticsEvent: the
// event, its analytics_daily upsert and, for a vehicle page, analytics_vehicle_daily with its
// month and windows), with the group rollups' statement triggers on analytics_daily (migration
// 0027) and with them disabled, alternating batches in one process so both see the same load.
// PGlite in memory by default (what the e2e suite writes on every page view); BENCH_PG_URL for
// PostgreSQL (a schema of its own, dropped afterwards).
//
//   BENCH_EVENTS   events per batch (default 100); BENCH_BATCHES batches per variant (default 15)
//   BENCH_PAGE_VIEWS=1  page views only (most of what the e2e suite writes), else a mix of a page
//                  view, a search, a vehicle page and a phone reveal
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { EVENT_LABELS } from "../src/domain/site/event-catalogue";
import { recordAnalyticsEvent } from "../src/server/analytics/record-analytics-event";
import { openDatabase } from "../src/server/db/client";
import { dealer_groups, dealerships, websites } from "../src/server/db/schema/all";

const PG_URL = process.env.BENCH_PG_URL;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 15);
const schema = `bench_event_write_${randomBytes(4).toString("hex")}`;
const database = PG_URL
  ? await openDatabase({ url: PG_URL, pgSchema: schema, poolSize: 2 })
  : await openDatabase({ dataDir: "memory" });
const { db } = database;
const TRIGGERS = ["analytics_daily_groups_insert", "analytics_daily_groups_update"];
// A mix of the kinds the group rollups keep and a page view (which they skip), or page views only.
const CATEGORIES =
  process.env.BENCH_PAGE_VIEWS === "1"
    ? [EVENT_LABELS.page_view_home]
    : [
        EVENT_LABELS.page_view_home,
        EVENT_LABELS.vehicle_search,
        EVENT_LABELS.page_view_used_vehicle_details,
        "phone-reveal",
      ];

try {
  // A site in a group by its dealership_group and its own dealership's group: every event counts
  // in a group (the triggers' most work).
  const [group] = await db
    .insert(dealer_groups)
    .values({ name: "Bench", slug: `bench-${schema}` })
    .returning();
  const [dealership] = await db
    .insert(dealerships)
    .values({ name: "Bench Motors", slug: `bench-motors-${schema}`, dealer_group_id: group?.id })
    .returning();
  const [site] = await db
    .insert(websites)
    .values({
      slug: `bench-site-${schema}`,
      name: "Bench",
      template: "dealer",
      dealership_id: dealership?.id,
      dealership_group: group?.id,
    })
    .returning();
  if (!site) throw new Error("no site");

  let n = 0;
  const batch = async () => {
    const t = performance.now();
    for (let i = 0; i < EVENTS; i++, n++)
      await recordAnalyticsEvent(db, {
        site: { id: site.id, slug: site.slug },
        event: {
          url: n % 3 ? `https://bench.example/?n=${n}` : `https://bench.example/?gclid=${n}`,
          category: CATEGORIES[n % CATEGORIES.length] as string,
          lead_id: null,
          anon_id: "anon",
          session_id: "session",
          error_message: null,
          event_properties: {},
        },
      });
    return (performance.now() - t) / EVENTS;
  };
  const setTriggers = async (on: boolean) => {
    for (const name of TRIGGERS)
      await db.execute(sql.raw(`alter table analytics_daily ${on ? "enable" : "disable"} trigger ${name}`));
  };
  await batch(); // warm-up: plans cached, first rows written
  const times: Record<"with" | "without", number[]> = { with: [], without: [] };
  for (let b = 0; b < BATCHES; b++) {
    for (const variant of b % 2 ? (["without", "with"] as const) : (["with", "without"] as const)) {
      await setTriggers(variant === "with");
      times[variant].push(await batch());
    }
  }
  await setTriggers(true);
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  const groupRows = await db.execute(
    sql`select count(*)::int as n from group_analytics_daily where dealer_group_id = ${group?.id}`,
  );
  console.log(
    `${PG_URL ? "PostgreSQL" : "PGlite"}: ${BATCHES} batches of ${EVENTS} events per variant (${CATEGORIES.join(", ")})`,
  );
  for (const variant of ["without", "with"] as const)
    console.log(
      `  ${variant.padEnd(7)} group triggers: ms per event, median of batches ${median(times[variant]).toFixed(3)}`,
    );
  // Batches run in adjacent pairs, so each pair's difference saw about the same load.
  const pairs = times.with.map((t, i) => t - (times.without[i] ?? 0));
  const ratios = times.with.map((t, i) => t / (times.without[i] ?? t));
  console.log(
    `  difference, median of adjacent pairs: ${median(pairs).toFixed(3)} ms per event (${((median(ratios) - 1) * 100).toFixed(0)} %); group rows: ${JSON.stringify(groupRows.rows[0])}`,
  );
} finally {
  await database.close();
  if (PG_URL) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}
