// npm run numbers:rebuild -- <from YYYY-MM-DD> <to YYYY-MM-DD> – recomputes the console
// numbers' rollups kept by triggers (leads per day, delivery-time histograms, monthly vehicle
// views, the day charts' sums per dealer group, and the group stock of stock ageing, whole) from the raw rows for those UTC days (both
// included), e.g. for rows stored before the migration that added them.
import { rebuildRangeSchema } from "../src/domain/numbers/rebuild-range";
import { rebuildNumbersRollups } from "../src/server/analytics/rebuild-numbers-rollups";
import { closeDatabase, getDatabase } from "../src/server/db/client";

const parsed = rebuildRangeSchema.safeParse({ from: process.argv[2], to: process.argv[3] });
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => i.message).join("; "));
  console.error("Usage: npm run numbers:rebuild -- <from YYYY-MM-DD> <to YYYY-MM-DD>");
  process.exit(2);
}
try {
  const { db } = await getDatabase();
  const started = performance.now();
  await rebuildNumbersRollups(db, parsed.data);
  console.log(
    `Rebuilt the numbers' rollups from ${parsed.data.from} to ${parsed.data.to} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await closeDatabase();
}
