// The console numbers' rollups kept by triggers (lead_daily, lead_source_daily, lead_delivery_daily,
// analytics_vehicle_monthly, the rolling windows of analytics_vehicle_window) agree with a recomputation from the raw rows after every kind of
// write they count: leads inserted, updated (category, source, moved to another day) and
// deleted; deliveries inserted pending, then delivered, failed, sent again, deleted; vehicle
// views upserted, windows moved forward, far forward and back. A write rolled back leaves them as they were, and the rebuild (what
// `npm run numbers:rebuild` runs) restores them from the raw rows once they are wiped.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { defined } from "@/domain/defined";
import { rebuildRangeSchema } from "@/domain/numbers/rebuild-range";
import { rebuildNumbersRollups } from "@/server/analytics/rebuild-numbers-rollups";
import type { Database, Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";
import { dealerships, lead_deliveries, leads } from "@/server/db/schema/all";
import { createTestSite, type TestSite } from "../support/lead-fixtures";
import { one } from "../support/one";
import { testDatabaseTargets } from "../support/test-databases";

const DAY_MS = 86_400_000;

describe.each(testDatabaseTargets())("numbers rollups on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: TestSite;
  let dealershipId: number;

  const rows = async (query: ReturnType<typeof sql>) =>
    rowsOf(await db.execute(query), z.record(z.string(), z.unknown()))
      .map((r) => JSON.stringify(r))
      .sort();

  /** The rollups as stored (rows counting nothing left out) and as recomputed from raw rows. */
  async function stored() {
    return {
      daily: await rows(sql`
        select website_id, day::text as day, dealership_id, category, leads
        from lead_daily where leads <> 0`),
      sources: await rows(sql`
        select website_id, day::text as day, dealership_id, source_type, source_network, leads, failed
        from lead_source_daily where leads <> 0 or failed <> 0`),
      delivery: await rows(sql`
        select website_id, day::text as day, dealership_id, seconds::float8 as seconds, leads
        from lead_delivery_daily where leads <> 0`),
      monthly: await rows(sql`
        select website_id, month::text as month, car_id, views
        from analytics_vehicle_monthly where views <> 0`),
      windows: await rows(sql`
        select days, dealership_id, car_id, views from analytics_vehicle_window where views <> 0`),
    };
  }
  async function recomputed() {
    const perLead = sql`
      select l.*, (l.created_at at time zone 'UTC')::date as lead_day,
             (select min(d.delivered_at) from lead_deliveries d where d.lead_id = l.id and d.status = 'delivered') as first_at,
             (select count(*) from lead_deliveries d where d.lead_id = l.id and d.status = 'failed')::int as failed_count
      from leads l`;
    return {
      daily: await rows(sql`
        select website_id, lead_day::text as day, coalesce(dealership_id, 0) as dealership_id, category,
               count(*)::int as leads
        from (${perLead}) p group by 1, 2, 3, 4`),
      sources: await rows(sql`
        select website_id, lead_day::text as day, coalesce(dealership_id, 0) as dealership_id,
               coalesce(payload #>> '{attribution,source,type}', '') as source_type,
               coalesce(payload #>> '{attribution,source,network}', '') as source_network,
               count(*)::int as leads, sum(failed_count)::int as failed
        from (${perLead}) p group by 1, 2, 3, 4, 5`),
      delivery: await rows(sql`
        select website_id, lead_day::text as day, coalesce(dealership_id, 0) as dealership_id,
               extract(epoch from first_at - created_at)::float8 as seconds, count(*)::int as leads
        from (${perLead}) p where first_at is not null group by 1, 2, 3, 4`),
      monthly: await rows(sql`
        select website_id, date_trunc('month', day)::date::text as month, car_id, sum(views)::int as views
        from analytics_vehicle_daily group by 1, 2, 3 having sum(views) <> 0`),
      windows: await rows(sql`
        select s.days, d.dealership_id, d.car_id, sum(d.views)::int as views
        from analytics_vehicle_window_state s
        join analytics_vehicle_daily d on d.day between s.through - (s.days - 1) and s.through
        group by 1, 2, 3 having sum(d.views) <> 0`),
    };
  }

  async function addLead(values: {
    daysAgo: number;
    category: string;
    source?: object;
    dealership?: number | null;
  }) {
    return one(
      await db
        .insert(leads)
        .values({
          website_id: site.id,
          dealership_id: values.dealership === undefined ? dealershipId : values.dealership,
          form_id: "general-enquiry",
          category: values.category,
          lead_status: "Complete",
          form_completed: true,
          payload: values.source ? ({ attribution: { source: values.source } } as never) : {},
          created_at: new Date(Date.now() - values.daysAgo * DAY_MS),
        })
        .returning(),
      "lead",
    );
  }
  async function addDelivery(leadId: number, status: "pending" | "delivered" | "failed", afterMs = 0) {
    const lead = one(await db.select().from(leads).where(eq(leads.id, leadId)), "lead");
    return one(
      await db
        .insert(lead_deliveries)
        .values({
          lead_id: leadId,
          website_id: site.id,
          destination: { kind: "email", to: ["dealer@example.com"], channel: "leads" },
          status,
          attempts: status === "pending" ? 0 : 1,
          delivered_at: status === "delivered" ? new Date(lead.created_at.getTime() + afterMs) : null,
        } as typeof lead_deliveries.$inferInsert)
        .returning(),
      "delivery",
    );
  }
  const viewed = (carId: number, day: string, views: number) =>
    db.execute(sql`
      insert into analytics_vehicle_daily (website_id, day, car_id, dealership_id, views)
      values (${site.id}, ${day}::date, ${carId}, ${dealershipId}, ${views})
      on conflict (website_id, day, car_id) do update set views = analytics_vehicle_daily.views + excluded.views`);

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    site = await createTestSite(db, {});
    dealershipId = one(
      await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.slug, defined(site.dealershipSlugs[0], "slug"))),
      "dealership",
    ).id;
  });
  afterAll(async () => {
    await database?.close();
  });

  test("every kind of write keeps the rollups equal to a recomputation from raw rows", async () => {
    const first = await addLead({
      daysAgo: 1,
      category: "Test Drive",
      source: { type: "paid", network: "Google Ads" },
    });
    const second = await addLead({
      daysAgo: 1,
      category: "Test Drive",
      source: { type: "organic", network: null },
    });
    const third = await addLead({ daysAgo: 40, category: "Finance" });
    const orphan = await addLead({ daysAgo: 3, category: "Finance", dealership: null });

    // Pending, then delivered after 12.345 s; a second destination delivered earlier (7.5 s)
    // becomes the first success; a failure; a delivery sent again and failed for good.
    const pending = await addDelivery(first.id, "pending");
    await db
      .update(lead_deliveries)
      .set({ status: "delivered", delivered_at: new Date(first.created_at.getTime() + 12_345) })
      .where(eq(lead_deliveries.id, pending.id));
    await addDelivery(first.id, "delivered", 7_500);
    await addDelivery(second.id, "failed");
    await addDelivery(second.id, "delivered", 30_000);
    await addDelivery(third.id, "delivered", 90_000);
    const resend = await addDelivery(orphan.id, "pending");
    await db.update(lead_deliveries).set({ status: "failed" }).where(eq(lead_deliveries.id, resend.id));
    expect(await stored()).toEqual(await recomputed());
    const after = await stored();
    expect(after.delivery.length).toBe(3);
    expect(after.sources.some((r) => r.includes('"failed":1'))).toBe(true);

    // A later step changes the category and the source; a lead is moved a day; a delivery and
    // a lead are deleted; the delivered one turned failed.
    await db
      .update(leads)
      .set({ category: "Used Vehicle", payload: { attribution: { source: { type: "referral" } } } as never })
      .where(eq(leads.id, second.id));
    await db
      .update(leads)
      .set({ created_at: new Date(third.created_at.getTime() - DAY_MS) })
      .where(eq(leads.id, third.id));
    await db.delete(lead_deliveries).where(eq(lead_deliveries.id, pending.id));
    await db.delete(leads).where(eq(leads.id, orphan.id));
    await db
      .update(lead_deliveries)
      .set({ status: "failed", delivered_at: null })
      .where(eq(lead_deliveries.lead_id, third.id));
    expect(await stored()).toEqual(await recomputed());

    // Vehicle views: new rows and upserts, in two months.
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 35 * DAY_MS).toISOString().slice(0, 10);
    await viewed(101, today, 2);
    await viewed(101, today, 1);
    await viewed(101, monthAgo, 4);
    await viewed(102, monthAgo, 1);
    const now = await stored();
    expect(now).toEqual(await recomputed());
    expect(now.monthly).toContain(
      JSON.stringify({ website_id: site.id, month: `${today.slice(0, 7)}-01`, car_id: 101, views: 3 }),
    );
    expect(now.windows).toContain(
      JSON.stringify({ days: 28, dealership_id: dealershipId, car_id: 101, views: 3 }),
    );
    expect(now.windows).toContain(
      JSON.stringify({ days: 365, dealership_id: dealershipId, car_id: 101, views: 7 }),
    );
    // A day's views deleted and a day's row rewritten count out of the windows too.
    await db.execute(sql`delete from analytics_vehicle_daily where car_id = 102`);
    await db.execute(
      sql`update analytics_vehicle_daily set views = 5 where car_id = 101 and day = ${today}::date`,
    );
    await viewed(102, monthAgo, 1);
    const settled = await stored();
    expect(settled).toEqual(await recomputed());

    // A write rolled back leaves the rollups as they were.
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(leads).values({
          website_id: site.id,
          dealership_id: dealershipId,
          form_id: "general-enquiry",
          category: "Rolled back",
          lead_status: "Complete",
          form_completed: true,
          payload: {},
        });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await stored()).toEqual(settled);
  });

  test("the rebuild recomputes wiped rollups from the raw rows for its range only", async () => {
    const before = await stored();
    expect(before.daily.length).toBeGreaterThan(0);
    // The leads' own delivery columns forgotten too (their trigger counts that change: wiped after).
    await db.execute(sql`update leads set first_delivered_at = null, failed_deliveries = 0`);
    await db.execute(sql`delete from lead_daily`);
    await db.execute(sql`delete from lead_source_daily`);
    await db.execute(sql`delete from lead_delivery_daily`);
    await db.execute(sql`delete from analytics_vehicle_monthly`);
    await db.execute(sql`delete from analytics_vehicle_window`);
    // The last 10 days only: the lead of 41 days ago stays out until the range covers it.
    const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);
    await rebuildNumbersRollups(db, rebuildRangeSchema.parse({ from: day(10), to: day(0) }));
    const partial = await stored();
    expect(partial.daily.some((r) => r.includes('"category":"Finance"'))).toBe(false);
    expect(partial.daily.some((r) => r.includes('"category":"Test Drive"'))).toBe(true);
    await rebuildNumbersRollups(db, rebuildRangeSchema.parse({ from: day(60), to: day(0) }));
    expect(await stored()).toEqual(before);
    expect(await stored()).toEqual(await recomputed());
  });

  test("a window moved forward, far forward and back counts exactly the days it then covers", async () => {
    const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);
    // Views at each edge of the windows as they move.
    for (const [car, ago, views] of [
      [201, 0, 1],
      [201, 2, 2],
      [202, 27, 4],
      [202, 28, 8],
      [203, 29, 16],
      [203, 364, 32],
      [204, 365, 64],
      [204, 400, 128],
    ] as const)
      await viewed(car, day(ago), views);
    expect(await stored()).toEqual(await recomputed());
    const through = async (days: number) =>
      rowsOf(
        await db.execute(
          sql`select through::text as through from analytics_vehicle_window_state where days = ${days}`,
        ),
        z.object({ through: z.string() }),
      )[0]?.through;
    for (const [days, to] of [
      [28, day(-2)],
      [28, day(-50)],
      [28, day(0)],
      [365, day(30)],
      [365, day(-1)],
      [365, day(0)],
    ] as const) {
      await db.execute(sql`select numbers_vehicle_window_move(${days}::int, ${to}::date)`);
      expect(await through(days)).toBe(to);
      // A view counted while the window ends there.
      await viewed(205, to, 1);
      expect(await stored()).toEqual(await recomputed());
    }
  });

  test("the rebuild range is checked: real days, from ≤ to, at most ten years", () => {
    expect(
      rebuildRangeSchema.safeParse({ from: "2026-02-30", to: "2026-03-01" }).error?.issues[0]?.message,
    ).toBe("from is not a real day");
    expect(
      rebuildRangeSchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }).error?.issues[0]?.message,
    ).toBe("from must not be after to");
    expect(
      rebuildRangeSchema.safeParse({ from: "2000-01-01", to: "2026-03-01" }).error?.issues[0]?.message,
    ).toBe("the range must be at most 3660 days");
    expect(rebuildRangeSchema.safeParse({ from: "2026-01-01", to: "2026-03-01" }).success).toBe(true);
  });
});
