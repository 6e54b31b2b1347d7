import "server-only";
import pg from "pg";
import { DELIVERY_CHANNEL } from "@/server/leads/delivery-signal";
import { logger } from "@/server/log/logger";

export interface DeliveryListener {
  /** Resolves once the first LISTEN is in place (or failed; polling covers it then). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Reconnect delays after the LISTEN connection drops: doubling, at most 10 s. */
const MAX_RECONNECT_MS = 10_000;

/**
 * Holds one PostgreSQL connection LISTENing on the delivery channel and calls `onNotify` for
 * each notification (new outbox rows committed by any process). A dropped connection is
 * reopened with a backoff; meanwhile the worker's polling finds the rows.
 */
export function listenForDeliveries(url: string, onNotify: () => void): DeliveryListener {
  let closed = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = 250;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === DELIVERY_CHANNEL) onNotify();
    });
    next.on("error", (error) => {
      logger().warn({ err: error }, "lead delivery LISTEN connection failed; reconnecting");
      reconnect(next);
    });
    next.on("end", () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${DELIVERY_CHANNEL}`);
      delay = 250;
      // Rows committed while no connection listened are found by this wake's pass.
      onNotify();
    } catch (error) {
      logger().warn({ err: error }, "lead delivery LISTEN failed; polling until it reconnects");
      reconnect(next);
    } finally {
      markReady();
    }
  };

  const reconnect = (failed: pg.Client) => {
    if (closed || client !== failed || retryTimer) return;
    client = null;
    failed.end().catch(() => {});
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, MAX_RECONNECT_MS);
  };

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
