import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { daysOf } from "@/domain/numbers/numbers-query";
import type { NumbersTable } from "@/domain/numbers/numbers-table";
import { pivot } from "@/domain/numbers/pivot";
import type { NumbersFilter } from "@/server/console/numbers/numbers-filter";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";

/** Phone numbers revealed and calls started (a click on a number), per day. */
export async function phoneByDay(db: Db, filter: NumbersFilter): Promise<NumbersTable> {
  const counted = rowsOf(
    await db.execute(sql`
      select to_char(analytics_daily.day, 'YYYY-MM-DD') as x, analytics_daily.kind as series, sum(count) as value
      from ${filter.tables.daily}
      where ${filter.daily} and analytics_daily.kind in ('phone_reveal', 'phone_call')
      group by 1, 2`),
    z.object({ x: z.string(), series: z.string(), value: z.coerce.number() }),
  );
  return {
    chart: "phone",
    title: "Phone reveals and calls per day",
    kind: "lines",
    x: "day",
    series: ["phone_reveal", "phone_call"],
    columns: [
      { key: "day", label: "Day", numeric: false },
      { key: "phone_reveal", label: "Phone reveals", numeric: true },
      { key: "phone_call", label: "Calls", numeric: true },
    ],
    rows: pivot(counted, daysOf(filter.from, filter.to), ["phone_reveal", "phone_call"], "day"),
  };
}
