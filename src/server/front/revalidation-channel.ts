import { createClient } from "redis";

/** The channel page-cache-handler.mjs publishes revalidated tags on (the same string there). */
const REVALIDATED_TAGS_CHANNEL = "forecourt:revalidated-tags";

/** The tags a message names: a JSON array of strings (at most 1,000 of them), else null. */
function tagsOf(message: string): string[] | null {
  try {
    const tags: unknown = JSON.parse(message);
    if (Array.isArray(tags) && tags.length <= 1_000 && tags.every((t) => typeof t === "string")) return tags;
  } catch {
    // not JSON: treated as "everything"
  }
  return null;
}

/**
 * With REDIS_URL (several web processes): calls `onRevalidated` with the tags whenever any
 * process revalidates cache tags (page-cache-handler.mjs inside Next, expireTags elsewhere
 * publish each list), so the front server drops its page microcache and each web process its
 * Astro page cache's pages of those tags at once. `null`: everything (a message that names no
 * tags, or the connection was back after an outage in which some were missed). Redis
 * unreachable: nothing is called, and each cache's own lifetime bounds how long an old page is
 * repeated (the microcache's PAGE_MICROCACHE_MS, the page cache's maxAge).
 */
export async function subscribeToRevalidations(
  redisUrl: string,
  onRevalidated: (tags: readonly string[] | null) => void,
): Promise<void> {
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
    // Anything revalidated while disconnected was missed: start from an empty cache.
    onRevalidated(null);
  });
  try {
    await subscriber.connect();
    await subscriber.subscribe(REVALIDATED_TAGS_CHANNEL, (message) => onRevalidated(tagsOf(message)));
  } catch {
    // Reconnects on its own; see above.
  }
}
