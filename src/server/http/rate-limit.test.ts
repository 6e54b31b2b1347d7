import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { AppError } from "@/server/http/app-error";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { singleton } from "@/server/singleton";

// The limiters are one per process (`singleton`), shared by every bundle in it; Next's server
// bundle and Astro's build each load their own copy of rate-limiter-flexible, so a limiter made
// by one rejects with the other copy's RateLimiterRes. An over-the-limit answer is still a 429
// (it was a 500 on Astro's form pages once Next had made the limiter), and a store's failure
// is still that failure.

/** rate-limiter-flexible loaded again, apart from the copy rate-limit.ts imports. */
function anotherCopy() {
  const require = createRequire(import.meta.url);
  const path = require.resolve("rate-limiter-flexible");
  for (const id of Object.keys(require.cache)) if (id.includes("rate-limiter-flexible")) delete require.cache[id];
  const copy = require(path) as typeof import("rate-limiter-flexible");
  for (const id of Object.keys(require.cache)) if (id.includes("rate-limiter-flexible")) delete require.cache[id];
  return copy;
}

const limit = { name: `test-copy-${process.pid}`, points: 1, windowSeconds: 60 };
const site = { id: 7 };

test("a limiter made by another copy of the library: over its limit is a 429 with Retry-After", async () => {
  const copy = anotherCopy();
  const limiters = singleton("rate-limiters", () => new Map<string, Promise<unknown>>());
  limiters.set(`${limit.name}:1:60`, Promise.resolve(new copy.RateLimiterMemory({ points: 1, duration: 60 })));
  await enforceRateLimit(limit, { site, ip: "203.0.113.1" });
  const refused = await enforceRateLimit(limit, { site, ip: "203.0.113.1" }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AppError);
  expect((refused as AppError).code).toBe("rate_limited");
  expect((refused as AppError).message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
});

test("a store that fails is that failure, not a 429", async () => {
  const broken = { consume: () => Promise.reject(new Error("store down")) };
  const limiters = singleton("rate-limiters", () => new Map<string, Promise<unknown>>());
  limiters.set(`broken-${process.pid}:1:60`, Promise.resolve(broken));
  await expect(
    enforceRateLimit({ name: `broken-${process.pid}`, points: 1, windowSeconds: 60 }, { site, ip: "203.0.113.2" }),
  ).rejects.toThrow("store down");
});
