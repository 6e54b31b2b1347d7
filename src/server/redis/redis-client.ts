import "server-only";
import { Redis } from "ioredis";
import { env } from "@/env";
import { logger } from "@/server/log/logger";
import { existingSingleton, singleton } from "@/server/singleton";

const REDIS = "redis";

/** Bounds every wait on Redis: a command that cannot be sent or answered fails instead of hanging. */
function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    // Commands wait for the connection (at start) at most commandTimeout; a rejected one
    // makes rate-limiter-flexible fall back to its per-process insurance limiter.
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // One warning per outage, not one per reconnect attempt.
  let down = false;
  client.on("error", (error) => {
    if (down) return;
    down = true;
    logger().warn({ err: error }, "redis connection error; reconnecting");
  });
  client.on("ready", () => {
    if (down) logger().info("redis connection restored");
    down = false;
  });
  return client;
}

/** The process's Redis client (REDIS_URL), or null when Redis is not configured. */
export function getRedis(): Redis | null {
  const { REDIS_URL } = env();
  if (!REDIS_URL) return null;
  return singleton(REDIS, () => createRedisClient(REDIS_URL));
}

/** Closes the process's Redis client if one was opened (shutdown). */
export async function closeRedis(): Promise<void> {
  const client = existingSingleton<Redis>(REDIS);
  if (client) await client.quit().catch(() => client.disconnect());
}
