import "server-only";
import { sql } from "drizzle-orm";
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
  const days = sql`floor(extract(epoch from (now() - cars.created_at)) / 86400)`;
  const bandCase = sql.join(
    AGE_BANDS.map((band) =>
      Number.isFinite(band.max) ? sql`when ${days} <= ${band.max} then ${band.key}` : sql`else ${band.key}`,
    ),
    sql` `,
  );
  const counted = rowsOf(
    await db.execute(sql`
      select cars.make, cars.car_type, case ${bandCase} end as band, count(*) as value
      from cars where ${filter.cars} and cars.status = 'in_stock' and not cars.sold
      group by 1, 2, 3`),
    z.object({ make: z.string(), car_type: z.string(), band: z.string(), value: z.coerce.number() }),
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
    row[c.band] = Number(row[c.band] ?? 0) + c.value;
    row.total = Number(row.total) + c.value;
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
