import { sql } from "drizzle-orm";
import { numbersQuerySchema } from "../src/domain/numbers/numbers-query";
import { consoleScope } from "../src/server/console/console-scope";
import { deliveryTimes, failedDeliveries } from "../src/server/console/numbers/delivery-times";
import { funnel } from "../src/server/console/numbers/funnel";
import { leadsByCategory, leadsBySource } from "../src/server/console/numbers/leads-by-day";
import { numbersFilter } from "../src/server/console/numbers/numbers-filter";
import { phoneByDay } from "../src/server/console/numbers/phone-by-day";
import { topVehicles } from "../src/server/console/numbers/top-vehicles";
import { openDatabase } from "../src/server/db/client";
const database = await openDatabase({ url: process.env.BENCH_PG_URL!, pgSchema: process.env.BENCH_REUSE_SCHEMA!, poolSize: 2 });
const { db } = database;
const g = Number(((await db.execute(sql`select id from dealer_groups where slug = 'bench-group'`)).rows[0] as { id: number }).id);
const scope = consoleScope({ role: "group_admin", dealerGroupId: g });
const iso = (at: number) => new Date(at).toISOString().slice(0, 10);
const out: Record<string, unknown> = {};
for (const [name, q] of Object.entries({ year: { from: iso(Date.now() - 364 * 86400000), to: iso(Date.now()) }, d28: { from: iso(Date.now() - 27 * 86400000), to: iso(Date.now()) }, site: { from: iso(Date.now() - 50 * 86400000), to: iso(Date.now()), site: "1" } })) {
  for (const [c, f] of Object.entries({ leadsByCategory, leadsBySource, deliveryTimes, failedDeliveries, funnel, topVehicles, phoneByDay })) {
    out[`${name}:${c}`] = await f(db, await numbersFilter(db, scope, numbersQuerySchema.parse(q)));
  }
}
console.log(JSON.stringify(out, null, 1));
await database.close();
