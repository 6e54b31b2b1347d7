import { createClient } from "redis";

/**
 * The key prefixes of the shared caches: Next's pages (src/server/cache/page-cache-handler.mjs)
 * and the data cache (DATA_CACHE_PREFIX in src/server/cache/data-cache.ts).
 */
const SHARED_CACHE_PREFIXES = ["forecourt:next:", "forecourt:data:"];

/**
 * Deletes the shared cache's keys in Redis (after a reseed or an import, whose rows the cached
 * pages no longer describe). Redis unreachable: says so and leaves it; entries expire anyway.
 */
export async function clearSharedCache(redisUrl: string): Promise<void> {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 3_000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  try {
    await client.connect();
    for (const prefix of SHARED_CACHE_PREFIXES)
      for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 }))
        if (keys.length > 0) await client.del(keys);
  } catch (error) {
    console.warn(
      `Could not empty the shared cache in Redis (${(error as Error).message}); its entries expire on their own.`,
    );
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}
