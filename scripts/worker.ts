// npm run worker: the lead delivery worker on its own (set LEAD_WORKER=off on the web processes).
// Safe to run several against one PostgreSQL database: rows are claimed with FOR UPDATE SKIP LOCKED.
// With the embedded PGlite database only one process may open it, so stop `npm start` first.
import { env } from "../src/env";
import { runShopperAlerts } from "../src/server/accounts/run-shopper-alerts";
import { closeDatabase, getDb } from "../src/server/db/client";
import { createDeliveryTransport } from "../src/server/leads/create-delivery-transport";
import { runDeliveryWorker } from "../src/server/leads/run-delivery-worker";
import { exitOnDatabaseError } from "./lib/exit-on-database-error";

const db = await exitOnDatabaseError(getDb);
const worker = runDeliveryWorker(db, { transport: createDeliveryTransport(db) });
// Shopper alerts: each shopper is checked once per ALERTS_INTERVAL_HOURS; a pass every 10
// minutes picks up whoever has become due.
const alertIntervalMs = env().ALERTS_INTERVAL_HOURS * 3_600_000;
const alerts = setInterval(() => {
  runShopperAlerts(db, {
    now: new Date(),
    transport: createDeliveryTransport(db),
    intervalMs: alertIntervalMs,
  }).catch((error) => console.error("Shopper alerts failed:", error));
}, 10 * 60_000);
console.log("Lead delivery worker and shopper alerts running. Ctrl-C to stop.");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    clearInterval(alerts);
    await worker.stop();
    await closeDatabase();
    process.exit(0);
  });
}
