import { createHash } from "node:crypto";
import { BentoCache, bentostore } from "bentocache";
import { memoryDriver } from "bentocache/drivers/memory";
import { redisBusDriver, redisDriver } from "bentocache/drivers/redis";
import { Redis } from "ioredis";

/** Every Redis key of the data cache starts with this (the page cache's are `forecourt:next:`). */
export const DATA_CACHE_PREFIX = "forecourt:data";
/** The store's name; its bus publishes on `bentocache.notifications:<name>`. */
const STORE_NAME = "forecourt-data";
/**
 * The in-process layer is an LRU bounded by count and by bytes, so requests that each ask for
 * a new key (a hostile client inventing searches or slugs) evict old entries, never grow it.
 */
const MEMORY_MAX_ITEMS = 5_000;
const MEMORY_MAX_SIZE = "64mb";
/** A bigger result is not kept in memory (it is still read from Redis, or computed). */
const MEMORY_MAX_ENTRY_SIZE = "4mb";
/** A Redis command that takes longer fails (a miss: the value is computed). */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** expireTags waits at most this long for Redis (ms); the entries' own lifetime bounds the rest. */
const EXPIRE_WAIT_MS = 3_000;

export interface DataCacheOptions {
  /** Redis (several processes): a shared second layer and the bus that keeps every process's memory layer right. */
  redisUrl?: string | undefined;
  /** The store's name and Redis key prefix (tests use their own so that runs never meet). */
  name?: string;
  prefix?: string;
}

/** One process's data cache: memory, and with Redis a shared layer and an invalidation bus. */
export interface DataCache {
  /**
   * The value under `key`, else `compute()`'s, kept for `ttlSeconds` and dropped when any of
   * `tags` is expired (in this process or, with Redis, any other). The value is stored as JSON,
   * and a computed one is returned as its JSON copy too, so a hit and a miss look the same.
   */
  getOrCompute<T>(
    key: string,
    tags: readonly string[],
    ttlSeconds: number,
    compute: () => Promise<T>,
  ): Promise<T>;
  /** Every entry tagged with any of `tags` is stale from now on, in every process sharing the cache. */
  expireTags(tags: readonly string[]): Promise<void>;
  /** Sends `message` on a Redis channel (no-op without Redis). */
  publish(channel: string, message: string): Promise<void>;
  /** Closes its Redis connections (scripts and shutdown). */
  close(): Promise<void>;
}

/**
 * The key of one call: the function's key parts and a hash of its arguments (a fixed length
 * whatever the arguments: a long search key does not make a long Redis key).
 */
export function dataCacheKey(keyParts: readonly string[], args: readonly unknown[]): string {
  const hash = createHash("sha256").update(JSON.stringify(args)).digest("base64url");
  return `${keyParts.join(":")}:${hash}`;
}

/** The JSON copy of a value, boxed so that `undefined` survives (bentocache refuses to store it). */
interface Box<T> {
  value: T;
}

function jsonBox<T>(value: T): Box<T> {
  return JSON.parse(JSON.stringify({ value })) as Box<T>;
}

function logOutages(client: Redis, what: string): Redis {
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    console.error(`data cache: Redis unavailable for its ${what} (${error.message})`);
  });
  client.on("ready", () => {
    down = false;
  });
  return client;
}

/** The second layer's connection: a command that takes longer than a second is a miss. */
function layerClient(url: string): Redis {
  return logOutages(
    new Redis(url, {
      connectTimeout: 2_000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      // A command sent before the connection is up waits for it (at most commandTimeout): a
      // script's only call, an expiry, must not be lost because it came first.
      enableOfflineQueue: true,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    }),
    "layer",
  );
}

/**
 * The bus's connection (duplicated into a publisher and a subscriber): no command timeout and
 * no limit on retries, so the subscription, sent at start, waits for the connection however
 * slow it is instead of failing once and leaving the process deaf to every expiry. A publish
 * follows a successful write to the layer only, and expireTags bounds its own wait.
 */
function busClient(url: string): Redis {
  return logOutages(
    new Redis(url, {
      // This one only serves as the template of the two duplicates; it never connects itself.
      lazyConnect: true,
      connectTimeout: 10_000,
      maxRetriesPerRequest: null,
      enableOfflineQueue: true,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    }),
    "bus",
  );
}

/** Memory only: one process. */
function memoryStore() {
  return bentostore().useL1Layer(memoryLayer());
}

/** Memory, Redis shared by every process, and the bus that expires each process's memory. */
function sharedStore(layer: Redis, bus: Redis, prefix: string) {
  return bentostore()
    .useL1Layer(memoryLayer())
    .useL2Layer(redisDriver({ connection: layer, prefix }))
    .useBus(redisBusDriver({ connection: bus, retryQueue: { enabled: true, maxSize: 1_000 } }));
}

function memoryLayer() {
  return memoryDriver({
    maxItems: MEMORY_MAX_ITEMS,
    maxSize: MEMORY_MAX_SIZE,
    maxEntrySize: MEMORY_MAX_ENTRY_SIZE,
  });
}

export function createDataCache({
  redisUrl,
  name = STORE_NAME,
  prefix = DATA_CACHE_PREFIX,
}: DataCacheOptions = {}): DataCache {
  const client = redisUrl ? layerClient(redisUrl) : null;
  const bus = redisUrl ? busClient(redisUrl) : null;
  const store = client && bus ? sharedStore(client, bus, prefix) : memoryStore();
  const bento = new BentoCache({
    default: name,
    stores: { [name]: store },
    // No grace period: an expired or invalidated entry is never served while it is refreshed.
    grace: false,
    // Redis failing or slow counts as a miss; the value is computed.
    suppressL2Errors: true,
  });
  // Made now rather than at the first read, so the bus is subscribed (in the background) before
  // the process serves: an expiry published while a process is not subscribed (starting, or
  // Redis unreachable) is not seen by it, whose entries then end with their own lifetime.
  bento.use();

  return {
    async getOrCompute<T>(
      key: string,
      tags: readonly string[],
      ttlSeconds: number,
      compute: () => Promise<T>,
    ) {
      const box = await bento.getOrSet<Box<T>>({
        key,
        tags: [...tags],
        ttl: ttlSeconds * 1_000,
        factory: async () => jsonBox(await compute()),
      });
      return box.value;
    },
    async expireTags(tags) {
      if (tags.length === 0) return;
      // Bounded: a Redis that accepts the connection but does not answer cannot hold a write up.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error("the data cache took too long to expire tags")),
          EXPIRE_WAIT_MS,
        );
      });
      try {
        await Promise.race([bento.deleteByTag({ tags: [...tags] }), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async publish(channel, message) {
      if (client) await client.publish(channel, message).catch(() => undefined);
    },
    async close() {
      await bento.disconnectAll().catch(() => undefined);
      bus?.disconnect();
      if (client && client.status !== "end") await client.quit().catch(() => client.disconnect());
    },
  };
}
