import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { daysOf } from "@/domain/numbers/numbers-query";
import type { NumbersTable } from "@/domain/numbers/numbers-table";
import type { NumbersFilter } from "@/server/console/numbers/numbers-filter";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";

const row = z.object({
  day: z.string(),
  leads: z.coerce.number(),
  delivered: z.coerce.number(),
  median: z.coerce.number().nullable(),
  p95: z.coerce.number().nullable(),
  failed: z.coerce.number(),
});

/**
 * Per day a lead arrived: how long its first successful delivery took (the median and the
 * 95th percentile, in seconds, interpolated like PostgreSQL's percentile_cont; leads never
 * delivered are left out), and how many of its deliveries have failed for good.
 */
async function deliveryDays(db: Db, filter: NumbersFilter) {
  const rows = rowsOf(
    await db.execute(sql`
      with per_lead as (
        select to_char(leads.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
               extract(epoch from d.first_at - leads.created_at) as seconds, d.failed
        from leads
        cross join lateral (
          select min(ld.delivered_at) filter (where ld.status = 'delivered') as first_at,
                 count(*) filter (where ld.status = 'failed') as failed
          from lead_deliveries ld where ld.lead_id = leads.id
        ) d
        where ${filter.leads}
      )
      select day, count(*) as leads, count(seconds) as delivered,
             percentile_cont(0.5) within group (order by seconds) filter (where seconds is not null) as median,
             percentile_cont(0.95) within group (order by seconds) filter (where seconds is not null) as p95,
             coalesce(sum(failed), 0) as failed
      from per_lead group by day`),
    row,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysOf(filter.from, filter.to).map(
    (day) => byDay.get(day) ?? { day, leads: 0, delivered: 0, median: null, p95: null, failed: 0 },
  );
}

const seconds = (value: number | null) => (value === null ? null : Math.round(value));

export async function deliveryTimes(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  const days = await deliveryDays(db, filter);
  return {
    chart: "delivery-times",
    title: "Time from lead to first successful delivery (seconds)",
    kind: "lines",
    x: "day",
    series: ["median", "p95"],
    columns: [
      { key: "day", label: "Day", numeric: false },
      { key: "median", label: "Median (s)", numeric: true },
      { key: "p95", label: "95th percentile (s)", numeric: true },
      { key: "delivered", label: "Leads delivered", numeric: true },
      { key: "leads", label: "Leads", numeric: true },
    ],
    rows: days.map((d) => ({
      day: d.day,
      median: seconds(d.median),
      p95: seconds(d.p95),
      delivered: d.delivered,
      leads: d.leads,
    })),
  };
}

export async function failedDeliveries(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  const days = await deliveryDays(db, filter);
  return {
    chart: "failed-deliveries",
    title: "Failed deliveries by the day the lead arrived",
    kind: "bars",
    x: "day",
    series: ["failed"],
    columns: [
      { key: "day", label: "Day", numeric: false },
      { key: "failed", label: "Failed deliveries", numeric: true },
    ],
    rows: days.map((d) => ({ day: d.day, failed: d.failed })),
  };
}
