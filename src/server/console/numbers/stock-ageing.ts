import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { NumbersTable } from "@/domain/numbers/numbers-table";
import { AGE_BANDS } from "@/domain/numbers/pivot";
import type { NumbersFilter } from "@/server/console/numbers/numbers-filter";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";

const MAX_ROWS = 60;
const CONDITION: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };

/**
 * The stock in stock today by make and condition, counted in bands of days since it arrived
 * (the car's row was created). The date range does not apply: this is the stock as it is.
 */
export async function stockAgeing(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  // A car is within `max` days when floor((now − arrival) / 1 day) ≤ max, that is when it
  // arrived after now − (max + 1) days (in seconds, as the epoch difference counts): per car one
  // comparison of the indexed column per band limit, no arithmetic; a band is the difference of
  // two of these counts.
  const limits = AGE_BANDS.flatMap((band) => (Number.isFinite(band.max) ? [band.max] : []));
  const limitAt = (max: number) => sql`(now() - interval '1 second' * ${(max + 1) * 86_400})`;
  const counted = rowsOf(
    await db.execute(
      filter.group === null ? countCars(filter, limits, limitAt) : countGroup(filter.group, limits, limitAt),
    ),
    z
      .object({ make: z.string(), car_type: z.string(), total: z.coerce.number() })
      .catchall(z.coerce.number()),
  );
  const rows = new Map<string, Record<string, string | number>>();
  for (const c of counted) {
    const label = `${c.make} (${CONDITION[c.car_type] ?? c.car_type})`;
    let row = rows.get(label);
    if (!row) {
      row = { group: label, make: c.make, condition: CONDITION[c.car_type] ?? c.car_type, total: 0 };
      for (const band of AGE_BANDS) row[band.key] = 0;
      rows.set(label, row);
    }
    AGE_BANDS.forEach((band, i) => {
      const upTo = i < limits.length ? Number(c[`w${i}`]) : c.total;
      const below = i === 0 ? 0 : Number(c[`w${i - 1}`]);
      row[band.key] = Number(row[band.key]) + upTo - below;
    });
    row.total = Number(row.total) + c.total;
  }
  return {
    chart: "stock-ageing",
    title: "Stock ageing: days in stock by make and condition (today)",
    kind: "stacked-bars",
    x: "group",
    series: AGE_BANDS.map((b) => b.key),
    columns: [
      { key: "group", label: "Make and condition", numeric: false },
      ...AGE_BANDS.map((b) => ({ key: b.key, label: b.label, numeric: true })),
      { key: "total", label: "In stock", numeric: true },
    ],
    rows: [...rows.values()]
      .sort((a, b) => Number(b.total) - Number(a.total) || String(a.group).localeCompare(String(b.group)))
      .slice(0, MAX_ROWS)
      .map(({ make: _m, condition: _c, ...row }) => row),
  };
}

type LimitAt = (max: number) => SQL;

/** The stock of the filter's dealerships counted car by car (a site, a dealership, staff, operators). */
function countCars(filter: NumbersFilter, limits: readonly number[], limitAt: LimitAt): SQL {
  const within = sql.join(
    limits.map(
      (max, i) =>
        sql`count(*) filter (where cars.created_at > ${limitAt(max)}) as ${sql.identifier(`w${i}`)}`,
    ),
    sql`, `,
  );
  return sql`
    select cars.make, cars.car_type, count(*) as total, ${within}
    from cars where ${filter.cars} and cars.status = 'in_stock' and not cars.sold
    group by 1, 2`;
}

/**
 * A group admin's whole stock, from group_stock_daily (cars in stock by make, condition and UTC
 * arrival day) and, for each band limit, the cars of its boundary day. A limit (now − (max + 1)
 * days) falls inside one UTC day: every car that arrived on a later day arrived after it, every
 * car of an earlier day before it, so those are whole days of the rollup; the boundary day's
 * cars are compared with the limit one by one (a range of cars_in_stock_ageing_idx per
 * dealership). Both in one statement, so one snapshot: the same answer as counting every car.
 */
function countGroup(group: number, limits: readonly number[], limitAt: LimitAt): SQL {
  const boundaryDay = (max: number) => sql`(${limitAt(max)} at time zone 'UTC')::date`;
  const dayEnd = (max: number) => sql`((${boundaryDay(max)} + 1)::timestamp at time zone 'UTC')`;
  const onBoundary = (max: number) =>
    sql`cars.created_at > ${limitAt(max)} and cars.created_at < ${dayEnd(max)}`;
  const columns = (each: (max: number) => SQL) =>
    sql.join(
      limits.map((max, i) => sql`${each(max)} as ${sql.identifier(`w${i}`)}`),
      sql`, `,
    );
  const sums = (i: number) => sql`sum(${sql.identifier(`w${i}`)})`;
  return sql`
    select make, car_type, sum(total) as total, ${sql.join(
      limits.map((_, i) => sql`${sums(i)} as ${sql.identifier(`w${i}`)}`),
      sql`, `,
    )}
    from (
      select make, car_type, sum(cars) as total,
        ${columns((max) => sql`coalesce(sum(cars) filter (where day > ${boundaryDay(max)}), 0)`)}
      from group_stock_daily where dealer_group_id = ${group}
      group by 1, 2
      union all
      select cars.make, cars.car_type, 0, ${columns((max) => sql`count(*) filter (where ${onBoundary(max)})`)}
      from cars
      where cars.dealership_id in (select dealerships.id from dealerships where dealerships.dealer_group_id = ${group})
        and cars.status = 'in_stock' and not cars.sold
        and (${sql.join(
          limits.map((max) => sql`(${onBoundary(max)})`),
          sql` or `,
        )})
      group by 1, 2
    ) counted
    group by 1, 2
    having sum(total) > 0`;
}
