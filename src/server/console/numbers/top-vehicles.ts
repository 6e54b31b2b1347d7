import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { NumbersTable } from "@/domain/numbers/numbers-table";
import { ratePercent } from "@/domain/numbers/pivot";
import type { NumbersFilter } from "@/server/console/numbers/numbers-filter";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";

const TOP = 20;

/**
 * The most viewed vehicles in the range, with the leads naming them and their lead rate: whole
 * months from analytics_vehicle_monthly, the days around them from analytics_vehicle_daily.
 */
export async function topVehicles(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  const rows = rowsOf(
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
    z.object({
      vehicle: z.string(),
      stocknum: z.string(),
      views: z.coerce.number(),
      leads: z.coerce.number(),
    }),
  );
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
