import "server-only";
import { env } from "@/env";
import { createDataCache, type DataCache } from "@/server/cache/data-cache";
import { existingSingleton, singleton } from "@/server/singleton";

const DATA_CACHE = "data-cache";

/**
 * The process's data cache (server/cache/data-cache.ts): memory, and with REDIS_URL a layer on
 * Redis shared by every process and a bus that expires a tag in every process's memory. The
 * same in the Next server, in Astro's and in scripts (an import expires what it changed).
 * `next build` keeps to memory.
 *
 * Under vitest there is none (null: every read goes to the database): each test file resets
 * its database between tests, and a cache would hand one test the rows of the one before. A
 * test of the cache installs its own with setSingleton("data-cache", …).
 */
export function processDataCache(): DataCache | null {
  const installed = existingSingleton<DataCache>(DATA_CACHE);
  if (installed) return installed;
  if (process.env.VITEST) return null;
  const redisUrl = process.env.NEXT_PHASE === "phase-production-build" ? undefined : env().REDIS_URL;
  return singleton(DATA_CACHE, () => createDataCache({ redisUrl }));
}

/** Closes the data cache's Redis connections if it was opened (shutdown, the end of a script). */
export async function closeDataCache(): Promise<void> {
  await existingSingleton<DataCache>(DATA_CACHE)?.close();
}
