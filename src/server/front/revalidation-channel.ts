import { createClient } from "redis";

/** The channel page-cache-handler.mjs publishes revalidated tags on (the same string there). */
const REVALIDATED_TAGS_CHANNEL = "forecourt:revalidated-tags";

/**
 * With REDIS_URL (several web processes): calls `onRevalidated` whenever any process's Next
 * revalidates a cache tag (page-cache-handler.mjs publishes each one), so the front server
 * drops its page microcache at once. Redis unreachable: nothing is called, and the
 * microcache's own short lifetime (PAGE_MICROCACHE_MS) bounds how long an old page is repeated.
 */
export async function subscribeToRevalidations(redisUrl: string, onRevalidated: () => void): Promise<void> {
  const subscriber = createClient({
    url: redisUrl,
    socket: { connectTimeout: 3_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
  });
  let logged = false;
  subscriber.on("error", (error: Error) => {
    if (!logged) console.error(`front server: Redis unavailable for revalidations (${error.message})`);
    logged = true;
  });
  subscriber.on("ready", () => {
    logged = false;
    // Anything revalidated while disconnected was missed: start from an empty microcache.
    onRevalidated();
  });
  try {
    await subscriber.connect();
    await subscriber.subscribe(REVALIDATED_TAGS_CHANNEL, () => onRevalidated());
  } catch {
    // Reconnects on its own; see above.
  }
}
