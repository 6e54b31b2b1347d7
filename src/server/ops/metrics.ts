import "server-only";
import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";
import { logger } from "@/server/log/logger";
import { singleton } from "@/server/singleton";

// Prometheus metrics of a web (Next) or worker process (prom-client). The front server keeps
// its own (requests by route and status, the page microcache: src/server/front/front-metrics.ts)
// and adds them to what this process answers at /metrics, so one scrape covers the web process.

export interface AppMetrics {
  registry: Registry;
  leadsReceived: Counter<"channel">;
  deliveryAttempts: Counter<"outcome">;
}

/** The outbox as the database has it, read at each scrape (so any process's deliveries count). */
async function outboxState(db: Db) {
  const result = await db.execute(sql`
    select status, count(*)::int as count,
      extract(epoch from (now() - min(created_at)))::float8 as oldest_seconds
    from lead_deliveries group by status`);
  const rows = rowsOf(
    result,
    z.object({ status: z.string(), count: z.number(), oldest_seconds: z.number().nullable() }),
  );
  return {
    pending: rows.find((r) => r.status === "pending"),
    failed: rows.find((r) => r.status === "failed"),
  };
}

function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const leadsReceived = new Counter({
    name: "forecourt_leads_received_total",
    help: "Leads taken in by this process (new leads committed; idempotent replays not counted)",
    labelNames: ["channel"] as const,
    registers: [registry],
  });
  const deliveryAttempts = new Counter({
    name: "forecourt_lead_delivery_attempts_total",
    help: "Lead delivery attempts made by this process's worker, by outcome (delivered, retrying, failed: the last attempt failed)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  let lastOutbox: Promise<Awaited<ReturnType<typeof outboxState>> | null> | null = null;
  const readOutbox = () => {
    // One query per scrape serves the three outbox gauges.
    lastOutbox ??= getDb()
      .then(outboxState)
      .catch((error) => {
        logger().warn({ err: error }, "metrics: reading the outbox failed");
        return null;
      })
      .finally(() => setTimeout(() => (lastOutbox = null), 100));
    return lastOutbox;
  };
  new Gauge({
    name: "forecourt_outbox_pending",
    help: "Lead deliveries waiting to be sent (the outbox depth, every process's)",
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      if (outbox) this.set(outbox.pending?.count ?? 0);
    },
  });
  new Gauge({
    name: "forecourt_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest lead delivery still waiting to be sent (0 when none)",
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      if (outbox) this.set(Math.max(0, outbox.pending?.oldest_seconds ?? 0));
    },
  });
  new Gauge({
    name: "forecourt_outbox_failed",
    help: "Lead deliveries that failed for good (every attempt used)",
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      if (outbox) this.set(outbox.failed?.count ?? 0);
    },
  });
  return { registry, leadsReceived, deliveryAttempts };
}

/** The process's metrics. */
export function appMetrics(): AppMetrics {
  return singleton("metrics", createMetrics);
}
