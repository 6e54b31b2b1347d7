// Next's incremental cache (ISR pages and the data cache: `unstable_cache`, fetch) for
// `next start`, configured in next.config.ts. Two stores, chosen when the process starts:
//
// - REDIS_URL unset (one process): Next's own file-system cache handler with nothing written
//   to disk (`experimental.isrFlushToDisk: false`): entries live in Next's in-memory LRU,
//   bounded by `cacheMaxMemorySize`.
// - REDIS_URL set (several web processes, docs/DEPLOY.md): one cache shared by every process,
//   on Redis, through @fortedigital/nextjs-cache-handler's `redis-strings` store. A
//   `revalidateTag` in any process deletes the tagged entries from Redis and records the tag's
//   time there, so the next read in every other process misses and renders from the database.
//   Each entry expires (Redis EXAT): at most CACHE_EXPIRE_SECONDS after it was written. Redis
//   bounds the memory (`maxmemory` with `volatile-lru`, docs/DEPLOY.md). Redis unreachable:
//   reads miss at once (no offline queue, a short timeout) and pages render from the database.
//
// Either way a not-found answer is never stored (docs/SECURITY.md,:
// `/cars/<anything>` under any host, and any unknown host, is rendered again on each request
// rather than taking a cache slot (and evicting a real page).
// Plain JavaScript because Next imports this file at run time, outside its bundler.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import nextFileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { createClient } from "redis";

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;

/** Every key this cache writes starts with this (one Redis database may serve other things). */
export const REDIS_KEY_PREFIX = "forecourt:next:";
/**
 * Every revalidated tag list is published here, so each web process's front server drops its
 * page microcache at once (src/server/front/revalidation-channel.ts) instead of repeating an
 * old page for up to PAGE_MICROCACHE_MS. The same string is there.
 */
const REVALIDATED_TAGS_CHANNEL = "forecourt:revalidated-tags";
/** An entry without its own revalidate time (a static page) is stale after this long. */
const DEFAULT_STALE_SECONDS = 60 * 60;
/** No entry outlives this in Redis, whatever its revalidate time (the week is for browsers). */
const CACHE_EXPIRE_SECONDS = 24 * 60 * 60;
/** A Redis command that takes longer counts as a miss (ms). */
const REDIS_TIMEOUT_MS = 1_000;
/** How long the first process start waits for Redis before serving without it (ms). */
const REDIS_CONNECT_WAIT_MS = 3_000;

/** True for an answer that must not be cached: a page or route that said "not found". */
export function isNotFoundEntry(data) {
  return Boolean(data && (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status === 404);
}

/** How long an entry stays in Redis after it goes stale: twice its stale age, capped. */
export function expireAge(staleAgeSeconds) {
  return Math.max(1, Math.min(staleAgeSeconds * 2, CACHE_EXPIRE_SECONDS));
}

/** The shared cache is used by the running server only: `next build` keeps its own files. */
export function usesRedis(env = process.env) {
  return Boolean(env.REDIS_URL) && env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;
}

class MemoryPageCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (isNotFoundEntry(data)) return;
    return super.set(key, data, ctx);
  }
}

/** One Redis connection per process, shared by every handler instance Next creates. */
async function connectRedis(url) {
  const client = createClient({
    url,
    // A command sent while disconnected fails at once (a miss) instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_CONNECT_WAIT_MS,
      reconnectStrategy: (retries) => Math.min(retries * 200, 2_000),
    },
  });
  client.on("error", (error) => {
    if (!globalThis.__forecourtRedisCacheErrorLogged) {
      globalThis.__forecourtRedisCacheErrorLogged = true;
      console.error(`page cache: Redis unavailable (${error.message}); pages render from the database`);
    }
  });
  client.on("ready", () => {
    globalThis.__forecourtRedisCacheErrorLogged = false;
  });
  const connecting = client.connect().catch(() => undefined);
  await Promise.race([
    connecting,
    new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_WAIT_MS).unref()),
  ]);
  return client;
}

CacheHandler.onCreation(async () => {
  globalThis.__forecourtRedisCacheConfig ??= (async () => {
    const client = await connectRedis(process.env.REDIS_URL);
    globalThis.__forecourtRedisCacheClient = client;
    return {
      handlers: [createRedisHandler({ client, keyPrefix: REDIS_KEY_PREFIX, timeoutMs: REDIS_TIMEOUT_MS })],
      ttl: { defaultStaleAge: DEFAULT_STALE_SECONDS, estimateExpireAge: expireAge },
    };
  })();
  return globalThis.__forecourtRedisCacheConfig;
});

class SharedPageCache extends CacheHandler {
  async set(key, data, ctx) {
    if (isNotFoundEntry(data)) return;
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const client = globalThis.__forecourtRedisCacheClient;
    if (!client?.isReady) return;
    await client
      .publish(REVALIDATED_TAGS_CHANNEL, JSON.stringify(typeof tags === "string" ? [tags] : tags))
      .catch(() => undefined);
  }
}

const PageCacheHandler = usesRedis() ? SharedPageCache : MemoryPageCache;
export default PageCacheHandler;
