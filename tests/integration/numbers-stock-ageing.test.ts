// Stock ageing for a group admin's whole scope is read from group_stock_daily (migration 0028)
// plus each band's boundary day from the cars. Through every kind of change to cars (inserts of
// one and many rows, price, status, sold, make, condition, dealership and arrival changes,
// deletes, the feed's upsert, sold and delete, the console's CSV import) and dealerships
// changing group, the chart equals the cars counted one by one (groupRollups false), equals the
// days in stock computed here from the cars (floor of the elapsed days, in the same transaction,
// so the same now()), and the kept rows equal their recomputation. Cars sit on both sides of
// every band limit, and at the start and end of every limit's UTC day.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { defined } from "@/domain/defined";
import { numbersQuerySchema } from "@/domain/numbers/numbers-query";
import { AGE_BANDS } from "@/domain/numbers/pivot";
import { consoleScope } from "@/server/console/console-scope";
import { numbersFilter } from "@/server/console/numbers/numbers-filter";
import { stockAgeing } from "@/server/console/numbers/stock-ageing";
import type { Database, Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";
import { dealer_groups, dealerships } from "@/server/db/schema/all";
import { deleteFeedCar } from "@/server/feed/delete-feed-car";
import { importFeedCars, readFeedFile } from "@/server/feed/import-feed-cars";
import { markFeedCarSold } from "@/server/feed/mark-feed-car-sold";
import { createTestSite, randomIp } from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const CONDITION: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };
const LIMITS = AGE_BANDS.flatMap((band) => (Number.isFinite(band.max) ? [band.max] : []));

describe.each(testDatabaseTargets())("stock ageing from the group stock on $name", (target) => {
  let database: Database;
  let db: Db;
  let groups: [number, number];
  /** d0, d1 in group 0; d2 in group 1; d3 in none. */
  let ds: { id: number; slug: string; name: string }[];
  let serial = 0;

  /**
   * Cars of a dealership arrived `ago` (an SQL interval expression relative to now(), read at
   * the statement), inserted in one statement.
   */
  async function insertCars(dealership: number, arrivals: string[], make = "Toyota", type = "used") {
    const values = arrivals.map((arrival) => {
      serial += 1;
      const s = `ag-${dealership}-${serial}`;
      return sql`(${s}, ${`Car ${serial}`}, ${make}, 'Model', 2020, ${s}, ${type}, 'in_stock', ${dealership}, ${sql.raw(arrival)})`;
    });
    await db.execute(sql`
      insert into cars (slug, name, make, model, year, stocknum, car_type, status, dealership_id, created_at)
      values ${sql.join(values, sql`, `)}`);
  }

  /** Arrivals on both sides of every band limit and at both ends of its UTC day. */
  const boundaryArrivals = () =>
    LIMITS.flatMap((max) => {
      const limit = `now() - interval '1 second' * ${(max + 1) * 86_400}`;
      const dayStart = `((${limit}) at time zone 'UTC')::date::timestamp at time zone 'UTC'`;
      return [
        `${limit} + interval '30 seconds'`,
        `${limit} - interval '30 seconds'`,
        `${limit} + interval '10 minutes'`,
        `${dayStart}`,
        `${dayStart} + interval '1 day' - interval '1 millisecond'`,
        `${dayStart} + interval '1 day'`,
        `${dayStart} - interval '1 millisecond'`,
      ];
    });

  /** Every group's chart both ways and from the days in stock, in one transaction (one now()). */
  async function expectExact(step: string) {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const query = numbersQuerySchema.parse({ from: "2026-01-01", to: "2026-01-31" });
      for (const group of groups) {
        const scope = consoleScope({ role: "group_admin", dealerGroupId: group });
        const fromGroup = await stockAgeing(t, await numbersFilter(t, scope, query));
        const fromCars = await stockAgeing(t, await numbersFilter(t, scope, query, { groupRollups: false }));
        expect((await numbersFilter(t, scope, query)).group, step).toBe(group);
        expect(fromGroup.rows, `${step}, group ${group}`).toEqual(fromCars.rows);
        expect(fromGroup.rows, `${step}, group ${group} by days`).toEqual(await byDays(t, group));
      }
      // The kept rows equal their recomputation from the cars.
      const kept = rowsOf(
        await t.execute(sql`
          select dealer_group_id, make, car_type, day::text as day, cars from group_stock_daily
          where cars <> 0 order by 1, 2, 3, 4`),
        z.record(z.string(), z.unknown()),
      );
      const recomputed = rowsOf(
        await t.execute(sql`
          select d.dealer_group_id, c.make, c.car_type, ((c.created_at at time zone 'UTC')::date)::text as day,
                 count(*)::integer as cars
          from cars c join dealerships d on d.id = c.dealership_id
          where d.dealer_group_id is not null and c.status = 'in_stock' and not c.sold
          group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
        z.record(z.string(), z.unknown()),
      );
      expect(kept, step).toEqual(recomputed);
    });
  }

  /** The chart's rows computed here: each car's whole days in stock, banded. */
  async function byDays(t: Db, group: number) {
    const cars = rowsOf(
      await t.execute(sql`
        select c.make, c.car_type, floor(extract(epoch from now() - c.created_at) / 86400)::integer as days
        from cars c join dealerships d on d.id = c.dealership_id
        where d.dealer_group_id = ${group} and c.status = 'in_stock' and not c.sold`),
      z.object({ make: z.string(), car_type: z.string(), days: z.coerce.number() }),
    );
    const rows = new Map<string, Record<string, string | number>>();
    for (const car of cars) {
      const label = `${car.make} (${CONDITION[car.car_type] ?? car.car_type})`;
      let row = rows.get(label);
      if (!row) {
        row = { group: label };
        for (const band of AGE_BANDS) row[band.key] = 0;
        row.total = 0;
        rows.set(label, row);
      }
      const band = defined(
        AGE_BANDS.find((b) => car.days <= b.max),
        "band",
      );
      row[band.key] = Number(row[band.key]) + 1;
      row.total = Number(row.total) + 1;
    }
    return [...rows.values()].sort(
      (a, b) => Number(b.total) - Number(a.total) || String(a.group).localeCompare(String(b.group)),
    );
  }

  const d = (i: number) => defined(ds[i], `dealership ${i}`);
  const csv = (rows: string[]) =>
    readFeedFile("import.csv", ["stocknum,make,model,year,car_type,status,price", ...rows].join("\n"));

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    const made = await db
      .insert(dealer_groups)
      .values([0, 1].map((i) => ({ name: `Ageing ${i}`, slug: `ageing-${i}-${randomIp()}` })))
      .returning();
    groups = [defined(made[0], "group").id, defined(made[1], "group").id];
    ds = [];
    for (let i = 0; i < 4; i++) {
      const site = await createTestSite(db);
      const [row] = await db
        .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
        .from(dealerships)
        .where(eq(dealerships.slug, defined(site.dealershipSlugs[0], "slug")));
      ds.push(defined(row, "dealership"));
    }
    await db
      .update(dealerships)
      .set({ dealer_group_id: groups[0] })
      .where(eq(dealerships.id, d(0).id));
    await db
      .update(dealerships)
      .set({ dealer_group_id: groups[0] })
      .where(eq(dealerships.id, d(1).id));
    await db
      .update(dealerships)
      .set({ dealer_group_id: groups[1] })
      .where(eq(dealerships.id, d(2).id));
  });
  afterAll(async () => {
    await database?.close();
  });

  test("equals the cars counted one by one through every change", async () => {
    await expectExact("empty");
    // Many rows in one statement, across the bands, times of day and every limit's day.
    const spread = Array.from(
      { length: 60 },
      (_, i) => `now() - interval '${i * 7} days ${(i * 5) % 24} hours'`,
    );
    await insertCars(d(0).id, [...spread, ...boundaryArrivals()]);
    await insertCars(d(1).id, boundaryArrivals(), "Mazda", "new");
    await insertCars(d(2).id, spread, "Kia", "demo");
    await insertCars(d(3).id, spread, "Ford", "used");
    // One row, arrived just now and tomorrow (a clock ahead).
    await insertCars(d(0).id, ["now()"], "Mazda", "demo");
    await insertCars(d(0).id, ["now() + interval '1 day'"], "Mazda", "demo");
    await expectExact("inserted");
    const first = await stockAgeingOf(groups[0]);
    expect(first.length).toBeGreaterThan(1);

    await db.execute(sql`update cars set price = 1000000 + id where dealership_id = ${d(0).id}`);
    await expectExact("prices");
    await db.execute(sql`update cars set status = 'coming_soon' where id % 5 = 0`);
    await expectExact("coming soon");
    await db.execute(sql`update cars set status = 'sold' where id % 7 = 0`);
    await db.execute(sql`update cars set sold = true where id % 11 = 0`);
    await expectExact("sold");
    await db.execute(sql`update cars set status = 'in_stock', sold = false where id % 5 = 0`);
    await expectExact("back in stock");
    await db.execute(sql`update cars set make = 'Hyundai' where id % 3 = 0`);
    await db.execute(sql`update cars set car_type = 'new' where id % 4 = 1`);
    await expectExact("make and condition");
    await db.execute(
      sql`update cars set dealership_id = ${d(2).id} where dealership_id = ${d(0).id} and id % 2 = 0`,
    );
    await db.execute(
      sql`update cars set dealership_id = ${d(0).id} where dealership_id = ${d(3).id} and id % 3 = 1`,
    );
    await expectExact("dealership");
    await db.execute(sql`update cars set created_at = created_at - interval '45 days' where id % 6 = 2`);
    await expectExact("arrival");
    await db.execute(sql`delete from cars where id % 13 = 0`);
    await expectExact("deleted");

    // The console's CSV import (the feed's upsert, all or nothing): new cars, then changes.
    const imported = await importFeedCars(db, {
      dealershipSlug: d(1).slug,
      rows: csv(["IMP1,Toyota,Yaris,2024,new,in_stock,20000", "IMP2,Toyota,Camry,2023,used,in_stock,30000"]),
      now: new Date(),
    });
    expect(imported).toMatchObject({ ok: true, created: 2 });
    await expectExact("imported");
    const changed = await importFeedCars(db, {
      dealershipSlug: d(1).slug,
      rows: csv(["IMP1,Subaru,Yaris,2024,demo,in_stock,21000", "IMP2,Toyota,Camry,2023,used,sold,30000"]),
      now: new Date(),
    });
    expect(changed).toMatchObject({ ok: true, updated: 2 });
    await expectExact("re-imported");
    await db.transaction(async (tx) => {
      await markFeedCarSold(tx, { dealership: d(1), stocknum: "IMP1", now: new Date() });
    });
    await expectExact("feed sold");
    await importFeedCars(db, {
      dealershipSlug: d(1).slug,
      rows: csv(["IMP3,Volvo,XC40,2024,new,in_stock,50000"]),
      now: new Date(),
    });
    await db.transaction(async (tx) => {
      await deleteFeedCar(tx, { dealership: d(1), stocknum: "IMP3" });
    });
    await expectExact("feed delete");

    // Dealerships changing group, two in one statement, then leaving every group.
    await db
      .update(dealerships)
      .set({ dealer_group_id: groups[1] })
      .where(eq(dealerships.id, d(1).id));
    await expectExact("dealership moved");
    await db.execute(sql`update dealerships set dealer_group_id = case when id = ${d(0).id} then ${groups[1]}::integer
      else ${groups[0]}::integer end where id in (${d(0).id}, ${d(2).id})`);
    await expectExact("two dealerships swapped");
    await db
      .update(dealerships)
      .set({ dealer_group_id: null })
      .where(eq(dealerships.id, d(2).id));
    await db
      .update(dealerships)
      .set({ dealer_group_id: groups[0] })
      .where(eq(dealerships.id, d(3).id));
    await expectExact("left and joined");

    // numbers_rebuild's recomputation changes nothing.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select numbers_group_stock_rebuild()`);
    });
    await expectExact("rebuilt");
  });

  test.skipIf(target.name !== "postgres")(
    "a car written during its dealership's move lands in the new group",
    async () => {
      let moved!: () => void;
      const movedYet = new Promise<void>((resolve) => {
        moved = resolve;
      });
      let commit!: () => void;
      const gate = new Promise<void>((resolve) => {
        commit = resolve;
      });
      const [row] = await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.id, d(1).id));
      const to = row?.dealer_group_id === groups[0] ? groups[1] : groups[0];
      const move = db.transaction(async (tx) => {
        await tx
          .update(dealerships)
          .set({ dealer_group_id: to })
          .where(eq(dealerships.id, d(1).id));
        moved();
        await gate;
      });
      await movedYet;
      let written = false;
      serial += 1;
      const write = db
        .transaction(async (tx) => {
          await tx.execute(sql`
          insert into cars (slug, name, make, model, year, stocknum, car_type, status, dealership_id)
          values (${`ag-move-${serial}`}, 'Moving', 'Skoda', 'Octavia', 2024, ${`ag-move-${serial}`}, 'new', 'in_stock', ${d(1).id})`);
        })
        .then(() => {
          written = true;
        });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(written).toBe(false);
      commit();
      await Promise.all([move, write]);
      await expectExact("written during a move");
      expect((await stockAgeingOf(to)).some((r) => String(r.group).startsWith("Skoda"))).toBe(true);
    },
  );

  test("a car write rolled back leaves the group stock as it was", async () => {
    const before = rowsOf(
      await db.execute(sql`select * from group_stock_daily order by 1, 2, 3, 4`),
      z.record(z.string(), z.unknown()),
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update cars set status = 'sold', sold = true where dealership_id = ${d(0).id}`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(
      rowsOf(
        await db.execute(sql`select * from group_stock_daily order by 1, 2, 3, 4`),
        z.record(z.string(), z.unknown()),
      ),
    ).toEqual(before);
    await expectExact("rolled back");
  });

  async function stockAgeingOf(group: number) {
    const scope = consoleScope({ role: "group_admin", dealerGroupId: group });
    const query = numbersQuerySchema.parse({ from: "2026-01-01", to: "2026-01-31" });
    return (await stockAgeing(db, await numbersFilter(db, scope, query))).rows;
  }
});
