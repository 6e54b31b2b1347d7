// npm run worker: the lead delivery worker on its own (set LEAD_WORKER=off on the web processes).
// Safe to run several against one PostgreSQL database: rows are claimed with FOR UPDATE SKIP
// LOCKED, so each delivery is sent by one worker. On PostgreSQL it LISTENs for new rows
// (NOTIFY from the web processes) and polls as the fallback; on SIGTERM it finishes the
// deliveries it has claimed, then exits.
// With the embedded PGlite database only one process may open it, so stop `npm start` first.
import { env } from "../src/env";
import { runShopperAlerts } from "../src/server/accounts/run-shopper-alerts";
import { getDb } from "../src/server/db/client";
import { createDeliveryTransport } from "../src/server/leads/create-delivery-transport";
import { runDeliveryWorker } from "../src/server/leads/run-delivery-worker";
import { logger } from "../src/server/log/logger";
import { serveWorkerMetrics } from "../src/server/ops/worker-metrics-server";
import { exitGracefullyOnSignals, onShutdown } from "../src/server/shutdown";
import { exitOnDatabaseError } from "./lib/exit-on-database-error";

const db = await exitOnDatabaseError(getDb);
const { DATABASE_URL } = env();
const worker = runDeliveryWorker(db, {
  transport: createDeliveryTransport(db),
  listenUrl: DATABASE_URL,
  // With LISTEN, polling only picks up retries that fall due (and anything a missed
  // notification left): every 5 s is enough.
  pollMs: DATABASE_URL ? 5000 : 1000,
});
onShutdown(() => worker.stop());
exitGracefullyOnSignals({ processName: "worker" });
await worker.ready;
const { WORKER_METRICS_PORT, METRICS_TOKEN } = env();
if (WORKER_METRICS_PORT) {
  const server = serveWorkerMetrics(METRICS_TOKEN);
  // Without a token, only this machine can reach them.
  server.listen(WORKER_METRICS_PORT, METRICS_TOKEN ? undefined : "127.0.0.1");
  onShutdown(() => new Promise((resolve) => server.close(() => resolve())));
}
// Shopper alerts: each shopper is checked once per ALERTS_INTERVAL_HOURS; a pass every 10
// minutes picks up whoever has become due.
const alertIntervalMs = env().ALERTS_INTERVAL_HOURS * 3_600_000;
const alerts = setInterval(() => {
  runShopperAlerts(db, {
    now: new Date(),
    transport: createDeliveryTransport(db),
    intervalMs: alertIntervalMs,
  }).catch((error: unknown) => logger().error({ err: error }, "shopper alerts failed"));
}, 10 * 60_000);
onShutdown(async () => clearInterval(alerts));
logger().info(
  { process: "worker", listen: Boolean(DATABASE_URL) },
  `Lead delivery worker and shopper alerts running${DATABASE_URL ? " (LISTEN/NOTIFY, polling as fallback)" : ""}. Ctrl-C to stop.`,
);
