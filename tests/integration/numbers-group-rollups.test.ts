// The console numbers' group rollups (migration 0027: group_lead_daily, group_lead_source_daily,
// group_lead_delivery_daily, group_analytics_daily, group_funnel_daily) answer a group admin's
// day charts exactly as the site rows do (numbersFilter with groupRollups false), whatever the
// membership: a site in a group by its dealership_group or by its own dealership, a site of one
// group showing another group's dealership (its rows count in both), then a site moving to
// another group, a dealership moving, a site changing its own dealership, a dealership leaving
// every group and being deleted, and leads deleted. After every step the kept rows also equal
// numbers_group_rebuild's recomputation from the site rows.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { defined } from "@/domain/defined";
import { numbersQuerySchema } from "@/domain/numbers/numbers-query";
import { NUMBERS_CHARTS } from "@/domain/numbers/numbers-table";
import { EVENT_LABELS } from "@/domain/site/event-catalogue";
import { countAnalyticsEvent } from "@/server/analytics/count-analytics-event";
import { consoleScope } from "@/server/console/console-scope";
import { NUMBERS_CHART_READERS } from "@/server/console/numbers/chart-readers";
import { numbersFilter } from "@/server/console/numbers/numbers-filter";
import type { Database, Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";
import {
  dealer_groups,
  dealerships,
  lead_deliveries,
  leads,
  locations,
  website_dealerships,
  websites,
} from "@/server/db/schema/all";
import { createTestSite, randomIp, type TestSite } from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const DAY_MS = 86_400_000;

const GROUP_TABLES = {
  group_lead_daily: sql`select dealer_group_id, day::text as day, category, leads from group_lead_daily where leads <> 0`,
  group_lead_source_daily: sql`select dealer_group_id, day::text as day, source_type, source_network, leads, failed
    from group_lead_source_daily where leads <> 0 or failed <> 0`,
  group_lead_delivery_daily: sql`select dealer_group_id, day::text as day, seconds::float8 as seconds, leads
    from group_lead_delivery_daily where leads <> 0`,
  group_analytics_daily: sql`select dealer_group_id, day::text as day, kind, count from group_analytics_daily where count <> 0`,
  group_funnel_daily: sql`select dealer_group_id, day::text as day, website_id, searches, views, leads
    from group_funnel_daily where searches <> 0 or views <> 0 or leads <> 0`,
};

describe.each(testDatabaseTargets())("numbers group rollups on $name", (target) => {
  let database: Database;
  let db: Db;
  let groups: number[];
  let sites: TestSite[];
  /** Each site's own dealership (createTestSite makes one per site). */
  let own: number[];
  const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);

  async function dealershipOf(site: TestSite) {
    const [row] = await db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.slug, defined(site.dealershipSlugs[0], "slug")));
    return defined(row, "dealership").id;
  }

  async function events(site: TestSite, ago: number, perKind: number, dealershipCarId?: number) {
    const categories = [
      EVENT_LABELS.vehicle_search,
      EVENT_LABELS.page_view_used_vehicle_details,
      "phone-reveal",
      "car_phone_call",
      EVENT_LABELS.page_view_home,
    ];
    for (const category of categories)
      for (let i = 0; i < perKind; i++)
        await countAnalyticsEvent(db, {
          website_id: site.id,
          category,
          url: i % 2 ? `http://${site.host}/?gclid=x` : `http://${site.host}/`,
          properties: dealershipCarId ? { car_id: dealershipCarId } : {},
          at: new Date(`${day(ago)}T12:00:00Z`),
        });
  }

  async function lead(
    site: TestSite,
    dealershipId: number | null,
    ago: number,
    seconds: number | null,
    n: number,
  ) {
    const created = new Date(`${day(ago)}T0${n % 10}:00:00Z`);
    const [row] = await db
      .insert(leads)
      .values({
        website_id: site.id,
        dealership_id: dealershipId,
        form_id: "general-enquiry",
        category: n % 3 ? "General Enquiry" : "Test Drive",
        lead_status: "Complete",
        form_completed: true,
        payload: n % 2 ? ({ attribution: { source: { type: "ads", network: "google" } } } as never) : {},
        created_at: created,
      })
      .returning();
    await db.insert(lead_deliveries).values({
      lead_id: defined(row, "lead").id,
      website_id: site.id,
      destination: {
        kind: "webhook",
        url: "http://127.0.0.1:9/hook",
        secret: "s".repeat(16),
        channel: "leads",
      },
      status: seconds === null ? "failed" : "delivered",
      attempts: 1,
      delivered_at: seconds === null ? null : new Date(created.getTime() + seconds * 1000),
    } as typeof lead_deliveries.$inferInsert);
  }

  /** Every chart for each group's admin over the days written, from the group rollups and from the site rows. */
  async function answers(useGroup: boolean) {
    const out: Record<string, unknown> = {};
    for (const groupId of groups) {
      const scope = consoleScope({ role: "group_admin", dealerGroupId: groupId });
      const query = numbersQuerySchema.parse({ from: day(40), to: day(0) });
      for (const chart of NUMBERS_CHARTS) {
        const filter = await numbersFilter(db, scope, query, { groupRollups: useGroup });
        expect(filter.group).toBe(useGroup ? groupId : null);
        out[`${groupId} ${chart}`] = await NUMBERS_CHART_READERS[chart](db, filter);
      }
    }
    return out;
  }

  async function groupRows() {
    const out: Record<string, string[]> = {};
    for (const [name, query] of Object.entries(GROUP_TABLES))
      out[name] = rowsOf(await db.execute(query), z.record(z.string(), z.unknown()))
        .map((r) => JSON.stringify(r))
        .sort();
    return out;
  }

  /** The group rollups answer as the site rows, and equal their recomputation from them. */
  async function expectExact(step: string) {
    const fromSites = await answers(false);
    const fromGroups = await answers(true);
    expect(JSON.stringify(fromGroups), step).toBe(JSON.stringify(fromSites));
    const kept = await groupRows();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select numbers_group_rebuild('-infinity', 'infinity')`);
    });
    expect(await groupRows(), step).toEqual(kept);
    return fromGroups;
  }

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    const made = await db
      .insert(dealer_groups)
      .values([0, 1, 2].map((i) => ({ name: `Rollup ${i}`, slug: `rollup-${i}-${randomIp()}` })))
      .returning();
    groups = made.map((g) => g.id);
    sites = [];
    own = [];
    for (let i = 0; i < 4; i++) {
      const site = await createTestSite(db);
      sites.push(site);
      own.push(await dealershipOf(site));
    }
    const [g0, g1] = groups as [number, number, number];
    const [s0, s1, s2, s3] = sites as [TestSite, TestSite, TestSite, TestSite];
    const [d0, d1, d2, d3] = own as [number, number, number, number];
    // s0: group 0 by dealership_group (its dealership in no group); s1: group 0 by its own
    // dealership; s2: group 1, and shows group 0's dealership d1; s3: in no group.
    await db.update(websites).set({ dealership_group: g0 }).where(eq(websites.id, s0.id));
    await db.update(dealerships).set({ dealer_group_id: g0 }).where(eq(dealerships.id, d1));
    await db.update(dealerships).set({ dealer_group_id: g1 }).where(eq(dealerships.id, d2));
    await db.update(websites).set({ dealership_group: g1 }).where(eq(websites.id, s2.id));
    await db.insert(website_dealerships).values({ website_id: s2.id, dealership_id: d1 });
    let n = 0;
    for (const [site, dealership] of [
      [s0, d0],
      [s1, d1],
      [s2, d2],
      [s2, d1],
      [s3, d3],
      [s3, null],
    ] as const) {
      for (const ago of [0, 3, 20]) {
        await events(site, ago, 2);
        for (let k = 0; k < 3; k++) {
          n++;
          await lead(site, dealership, ago, n % 4 === 0 ? null : 30 + (n % 5) * 7, n);
        }
      }
    }
  });

  afterAll(async () => {
    await database?.close();
  });

  test("the group rollups answer every chart as the site rows, through membership changes", async () => {
    const [g0, g1, g2] = groups as [number, number, number];
    const [s0, , s2, s3] = sites as [TestSite, TestSite, TestSite, TestSite];
    const [, d1, , d3] = own as [number, number, number, number];

    const first = await expectExact("as written");
    // Something was counted for both groups (not two empty answers).
    expect(JSON.stringify(first[`${g0} funnel`])).toContain(s2.slug);
    expect(JSON.stringify(first[`${g1} leads-by-category`])).toContain("Test Drive");

    // A site moves from group 0 to group 2.
    await db.update(websites).set({ dealership_group: g2 }).where(eq(websites.id, s0.id));
    await expectExact("site moved");
    // A dealership moves from group 0 to group 1 (s1 by its own dealership, and s2's rows of it).
    await db.update(dealerships).set({ dealer_group_id: g1 }).where(eq(dealerships.id, d1));
    await expectExact("dealership moved");
    // Two dealerships in one statement: d1 back to group 0, d3 (s3's own) into group 2.
    await db
      .update(dealerships)
      .set({ dealer_group_id: sql`case when ${dealerships.id} = ${d1} then ${g0}::int else ${g2}::int end` })
      .where(inArray(dealerships.id, [d1, d3]));
    await expectExact("two dealerships moved");
    // A site changes its own dealership and group at once.
    await db
      .update(websites)
      .set({ dealership_id: d1, dealership_group: null })
      .where(eq(websites.id, s3.id));
    await expectExact("site's own dealership changed");
    // New rows after the moves, then leads deleted.
    await events(s3, 1, 1);
    await lead(s2, d1, 1, 12, 99);
    await db.delete(leads).where(eq(leads.website_id, s0.id));
    await expectExact("written and deleted after the moves");
    // A dealership leaves its group, then is deleted with its site's rows still counted.
    await db.update(websites).set({ dealership_id: null }).where(eq(websites.id, s3.id));
    await db.update(dealerships).set({ dealer_group_id: null }).where(eq(dealerships.id, d3));
    await expectExact("dealership left its group");
    await db.update(dealerships).set({ dealer_group_id: g2 }).where(eq(dealerships.id, d3));
    // Its leads go first (they reference it); its analytics rows stay, counted in no group of it.
    await db.delete(leads).where(eq(leads.dealership_id, d3));
    await db.delete(locations).where(eq(locations.dealership_id, d3));
    await db.delete(website_dealerships).where(eq(website_dealerships.dealership_id, d3));
    await db.delete(dealerships).where(eq(dealerships.id, d3));
    await expectExact("dealership deleted");
  });

  // PostgreSQL only (PGlite has one connection): an event counted while a move of its site is
  // not yet committed waits for the move (the site's advisory lock), then counts in the new group.
  test.skipIf(target.name !== "postgres")("a write during a site's move lands in its new group", async () => {
    const [g0, , g2] = groups as [number, number, number];
    const [s0] = sites as [TestSite];
    let moved!: () => void;
    const movedYet = new Promise<void>((resolve) => {
      moved = resolve;
    });
    let commit!: () => void;
    const gate = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const [site] = await db.select().from(websites).where(eq(websites.id, s0.id));
    const to = site?.dealership_group === g2 ? g0 : g2;
    const move = db.transaction(async (tx) => {
      await tx.update(websites).set({ dealership_group: to }).where(eq(websites.id, s0.id));
      moved();
      await gate;
    });
    await movedYet;
    let written = false;
    const write = db
      .transaction(async (tx) => {
        await countAnalyticsEvent(tx, {
          website_id: s0.id,
          category: "phone-reveal",
          url: "",
          properties: {},
          at: new Date(),
        });
      })
      .then(() => {
        written = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(written).toBe(false);
    commit();
    await Promise.all([move, write]);
    await expectExact("written during a move");
  });

  test("a write rolled back leaves the group rollups as they were", async () => {
    const before = await groupRows();
    const [s0] = sites as [TestSite];
    await expect(
      db.transaction(async (tx) => {
        await countAnalyticsEvent(tx, {
          website_id: s0.id,
          category: "phone-reveal",
          url: "",
          properties: {},
          at: new Date(),
        });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await groupRows()).toEqual(before);
  });
});
