// With REDIS_URL set but Redis unreachable, rate limits fall back to a
// per-process limit (rate-limiter-flexible's insurance limiter) within a bounded wait,
// instead of refusing every request or hanging.
process.env.REDIS_URL = "redis://127.0.0.1:1/0";

import { afterAll, expect, test } from "vitest";
import { AppError } from "@/server/http/app-error";
import { enforceRateLimit, rateLimitStore } from "@/server/http/rate-limit";
import { closeRedis } from "@/server/redis/redis-client";

afterAll(async () => {
  await closeRedis();
});

test("Redis down: requests are still limited, per process, each check within about a second", async () => {
  expect(rateLimitStore()).toBe("redis");
  const limit = { name: "redis-down", points: 2, windowSeconds: 60 };
  const client = { site: { id: 1 }, ip: "192.0.2.1" };
  const outcomes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    try {
      await enforceRateLimit(limit, client);
      outcomes.push("ok");
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push(error.code);
    }
    expect(Date.now() - started).toBeLessThan(2_500);
  }
  expect(outcomes).toEqual(["ok", "ok", "rate_limited"]);
});
