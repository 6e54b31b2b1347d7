import "server-only";
import { getDb } from "../db/client";
import { createDeliveryTransport } from "./create-delivery-transport";
import { type DeliveryWorker, runDeliveryWorker } from "./run-delivery-worker";

const GLOBAL_KEY = Symbol.for("forecourt.in-process-delivery-worker");
type GlobalWithWorker = typeof globalThis & { [GLOBAL_KEY]?: DeliveryWorker };

/** Starts the delivery worker inside the Next server process (once), stopping it on shutdown. */
export async function startInProcessDeliveryWorker(): Promise<void> {
  const g = globalThis as GlobalWithWorker;
  if (g[GLOBAL_KEY]) return;
  const db = await getDb();
  // New leads written by this process wake the worker at once; the poll only picks up
  // retries that fall due and rows written by other processes.
  const worker = runDeliveryWorker(db, { transport: createDeliveryTransport(db), pollMs: 5000 });
  g[GLOBAL_KEY] = worker;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void worker.stop();
    });
  }
}
