import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db/client";
import { createDeliveryTransport } from "@/server/leads/create-delivery-transport";
import { runDeliveryWorker } from "@/server/leads/run-delivery-worker";
import { onShutdown } from "@/server/shutdown";
import { dropSingleton, singleton } from "@/server/singleton";

const WORKER = "in-process-delivery-worker";

/** Starts the delivery worker inside the Next server process (once), drained on shutdown. */
export function startInProcessDeliveryWorker(): Promise<void> {
  return singleton(WORKER, async () => {
    try {
      const db = await getDb();
      const { DATABASE_URL } = env();
      // New leads written by this process wake the worker at once, and on PostgreSQL so do
      // rows written by other processes (LISTEN/NOTIFY); the poll picks up retries that fall due.
      const worker = runDeliveryWorker(db, {
        transport: createDeliveryTransport(db),
        pollMs: 5000,
        listenUrl: DATABASE_URL,
      });
      onShutdown(() => worker.stop());
    } catch (error) {
      // A later call may try again.
      dropSingleton(WORKER);
      throw error;
    }
  });
}
