import fs from "node:fs";
import path from "node:path";
import { env, resolveDataPath } from "../../src/env";
import { closeDatabase, getDatabase } from "../../src/server/db/client";
import { seedDemo } from "../../src/server/seed/seed-demo";

/**
 * Migrates the configured database and seeds the demo dealers into an empty one, then
 * closes it so the web server process can own the embedded data directory.
 */
export async function prepareDatabase(): Promise<{
  kind: string;
  seeded: boolean;
  sites: number;
  cars: number;
}> {
  const database = await getDatabase();
  try {
    const result = await seedDemo(database.db, {
      now: new Date(),
      mediaDir: resolveDataPath(env().MEDIA_DIR),
    });
    if (result.seeded) clearNextDataCache();
    return { kind: database.kind, ...result };
  } finally {
    await closeDatabase();
  }
}

/** Next's data cache outlives the process; after a (re)seed it may describe rows that are gone. */
export function clearNextDataCache(): void {
  fs.rmSync(path.join(process.cwd(), ".next/cache/fetch-cache"), { recursive: true, force: true });
}
