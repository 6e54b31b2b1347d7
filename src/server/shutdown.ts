import "server-only";
import { closeDataCache } from "@/server/cache/process-data-cache";
import { closeDatabase } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import { closeRedis } from "@/server/redis/redis-client";
import { singleton } from "@/server/singleton";

/** How long draining may take before the process exits anyway (a webhook times out after 10 s). */
const DEFAULT_GRACE_MS = 30_000;

type Step = () => Promise<void>;

function steps(): Step[] {
  return singleton("shutdown-steps", () => [] as Step[]);
}

/** Runs `step` when the process shuts down, before the database and Redis close. */
export function onShutdown(step: Step): void {
  steps().push(step);
}

/**
 * Every registered step (draining: the delivery worker finishes the deliveries it claimed),
 * then the data cache's and the process's Redis clients and the database pool, each step's
 * failure logged.
 */
async function shutDown(): Promise<void> {
  for (const step of steps().splice(0)) {
    await step().catch((error) => logger().error({ err: error }, "shutdown step failed"));
  }
  await closeDataCache().catch((error) => logger().error({ err: error }, "closing the data cache failed"));
  await closeRedis().catch((error) => logger().error({ err: error }, "closing Redis failed"));
  await closeDatabase().catch((error) => logger().error({ err: error }, "closing the database failed"));
}

/**
 * On SIGTERM or SIGINT: shutDown(), then exit 0; if draining takes longer than `graceMs`,
 * exit 1 anyway (a claimed delivery left unsent is retried once its lease runs out).
 */
export function exitGracefullyOnSignals({
  graceMs = DEFAULT_GRACE_MS,
  processName,
}: {
  graceMs?: number;
  processName: string;
}): void {
  let started = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (started) return;
      started = true;
      logger().info({ signal, process: processName }, "shutting down: draining");
      const timer = setTimeout(() => {
        logger().error({ process: processName, grace_ms: graceMs }, "shutdown took too long; exiting");
        process.exit(1);
      }, graceMs);
      timer.unref();
      void shutDown().then(() => {
        logger().info({ process: processName }, "shut down cleanly");
        process.exit(0);
      });
    });
  }
}
