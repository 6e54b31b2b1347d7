// Rate limits and sign-in throttles are shared by every web process. With
// REDIS_URL they live in Redis; this test runs against TEST_REDIS_URL (CI sets it) and is
// skipped with a message otherwise. Without Redis and PostgreSQL they are in memory (one
// process), checked at the end.
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";

const REDIS_URL = process.env.TEST_REDIS_URL;
if (REDIS_URL) process.env.REDIS_URL = REDIS_URL;
else delete process.env.REDIS_URL;
delete process.env.DATABASE_URL;

const { enforceRateLimit, rateLimitStore, signInThrottle } = await import("@/server/http/rate-limit");
const { AppError } = await import("@/server/http/app-error");
const { closeRedis } = await import("@/server/redis/redis-client");

const run = `${process.pid}-${Date.now()}`;

async function refusal(promise: Promise<unknown>): Promise<InstanceType<typeof AppError> | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe.skipIf(!REDIS_URL)("rate limits on Redis (TEST_REDIS_URL)", () => {
  let other: Redis;
  beforeAll(() => {
    other = new Redis(defined(REDIS_URL, "REDIS_URL"));
  });
  afterAll(async () => {
    const keys = await other.keys(`forecourt:*${run}*`);
    if (keys.length > 0) await other.del(...keys);
    await other.quit();
    await closeRedis();
  });

  test("the counters are in Redis, where every process sees them", async () => {
    expect(rateLimitStore()).toBe("redis");
    const limit = { name: `leads-${run}`, points: 3, windowSeconds: 60 };
    const client = { site: { id: 7 }, ip: "203.0.113.9" };
    for (let i = 0; i < 3; i++) await enforceRateLimit(limit, client);
    // Another process (a second client connection) counts against the same key.
    const stored = await other.get(`forecourt:leads-${run}:7:203.0.113.9`);
    expect(Number(stored)).toBe(3);
    const refused = await refusal(enforceRateLimit(limit, client));
    expect(refused?.code).toBe("rate_limited");
    expect(Number(refused?.options.headers?.["Retry-After"])).toBeGreaterThan(0);
    // Another client or site has its own budget.
    await enforceRateLimit(limit, { site: { id: 8 }, ip: "203.0.113.9" });
    await enforceRateLimit(limit, { site: { id: 7 }, ip: "203.0.113.10" });
  });

  test("a failure recorded by one process throttles sign-ins in another", async () => {
    const limit = { name: `signin-${run}`, points: 2, windowSeconds: 60 };
    const throttle = signInThrottle(limit, "198.51.100.4");
    await throttle.guard();
    await throttle.fail();
    // The third failure arrives through another connection, as from another web process.
    await other.incrby(`forecourt:signin-${run}:0:198.51.100.4`, 2);
    const refused = await refusal(throttle.guard());
    expect(refused?.code).toBe("rate_limited");
    expect(refused?.message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ seconds\.$/,
    );
    await signInThrottle(limit, "198.51.100.5").guard();
  });
});

describe.skipIf(!!REDIS_URL)("rate limits without Redis or PostgreSQL", () => {
  test("are kept in memory (one process: exact)", async () => {
    expect(rateLimitStore()).toBe("memory");
    const limit = { name: "signin-memory", points: 2, windowSeconds: 60 };
    const throttle = signInThrottle(limit, "198.51.100.4");
    for (let i = 0; i < 3; i++) {
      await throttle.guard();
      await throttle.fail();
    }
    expect((await refusal(throttle.guard()))?.code).toBe("rate_limited");
  });
});

test("rate limit storage follows the configuration", () => {
  expect(rateLimitStore({ REDIS_URL: "redis://r:6379/0", DATABASE_URL: "postgres://p/db" })).toBe("redis");
  expect(rateLimitStore({ DATABASE_URL: "postgres://p/db" })).toBe("postgres");
  expect(rateLimitStore({})).toBe("memory");
  if (!REDIS_URL) console.info("shared-protection: TEST_REDIS_URL not set, the Redis cases are skipped");
});
