import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { rangeDays } from "@/domain/numbers/numbers-query";
import type { NumbersTable } from "@/domain/numbers/numbers-table";
import { ratePercent } from "@/domain/numbers/pivot";
import type { NumbersFilter } from "@/server/console/numbers/numbers-filter";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";

const TOP = 20;

const topRow = z.object({
  vehicle: z.string(),
  stocknum: z.string(),
  views: z.coerce.number(),
  leads: z.coerce.number(),
});
type TopRow = z.infer<typeof topRow>;

/**
 * The most viewed vehicles of a range that is exactly a kept window (analytics_vehicle_window:
 * a year or 28 days) ending on its last day: per dealership in scope only its TOP rows in
 * views order (analytics_vehicle_window_rank_idx: a vehicle's views on every site are one row),
 * then the TOP of those; null when the range is not one, its window ends on another day and
 * cannot be moved there (only forward, never past today), or the window cannot answer for the
 * scope (numbersFilter's windowDealerships and windowExact). The window's last day and the
 * scope are checked in the statement that reads it.
 */
async function fromWindow(db: Db, filter: NumbersFilter): Promise<TopRow[] | null> {
  if (!filter.windowDealerships) return null;
  const days = rangeDays(filter.from, filter.to);
  const [state] = rowsOf(
    await db.execute(sql`
      select through::text as through, ((now() at time zone 'UTC')::date)::text as today
      from analytics_vehicle_window_state where days = ${days}`),
    z.object({ through: z.string(), today: z.string() }),
  );
  if (!state) return null;
  if (state.through < filter.to && filter.to <= state.today) {
    await db.execute(sql`select numbers_vehicle_window_move(${days}::int, ${filter.to}::date)`);
  }
  const rows = rowsOf(
    await db.execute(sql`
      with s as (
        select 1 from analytics_vehicle_window_state
        where days = ${days} and through = ${filter.to}::date and ${filter.windowExact}
      ), views as (
        select w.car_id, sum(w.views) as views
        from unnest(${filter.windowDealerships}) d(id)
        cross join lateral (
          -- "nulls last" as the index is ordered (views is never null): read in index order.
          select analytics_vehicle_window.car_id, analytics_vehicle_window.views
          from analytics_vehicle_window
          where analytics_vehicle_window.days = ${days} and analytics_vehicle_window.dealership_id = d.id
            and analytics_vehicle_window.views > 0
          order by analytics_vehicle_window.views desc nulls last, analytics_vehicle_window.car_id limit ${TOP}
        ) w
        where exists (select 1 from s)
        group by 1 order by 2 desc, 1 limit ${TOP}
      )
      select (select count(*) from s) as current, t.vehicle, t.stocknum, t.views, t.leads
      from (select 1) one left join (
        select c.id, c.name as vehicle, c.stocknum, v.views,
               (select count(*) from leads where ${filter.leads} and leads.car_id = v.car_id) as leads
        from views v join cars c on c.id = v.car_id
      ) t on true
      order by t.views desc, t.id`),
    z.object({
      current: z.coerce.number(),
      vehicle: z.string().nullable(),
      stocknum: z.string().nullable(),
      views: z.coerce.number().nullable(),
      leads: z.coerce.number().nullable(),
    }),
  );
  if (rows[0]?.current !== 1) return null;
  return rows.flatMap((r) => (r.vehicle === null ? [] : [topRow.parse(r)]));
}

/**
 * Any other range: whole months from analytics_vehicle_monthly, the days around them from
 * analytics_vehicle_daily.
 */
async function fromMonths(db: Db, filter: NumbersFilter): Promise<TopRow[]> {
  return rowsOf(
    await db.execute(sql`
      with views as (
        select car_id, sum(views) as views from (
          select analytics_vehicle_monthly.car_id, analytics_vehicle_monthly.views
          from analytics_vehicle_monthly where ${filter.vehiclesMonthly}
          union all
          select analytics_vehicle_daily.car_id, analytics_vehicle_daily.views
          from analytics_vehicle_daily where ${filter.vehiclesOutsideMonths}
        ) v
        group by 1 having sum(views) > 0 order by 2 desc, 1 limit ${TOP}
      )
      select c.name as vehicle, c.stocknum, v.views,
             (select count(*) from leads where ${filter.leads} and leads.car_id = v.car_id) as leads
      from views v join cars c on c.id = v.car_id
      order by v.views desc, c.id`),
    topRow,
  );
}

/** The most viewed vehicles in the range, with the leads naming them and their lead rate. */
export async function topVehicles(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  const rows = (await fromWindow(db, filter)) ?? (await fromMonths(db, filter));
  return {
    chart: "top-vehicles",
    title: `The ${TOP} most viewed vehicles`,
    kind: "bars",
    x: "vehicle",
    series: ["views"],
    columns: [
      { key: "vehicle", label: "Vehicle", numeric: false },
      { key: "stocknum", label: "Stock number", numeric: false },
      { key: "views", label: "Page views", numeric: true },
      { key: "leads", label: "Leads", numeric: true },
      { key: "lead_rate", label: "Leads per 100 views", numeric: true },
    ],
    rows: rows.map((r) => ({ ...r, lead_rate: ratePercent(r.leads, r.views) })),
  };
}
