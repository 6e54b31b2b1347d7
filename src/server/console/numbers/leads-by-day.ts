import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { LEAD_SOURCE_GROUPS, LEAD_SOURCE_LABELS, leadSourceGroup } from "@/domain/numbers/lead-source";
import { daysOf } from "@/domain/numbers/numbers-query";
import type { NumbersTable } from "@/domain/numbers/numbers-table";
import { pivot, topSeries } from "@/domain/numbers/pivot";
import type { NumbersFilter } from "@/server/console/numbers/numbers-filter";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";

/** The categories drawn one by one; the rest are added up as "Other". */
const MAX_CATEGORIES = 8;

/** Leads per day by their form's category (the eight largest, then Other), from lead_daily. */
export async function leadsByCategory(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  const counted = rowsOf(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as x, series, value from (
        select lead_daily.day, lead_daily.category as series, sum(lead_daily.leads) as value
        from ${filter.tables.leadDaily} where ${filter.leadDaily} group by 1, 2 having sum(lead_daily.leads) > 0
      ) c`),
    z.object({ x: z.string(), series: z.string(), value: z.coerce.number() }),
  );
  const categories = topSeries(counted, MAX_CATEGORIES).sort();
  const hasOther = new Set(counted.map((c) => c.series)).size > categories.length;
  const keys = categories.map((_, i) => `c${i}`);
  const renamed = counted.map((c) => {
    const i = categories.indexOf(c.series);
    return { ...c, series: i === -1 ? "other" : (keys[i] as string) };
  });
  const series = hasOther ? [...keys, "other"] : keys;
  return {
    chart: "leads-by-category",
    title: "Leads per day by category",
    kind: "stacked-bars",
    x: "day",
    series,
    columns: [
      { key: "day", label: "Day", numeric: false },
      ...categories.map((label, i) => ({ key: keys[i] as string, label, numeric: true })),
      ...(hasOther ? [{ key: "other", label: "Other", numeric: true }] : []),
      { key: "total", label: "All leads", numeric: true },
    ],
    rows: pivot(renamed, daysOf(filter.from, filter.to), series, "day").map((row) => ({
      ...row,
      total: series.reduce((sum, key) => sum + Number(row[key] ?? 0), 0),
    })),
  };
}

/**
 * Leads per day by source: the source each lead was stored with (its attribution's last
 * touch), grouped as organic, ads by network (click id or paid campaign), referral, direct;
 * from lead_source_daily.
 */
export async function leadsBySource(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  const counted = rowsOf(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as x, nullif(type, '') as type, nullif(network, '') as network, value from (
        select lead_source_daily.day, lead_source_daily.source_type as type,
               lead_source_daily.source_network as network, sum(lead_source_daily.leads) as value
        from ${filter.tables.leadSourceDaily} where ${filter.leadSourceDaily}
        group by 1, 2, 3 having sum(lead_source_daily.leads) > 0
      ) c`),
    z.object({
      x: z.string(),
      type: z.string().nullable(),
      network: z.string().nullable(),
      value: z.coerce.number(),
    }),
  );
  const series = [...LEAD_SOURCE_GROUPS];
  return {
    chart: "leads-by-source",
    title: "Leads per day by source",
    kind: "stacked-bars",
    x: "day",
    series,
    columns: [
      { key: "day", label: "Day", numeric: false },
      ...series.map((key) => ({ key, label: LEAD_SOURCE_LABELS[key], numeric: true })),
    ],
    rows: pivot(
      counted.map((c) => ({ x: c.x, series: leadSourceGroup(c.type, c.network), value: c.value })),
      daysOf(filter.from, filter.to),
      series,
      "day",
    ),
  };
}
