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
 * 95th percentile, in seconds, interpolated exactly like PostgreSQL's percentile_cont over the
 * leads, here over the day's histogram in lead_delivery_daily; leads never delivered are left
 * out), and how many of its deliveries have failed for good (lead_source_daily).
 */
async function deliveryDays(db: Db, filter: NumbersFilter) {
  // The histogram is read in (day, seconds) order from its covering index and added up as it
  // streams, already in the order the percentiles need. The planner cannot know how many
  // (day, seconds) pairs there are and would rather hash them all and sort them again.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_hashagg = off`);
    return tx.execute(sql`
      with h as (
        select lead_delivery_daily.day, lead_delivery_daily.seconds, sum(lead_delivery_daily.leads)::int8 as n
        from ${filter.tables.leadDeliveryDaily} where ${filter.leadDeliveryDaily}
        group by 1, 2 having sum(lead_delivery_daily.leads) > 0
      ), c as (
        select day, seconds, n, (sum(n) over (partition by day order by seconds rows unbounded preceding))::int8 - n as before,
               (sum(n) over (partition by day))::int8 as total
        from h
      ), r as (
        -- percentile_cont's ranks (0-based): p × (total − 1), and the values just below and above it.
        select day, total, 0.5::float8 * (total - 1)::float8 as m, 0.95::float8 * (total - 1)::float8 as p,
               seconds, before, n
        from c
      ), d as (
        select day, max(total) as delivered,
               max(seconds) filter (where before <= floor(m) and floor(m) < before + n) as m_lo,
               max(seconds) filter (where before <= ceil(m) and ceil(m) < before + n) as m_hi,
               max(seconds) filter (where before <= floor(p) and floor(p) < before + n) as p_lo,
               max(seconds) filter (where before <= ceil(p) and ceil(p) < before + n) as p_hi,
               max(m) as m, max(p) as p
        from r group by day
      ), q as (
        select day, delivered,
               m_lo + (m - floor(m)) * (m_hi - m_lo) as median,
               p_lo + (p - floor(p)) * (p_hi - p_lo) as p95
        from d
      ), l as (
        select lead_source_daily.day, sum(lead_source_daily.leads) as leads, sum(lead_source_daily.failed) as failed
        from ${filter.tables.leadSourceDaily} where ${filter.leadSourceDaily} group by 1
      )
      select to_char(coalesce(l.day, d.day), 'YYYY-MM-DD') as day, coalesce(l.leads, 0) as leads,
             coalesce(d.delivered, 0) as delivered, d.median, d.p95, coalesce(l.failed, 0) as failed
      from l full join q d on d.day = l.day
      where coalesce(l.leads, 0) > 0 or coalesce(d.delivered, 0) > 0`);
  });
  const rows = rowsOf(result, row);
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

/** Failed deliveries per day the lead arrived, from lead_source_daily alone. */
export async function failedDeliveries(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  const counted = rowsOf(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, failed from (
        select lead_source_daily.day, sum(lead_source_daily.failed) as failed
        from ${filter.tables.leadSourceDaily} where ${filter.leadSourceDaily} group by 1
      ) d`),
    z.object({ day: z.string(), failed: z.coerce.number() }),
  );
  const byDay = new Map(counted.map((c) => [c.day, c.failed]));
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
    rows: daysOf(filter.from, filter.to).map((day) => ({ day, failed: byDay.get(day) ?? 0 })),
  };
}
