// The console's numbers (charts' data) over the route handler as Next calls it, on PGlite (and
// PostgreSQL when TEST_DATABASE_URL is set): events stored through the sites' own path are
// counted in the daily rollup (a page naming another dealer's car counts against no car),
// every chart answers what was stored, the median/p95 of lead → first delivery, CSV with
// formula cells neutralised, and hostile queries (other tenants' ids 404, bad ranges 422).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as numbers } from "@/app/platform/console/api/numbers/[chart]/route";
import type { StaffTenant } from "@/domain/console/staff-roles";
import { defined } from "@/domain/defined";
import type { NumbersTable } from "@/domain/numbers/numbers-table";
import { recordAnalyticsEvent } from "@/server/analytics/record-analytics-event";
import type { Database, Db } from "@/server/db/client";
import { cars, dealer_groups, dealerships, lead_deliveries, leads, websites } from "@/server/db/schema/all";
import { call, consoleRequest, type Jar, signInAs } from "../support/console-client";
import { createTestSite, randomIp, type TestSite, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

interface Tenant {
  groupId: number;
  site: TestSite;
  dealershipId: number;
  car: { id: number; slug: string };
}

const DAY_MS = 86_400_000;

describe.each(testDatabaseTargets())("console numbers on $name", (target) => {
  let database: Database;
  let db: Db;
  let a: Tenant;
  let b: Tenant;
  const jars: Record<string, Jar> = {};
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  const jar = (who: string) => defined(jars[who], `jar of ${who}`);

  async function tenant(groupId: number, name: string, carName: string): Promise<Tenant> {
    const site = await createTestSite(db, { slug: `${name}${Date.now() % 100000}` });
    const dealership = one(
      await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.slug, defined(site.dealershipSlugs[0], "slug"))),
      "dealership",
    );
    await db.update(dealerships).set({ dealer_group_id: groupId }).where(eq(dealerships.id, dealership.id));
    await db.update(websites).set({ dealership_group: groupId }).where(eq(websites.id, site.id));
    const car = one(
      await db
        .insert(cars)
        .values(
          carValues(dealership.id, {
            slug: `${name}-car-${randomIp()}`,
            name: carName,
            make: "Mazda",
            created_at: new Date(Date.now() - 45 * DAY_MS),
          }),
        )
        .returning({ id: cars.id, slug: cars.slug }),
      "car",
    );
    return { groupId, site, dealershipId: dealership.id, car };
  }

  function event(
    site: TestSite,
    category: string,
    props: Record<string, string | number | null> = {},
    url = "",
  ) {
    return recordAnalyticsEvent(db, {
      site: { id: site.id, slug: site.slug },
      event: {
        url: url || `http://${site.host}/`,
        category,
        lead_id: null,
        anon_id: "anon",
        session_id: "session",
        error_message: null,
        event_properties: props,
      },
    });
  }

  /** A lead on A's site at 01:00 UTC yesterday, delivered after `seconds` (or failed when null). */
  async function lead(
    site: TestSite,
    dealershipId: number,
    seconds: number | null,
    source?: object,
    carId?: number,
  ) {
    const created = new Date(`${yesterday}T01:00:00Z`);
    const row = one(
      await db
        .insert(leads)
        .values({
          website_id: site.id,
          dealership_id: dealershipId,
          form_id: "general-enquiry",
          category: "General Enquiry",
          lead_status: "Complete",
          form_completed: true,
          car_id: carId ?? null,
          payload: source ? ({ attribution: { source } } as never) : {},
          created_at: created,
        })
        .returning(),
      "lead",
    );
    await db.insert(lead_deliveries).values({
      lead_id: row.id,
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

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    const [ga, gb] = await db
      .insert(dealer_groups)
      .values([
        { name: "Numbers A", slug: `numbers-a-${randomIp()}` },
        { name: "Numbers B", slug: `numbers-b-${randomIp()}` },
      ])
      .returning();
    a = await tenant(defined(ga, "ga").id, "numa", '=HYPERLINK("http://evil.example")');
    b = await tenant(defined(gb, "gb").id, "numb", "2020 Mazda CX-5");

    for (let i = 0; i < 3; i++) await event(a.site, "Vehicle Search");
    await event(a.site, "Used Vehicle Details", { car_slug: a.car.slug });
    await event(
      a.site,
      "Used Vehicle Details",
      { car_slug: a.car.slug },
      `http://${a.site.host}/cars/x?gclid=abc123`,
    );
    // A's page naming B's car: counted as a view on A's site, against no car.
    await event(a.site, "Used Vehicle Details", { car_slug: b.car.slug });
    await event(a.site, "phone-reveal", { car_id: a.car.id, dealership_id: a.dealershipId });
    await event(a.site, "car_phone_call", { car_id: a.car.id });
    await event(a.site, "car_phone_call", { car_id: null });
    await event(a.site, "Click to Call", { car_id: a.car.id });

    // Delays 10, 20, 30, 40, 100 s: median 30; p95 = 40 + 0.8 × (100 − 40) = 88 (percentile_cont).
    await lead(
      a.site,
      a.dealershipId,
      10,
      { type: "paid", network: "Google Ads", detail: "gclid" },
      a.car.id,
    );
    await lead(a.site, a.dealershipId, 20, { type: "organic", network: null, detail: "www.google.com" });
    await lead(a.site, a.dealershipId, 30);
    await lead(a.site, a.dealershipId, 40);
    await lead(a.site, a.dealershipId, 100);
    await lead(a.site, a.dealershipId, null);

    const staff: [string, StaffTenant][] = [
      ["nop", { role: "operator" }],
      ["nga", { role: "group_admin", dealerGroupId: a.groupId }],
      ["ngb", { role: "group_admin", dealerGroupId: b.groupId }],
      ["nsa", { role: "dealership_staff", dealershipId: a.dealershipId }],
    ];
    for (const [who, tenant] of staff)
      jars[who] = await signInAs(db, tenant, { id: who, email: `${who}-${target.name}@console.example` });
  });

  afterAll(async () => {
    await database?.close();
  });

  function ask(who: string, chart: string, query: string) {
    return call(numbers, consoleRequest("GET", `/console/api/numbers/${chart}?${query}`, jar(who)), {
      chart,
    });
  }
  async function table(who: string, chart: string, query: string): Promise<NumbersTable> {
    const response = await ask(who, chart, query);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as NumbersTable;
  }
  const range = () => `from=${yesterday}&to=${today}`;
  const rowOf = (t: NumbersTable, key: string) =>
    defined(
      t.rows.find((r) => r[t.x] === key),
      `row ${key}`,
    );

  test("phone reveals and calls per day: the car_phone_call events, not event 25 again", async () => {
    const phone = await table("nga", "phone", `${range()}&site=${a.site.id}`);
    expect(phone.rows).toHaveLength(2);
    expect(rowOf(phone, today)).toEqual({ day: today, phone_reveal: 1, phone_call: 2 });
    expect(rowOf(phone, yesterday)).toEqual({ day: yesterday, phone_reveal: 0, phone_call: 0 });
  });

  test("the funnel per site: searches, vehicle views and leads", async () => {
    const funnel = await table("nga", "funnel", range());
    const row = rowOf(
      funnel,
      defined((await db.select().from(websites).where(eq(websites.id, a.site.id)))[0], "site").name,
    );
    expect(row).toMatchObject({ searches: 3, views: 3, leads: 6, lead_rate: 200 });
  });

  test("most viewed vehicles: only the site's own cars, with leads and lead rate", async () => {
    const top = await table("nga", "top-vehicles", range());
    expect(top.rows).toEqual([
      {
        vehicle: '=HYPERLINK("http://evil.example")',
        stocknum: expect.any(String),
        views: 2,
        leads: 1,
        lead_rate: 50,
      },
    ]);
    const bTop = await table("ngb", "top-vehicles", range());
    expect(bTop.rows).toEqual([]);
  });

  test("most viewed vehicles over a kept window (28 days, a year) answer as the months and days do", async () => {
    const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);
    // 27 days ago counts in the 28 days; 28 days ago only in the year (and in 29 days).
    await db.execute(sql`
      insert into analytics_vehicle_daily (website_id, day, car_id, dealership_id, views)
      values (${a.site.id}, ${day(27)}::date, ${a.car.id}, ${a.dealershipId}, 3),
             (${a.site.id}, ${day(28)}::date, ${a.car.id}, ${a.dealershipId}, 5)`);
    const views = async (who: string, query: string) =>
      (await table(who, "top-vehicles", query)).rows.map((r) => r.views);
    expect(await views("nga", `from=${day(27)}&to=${today}`)).toEqual([5]);
    expect(await views("nga", `from=${day(28)}&to=${today}`)).toEqual([10]);
    expect(await views("nga", `from=${day(364)}&to=${today}`)).toEqual([10]);
    expect(await views("nga", `from=${day(27)}&to=${today}&site=${a.site.id}`)).toEqual([5]);
    expect(await views("nga", `from=${day(27)}&to=${today}&dealership=${a.dealershipId}`)).toEqual([5]);
    expect(await views("nsa", `from=${day(27)}&to=${today}`)).toEqual([5]);
    expect(await views("ngb", `from=${day(364)}&to=${today}`)).toEqual([]);
    // A 28-day range ending yesterday: the window ends today and is not moved back.
    expect(await views("nga", `from=${day(28)}&to=${yesterday}`)).toEqual([8]);
    await db.execute(sql`
      delete from analytics_vehicle_daily where website_id = ${a.site.id} and day in (${day(27)}::date, ${day(28)}::date)`);
  });

  test("most viewed vehicles over a window: a vehicle's views on every site add up; a site showing another group's vehicles counts only its own views for its group", async () => {
    const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);
    // B's site also shows A's dealership's vehicles: A's car viewed 3 more times on A's site (2
    // already today), 4 on B's.
    await db.execute(
      sql`insert into website_dealerships (website_id, dealership_id) values (${b.site.id}, ${a.dealershipId})`,
    );
    await db.execute(sql`
      insert into analytics_vehicle_daily (website_id, day, car_id, dealership_id, views)
      values (${a.site.id}, ${day(3)}::date, ${a.car.id}, ${a.dealershipId}, 3),
             (${b.site.id}, ${day(3)}::date, ${a.car.id}, ${a.dealershipId}, 4)`);
    const views = async (who: string, query: string) =>
      (await table(who, "top-vehicles", query)).rows.map((r) => r.views);
    for (const from of [day(27), day(364)]) {
      // A's dealership's car: its views on both sites (the window's one row for it).
      expect(await views("nga", `from=${from}&to=${today}`)).toEqual([9]);
      expect(await views("nsa", `from=${from}&to=${today}`)).toEqual([9]);
      expect(await views("nop", `from=${from}&to=${today}`)).toEqual([9]);
      expect(await views("nga", `from=${from}&to=${today}&site=${a.site.id}`)).toEqual([5]);
      // B's admin: only the views on B's site (the window cannot answer; months and days do).
      expect(await views("ngb", `from=${from}&to=${today}`)).toEqual([4]);
    }
    await db.execute(sql`delete from website_dealerships where website_id = ${b.site.id}`);
    await db.execute(sql`
      delete from analytics_vehicle_daily where website_id in (${a.site.id}, ${b.site.id}) and day = ${day(3)}::date`);
  });

  test("time to first successful delivery: median and p95 per day, and failed deliveries", async () => {
    const times = await table("nga", "delivery-times", range());
    expect(rowOf(times, yesterday)).toEqual({ day: yesterday, median: 30, p95: 88, delivered: 5, leads: 6 });
    expect(rowOf(times, today)).toMatchObject({ median: null, p95: null, leads: 0 });
    const failed = await table("nga", "failed-deliveries", range());
    expect(rowOf(failed, yesterday)).toEqual({ day: yesterday, failed: 1 });
  });

  test("leads by source and by category", async () => {
    const bySource = await table("nga", "leads-by-source", `${range()}&dealership=${a.dealershipId}`);
    expect(rowOf(bySource, yesterday)).toMatchObject({ ads_google: 1, organic: 1, direct: 4, referral: 0 });
    const byCategory = await table("nsa", "leads-by-category", range());
    expect(byCategory.columns.map((c) => c.label)).toEqual(["Day", "General Enquiry", "All leads"]);
    expect(rowOf(byCategory, yesterday)).toEqual({ day: yesterday, c0: 6, total: 6 });
  });

  test("stock ageing by make and condition", async () => {
    const ageing = await table("nsa", "stock-ageing", range());
    expect(ageing.rows).toEqual([
      { group: "Mazda (Used)", d0_30: 0, d31_60: 1, d61_90: 0, d91_180: 0, d181: 0, total: 1 },
    ]);
  });

  test("scope: another group's admin sees none of A's numbers; the operator sees them", async () => {
    const phone = await table("ngb", "phone", range());
    expect(rowOf(phone, today)).toEqual({ day: today, phone_reveal: 0, phone_call: 0 });
    const all = await table("nop", "phone", `${range()}&site=${a.site.id}`);
    expect(rowOf(all, today)).toMatchObject({ phone_reveal: 1, phone_call: 2 });
  });

  test("CSV: streamed, labelled columns, formula cells prefixed with an apostrophe", async () => {
    const response = await ask("nga", "top-vehicles", `${range()}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`top-vehicles-${yesterday}-${today}.csv`);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("Vehicle,Stock number,Page views,Leads,Leads per 100 views");
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",/);
  });

  test("other tenants' ids are 404, like ids that do not exist", async () => {
    expect((await ask("nga", "phone", `${range()}&site=${b.site.id}`)).status).toBe(404);
    expect((await ask("nga", "phone", `${range()}&dealership=${b.dealershipId}`)).status).toBe(404);
    expect((await ask("nsa", "phone", `${range()}&site=${a.site.id}`)).status).toBe(404);
    expect((await ask("ngb", "funnel", `${range()}&site=${a.site.id}&format=csv`)).status).toBe(404);
    expect((await ask("nga", "phone", `${range()}&site=2147483647`)).status).toBe(404);
    expect((await ask("nga", "no-such-chart", range())).status).toBe(404);
  });

  test("hostile ranges and parameters get 422 naming the field", async () => {
    const fields = async (query: string) => {
      const response = await ask("nga", "phone", query);
      expect(response.status).toBe(422);
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(await fields("from=2025-01-01&to=2026-01-02")).toEqual({
      to: "must be at most 366 days after from",
    });
    expect(await fields("from=2026-03-02&to=2026-03-01")).toEqual({ to: "must be on or after from" });
    expect(await fields("from=2026-02-30&to=2026-03-01")).toEqual({ from: "is not a real date" });
    expect(await fields("from=yesterday&to=2026-03-01")).toEqual({ from: "must be a date as YYYY-MM-DD" });
    expect(Object.keys(await fields("to=2026-03-01"))).toEqual(["from"]);
    expect(Object.keys(await fields(`${range()}&site=-1`))).toEqual(["site"]);
    expect(Object.keys(await fields(`${range()}&site=1' or 1=1`))).toEqual(["site"]);
    expect(await fields(`${range()}&site=${a.site.id}&dealership=${a.dealershipId}`)).toEqual({
      dealership: "choose a site or a dealership, not both",
    });
    expect(Object.keys(await fields(`${range()}&group=1`))).toHaveLength(1);
  });

  test("signed out: 401", async () => {
    const response = await call(
      numbers,
      consoleRequest("GET", `/console/api/numbers/phone?${range()}`, new Map()),
      {
        chart: "phone",
      },
    );
    expect(response.status).toBe(401);
  });
});
