import fs from "node:fs";
import path from "node:path";
import { findDemoCredentials } from "../../seed/find-demo-credentials";
import { registerDemoAdyenWebhooks } from "../../seed/register-demo-webhooks";
import { seedDemo } from "../../seed/seed-demo";
import { isLocalHost } from "../../src/domain/tenancy/host-origin";
import { env, resolveDataPath } from "../../src/env";
import { closeDatabase, getDatabase } from "../../src/server/db/client";
import { clearSharedCache } from "./clear-shared-cache";

/**
 * Migrates the configured database and, on a local PLATFORM_DOMAIN, seeds the demo dealers
 * into an empty one, then closes it so the web server process can own the embedded data
 * directory. On a real domain nothing is seeded (the demo's feed keys and webhook secret are
 * public), and it fails, naming each one, while the database still holds a demo credential.
 */
export async function prepareDatabase(): Promise<{
  kind: string;
  seeded: boolean;
  sites: number;
  cars: number;
}> {
  const { PLATFORM_DOMAIN, MEDIA_DIR } = env();
  const database = await getDatabase();
  try {
    if (!isLocalHost(PLATFORM_DOMAIN)) {
      const demo = await findDemoCredentials(database.db);
      if (demo.length > 0) throw new DemoCredentialsError(PLATFORM_DOMAIN, demo);
      return { kind: database.kind, seeded: false, sites: 0, cars: 0 };
    }
    const result = await seedDemo(database.db, { now: new Date(), mediaDir: resolveDataPath(MEDIA_DIR) });
    if (result.seeded) await clearNextDataCache();
    // The demo Adyen webhook follows this start's port (a no-op change when it is the same).
    else await registerDemoAdyenWebhooks(database.db);
    return { kind: database.kind, ...result };
  } finally {
    await closeDatabase();
  }
}

/**
 * Next's cache outlives the process; after a (re)seed it may describe rows that are gone.
 * With REDIS_URL the shared caches (pages and data, docs/DEPLOY.md) are emptied too.
 */
export async function clearNextDataCache(): Promise<void> {
  fs.rmSync(path.join(process.cwd(), ".next/cache/fetch-cache"), { recursive: true, force: true });
  if (process.env.REDIS_URL) await clearSharedCache(process.env.REDIS_URL);
}

export class DemoCredentialsError extends Error {
  constructor(domain: string, found: string[]) {
    super(
      `Forecourt will not start: PLATFORM_DOMAIN is ${domain}, but these still have their public demo value: ${found.join(
        "; ",
      )}. Give each dealership a new key (npm run feed-key -- <dealership>) and each webhook its own secret.`,
    );
  }
}
