// npm run worker: the lead delivery worker on its own (set LEAD_WORKER=off on the web processes).
// Safe to run several against one PostgreSQL database: rows are claimed with FOR UPDATE SKIP LOCKED.
// With the embedded PGlite database only one process may open it, so stop `npm start` first.
import { closeDatabase, getDb } from "../src/server/db/client";
import { createDeliveryTransport } from "../src/server/leads/create-delivery-transport";
import { runDeliveryWorker } from "../src/server/leads/run-delivery-worker";
import { exitOnDatabaseError } from "./lib/exit-on-database-error";

const db = await exitOnDatabaseError(getDb);
const worker = runDeliveryWorker(db, { transport: createDeliveryTransport(db) });
console.log("Lead delivery worker running. Ctrl-C to stop.");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await worker.stop();
    await closeDatabase();
    process.exit(0);
  });
}
