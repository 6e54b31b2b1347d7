import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { NumbersTable } from "@/domain/numbers/numbers-table";
import { ratePercent } from "@/domain/numbers/pivot";
import type { NumbersFilter } from "@/server/console/numbers/numbers-filter";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";

/** The most sites the funnel lists (the busiest by searches). */
const MAX_SITES = 100;

/**
 * Per site: searches (a search or the stock list), vehicle pages viewed and leads received in
 * the range, with the share of vehicle views that became a lead.
 */
export async function funnel(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  // A group's whole scope reads one row per day and site from group_funnel_daily; otherwise the
  // site rows of analytics_daily and lead_source_daily.
  const counts =
    filter.group !== null
      ? sql`
      with f as (
        select group_funnel_daily.website_id, sum(searches) as searches, sum(views) as views, sum(leads) as leads
        from group_funnel_daily
        where group_funnel_daily.dealer_group_id = ${filter.group}
          and group_funnel_daily.day between ${filter.from}::date and ${filter.to}::date
        group by 1
      )
      select w.name as site, f.searches, f.views, f.leads
      from f join websites w on w.id = f.website_id
      where f.searches <> 0 or f.views <> 0 or f.leads > 0`
      : sql`
      with events as (
        select analytics_daily.website_id,
               sum(count) filter (where kind = 'search') as searches,
               sum(count) filter (where kind = 'vehicle_view') as views
        from analytics_daily where ${filter.daily} and analytics_daily.kind in ('search', 'vehicle_view') group by 1
      ), lead_counts as (
        select lead_source_daily.website_id, sum(lead_source_daily.leads) as leads from lead_source_daily
        where ${filter.leadSourceDaily} group by 1 having sum(lead_source_daily.leads) > 0
      )
      select w.name as site, coalesce(e.searches, 0) as searches, coalesce(e.views, 0) as views,
             coalesce(l.leads, 0) as leads
      from events e full join lead_counts l on l.website_id = e.website_id
      join websites w on w.id = coalesce(e.website_id, l.website_id)`;
  const rows = rowsOf(
    await db.execute(sql`select * from (${counts}) c order by 2 desc, 1 limit ${MAX_SITES}`),
    z.object({
      site: z.string(),
      searches: z.coerce.number(),
      views: z.coerce.number(),
      leads: z.coerce.number(),
    }),
  );
  return {
    chart: "funnel",
    title: "Search → vehicle page → lead, per site",
    kind: "bars",
    x: "site",
    series: ["searches", "views", "leads"],
    columns: [
      { key: "site", label: "Site", numeric: false },
      { key: "searches", label: "Searches", numeric: true },
      { key: "views", label: "Vehicle pages viewed", numeric: true },
      { key: "leads", label: "Leads", numeric: true },
      { key: "lead_rate", label: "Leads per 100 vehicle views", numeric: true },
    ],
    rows: rows.map((r) => ({ ...r, lead_rate: ratePercent(r.leads, r.views) })),
  };
}
