// npm run db:reset – empties the database named by the environment (DATABASE_URL, else the
// PGlite directory PGLITE_DIR) and recreates the deterministic demo dealers.

import { demoSiteSummaries, resetDatabase, seedDemo } from "../seed/seed-demo";
import { isLocalHost } from "../src/domain/tenancy/host-origin";
import { env, resolveDataPath } from "../src/env";
import { closeDatabase, getDatabase } from "../src/server/db/client";
import { clearNextDataCache } from "./lib/prepare-database";

async function main(): Promise<void> {
  const started = performance.now();
  // The demo's feed keys and webhook secret are public: never seeded on a real domain.
  if (!isLocalHost(env().PLATFORM_DOMAIN)) {
    throw new Error(`db:reset seeds the public demo dealers; it runs only on a local PLATFORM_DOMAIN.`);
  }
  const { db, kind } = await getDatabase();
  const mediaDir = resolveDataPath(env().MEDIA_DIR);
  await resetDatabase(db);
  const result = await seedDemo(db, { now: new Date(), mediaDir });
  await clearNextDataCache();
  const ms = Math.round(performance.now() - started);
  console.log(
    `Reset the ${kind} database and seeded ${result.sites} demo sites with ${result.cars} vehicles in ${ms} ms.`,
  );
  console.log(`Media: ${mediaDir}`);
  for (const site of demoSiteSummaries) {
    console.log(`  ${site.slug.padEnd(18)} ${site.template.padEnd(13)} ${site.market}  ${site.demonstrates}`);
  }
}

main()
  .then(() => closeDatabase())
  .catch(async (error) => {
    console.error(error);
    await closeDatabase().catch(() => {});
    process.exitCode = 1;
  });
