// npm run alerts: one pass of the shopper alert job now (new stock for saved searches, price
// drops on saved cars), for shoppers whose last check is ALERTS_INTERVAL_HOURS old.
import { env } from "../src/env";
import { runShopperAlerts } from "../src/server/accounts/run-shopper-alerts";
import { closeDatabase, getDb } from "../src/server/db/client";
import { createDeliveryTransport } from "../src/server/leads/create-delivery-transport";
import { exitOnDatabaseError } from "./lib/exit-on-database-error";

const db = await exitOnDatabaseError(getDb);
const result = await runShopperAlerts(db, {
  now: new Date(),
  transport: createDeliveryTransport(db),
  intervalMs: env().ALERTS_INTERVAL_HOURS * 3_600_000,
});
console.log(`Shopper alerts: ${result.checked} shoppers checked, ${result.sent} emails sent.`);
await closeDatabase();
