import "server-only";
import { expireNextTags } from "@/server/cache/next-render";
import { expirePageCaches } from "@/server/cache/page-caches";
import { processDataCache } from "@/server/cache/process-data-cache";
import { logger } from "@/server/log/logger";

/**
 * The channel on which every front server empties its page microcache
 * (server/front/revalidation-channel.ts; Next's page cache handler publishes on it too).
 */
const REVALIDATED_TAGS_CHANNEL = "forecourt:revalidated-tags";

/**
 * The one way a write expires what it changed (tags: server/cache/tags.ts): the data cache's
 * entries in every process (bentocache; with REDIS_URL through Redis and its bus), then Next's
 * ISR pages (inside the Next server), this process's Astro page cache, and, through the Redis
 * channel, every other web process's page cache and every front server's microcache. Never
 * throws: a cache that cannot be reached is logged, and its entries end with their own lifetime.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const cache = processDataCache();
  try {
    await cache?.expireTags(tags);
  } catch (error) {
    logger().warn({ err: error, tags }, "data cache tags not expired");
  }
  try {
    expireNextTags(tags);
  } catch (error) {
    // Outside a request (a background job) Next refuses; the pages' own revalidate time bounds them.
    logger().warn({ err: error, tags }, "page cache tags not revalidated");
  }
  await expirePageCaches(tags);
  // Inside Next the page cache handler announces them; elsewhere (Astro, scripts) this does.
  if (process.env.NEXT_RUNTIME !== "nodejs")
    await cache?.publish(REVALIDATED_TAGS_CHANNEL, JSON.stringify(tags));
}
