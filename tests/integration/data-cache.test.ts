import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { cached } from "@/server/cache/cached";
import { createDataCache, DATA_CACHE_PREFIX, type DataCache, dataCacheKey } from "@/server/cache/data-cache";
import { expireTags } from "@/server/cache/expire-tags";
import { setSingleton } from "@/server/singleton";

/**
 * The data cache (server/cache/data-cache.ts, bentocache): in one process, and across
 * processes on the Redis named by TEST_REDIS_URL (skipped without it; give it a database of
 * its own, e.g. redis://127.0.0.1:6379/7): two cache instances stand for two processes.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;

/** A read that counts its calls and answers the current `version`. */
function source() {
  const state = { version: 1, calls: 0 };
  const read = async (id: number) => {
    state.calls += 1;
    return { id, version: state.version };
  };
  return { state, read };
}

describe("in one process (memory)", () => {
  const opened: DataCache[] = [];
  afterEach(async () => {
    setSingleton("data-cache", undefined);
    for (const cache of opened.splice(0)) await cache.close();
  });
  function install(): DataCache {
    const cache = createDataCache();
    opened.push(cache);
    setSingleton("data-cache", cache);
    return cache;
  }

  test("without a cache installed (vitest) cached() is a plain call", async () => {
    const { state, read } = source();
    const lookup = cached(read, ["plain"], { tags: (id) => [`car:${id}`] });
    await lookup(1);
    await lookup(1);
    expect(state.calls).toBe(2);
  });

  test("a cached read is served from the cache; expiring one of its tags makes the next read fresh", async () => {
    install();
    const { state, read } = source();
    const lookup = cached(read, ["car-lookup"], { tags: (id) => [`car:${id}`, "dealership:9:cars"] });
    expect(await lookup(7)).toEqual({ id: 7, version: 1 });
    state.version = 2;
    expect(await lookup(7)).toEqual({ id: 7, version: 1 });
    expect(state.calls).toBe(1);

    await expireTags(["dealership:9:cars"]);
    // bentocache compares an entry's creation time with its tags' expiry time in whole
    // milliseconds, and an entry made in the same millisecond counts as expired (one extra
    // read, never a stale one); the step past that millisecond keeps the count exact.
    await sleep(2);
    expect(await lookup(7)).toEqual({ id: 7, version: 2 });
    expect(state.calls).toBe(2);
    expect(await lookup(7)).toEqual({ id: 7, version: 2 });
    expect(state.calls).toBe(2);
  });

  test("the key holds the arguments, and a tag expires only what carries it", async () => {
    install();
    const { state, read } = source();
    const lookup = cached(read, ["by-id"], { tags: (id) => [`car:${id}`] });
    expect(await lookup(1)).toEqual({ id: 1, version: 1 });
    expect(await lookup(2)).toEqual({ id: 2, version: 1 });
    state.version = 2;
    await expireTags(["car:2"]);
    expect(await lookup(1)).toEqual({ id: 1, version: 1 });
    expect(await lookup(2)).toEqual({ id: 2, version: 2 });
    expect(state.calls).toBe(3);
    expect(dataCacheKey(["a"], [1, "x"])).not.toBe(dataCacheKey(["a"], [1, "y"]));
    expect(dataCacheKey(["a"], ["y".repeat(10_000)]).length).toBeLessThan(60);
  });

  test("results are JSON: a Date is its ISO string on a miss and on a hit alike; undefined stays undefined", async () => {
    install();
    const at = new Date("2026-01-02T03:04:05.000Z");
    const withDate = cached(async () => ({ at }), ["dated"], { tags: () => ["t"] });
    expect(await withDate()).toEqual({ at: at.toISOString() });
    expect(await withDate()).toEqual({ at: at.toISOString() });
    const nothing = cached(async () => undefined, ["nothing"], { tags: () => ["t"] });
    expect(await nothing()).toBeUndefined();
    expect(await nothing()).toBeUndefined();
  });

  test("each call's revalidate time is its entry's lifetime", async () => {
    install();
    const { state, read } = source();
    const lookup = cached(read, ["short"], { tags: () => ["t"], revalidate: 0.2 });
    await lookup(1);
    await lookup(1);
    expect(state.calls).toBe(1);
    await sleep(300);
    await lookup(1);
    expect(state.calls).toBe(2);
  });

  test("the memory layer is bounded: thousands of made-up keys evict the oldest instead of growing it", async () => {
    const cache = createDataCache();
    opened.push(cache);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return calls;
    };
    await cache.getOrCompute("first", [], 300, compute);
    for (let i = 0; i < 6_000; i += 1) await cache.getOrCompute(`made-up-${i}`, [], 300, async () => i);
    await cache.getOrCompute("first", [], 300, compute);
    expect(calls).toBe(2);
  });
});

describe.skipIf(!REDIS_URL)("across processes (Redis layer and bus)", () => {
  // A name and prefix of this run's own: bus channels are global to the Redis server.
  const run = randomUUID().slice(0, 8);
  const options = {
    redisUrl: REDIS_URL,
    name: `data-cache-test-${run}`,
    prefix: `${DATA_CACHE_PREFIX}:test-${run}`,
  };
  const a = createDataCache(options);
  const b = createDataCache(options);

  // Both "processes" are up: their bus subscriptions are made (a server subscribes at start).
  beforeAll(async () => {
    await sleep(500);
  });

  afterAll(async () => {
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${options.prefix}:*`, COUNT: 1000 }))
      if (keys.length > 0) await client.del(keys);
    await client.quit();
    await a.close();
    await b.close();
  });

  test("a tag expired in one process reaches another's memory within 2 s", async () => {
    const { state, read } = source();
    const inA = () => a.getOrCompute("car-7", ["car:7"], 300, () => read(7));
    const inB = () => b.getOrCompute("car-7", ["car:7"], 300, () => read(7));
    expect(await inA()).toEqual({ id: 7, version: 1 });
    // B finds A's entry on Redis, then holds it in its own memory.
    expect(await inB()).toEqual({ id: 7, version: 1 });
    expect(await inB()).toEqual({ id: 7, version: 1 });
    expect(state.calls).toBe(1);

    state.version = 2;
    const expired = performance.now();
    await a.expireTags(["car:7"]);
    let seen = await inB();
    while (seen.version !== 2 && performance.now() - expired < 2_000) {
      await sleep(20);
      seen = await inB();
    }
    const ms = Math.round(performance.now() - expired);
    expect(seen).toEqual({ id: 7, version: 2 });
    expect(ms).toBeLessThan(2_000);
    console.log(`data cache: a tag expired in A reached B in ${ms} ms`);
    // A reads the fresh value too (B's, from Redis, or its own).
    expect(await inA()).toEqual({ id: 7, version: 2 });
  });

  test("a tag expired in one process reaches another that has the entry in memory only", async () => {
    const { state, read } = source();
    const key = "memory-only";
    // B's entry comes from B's own computation; A has never seen the key.
    expect(await b.getOrCompute(key, ["site:3"], 300, () => read(3))).toEqual({ id: 3, version: 1 });
    expect(await b.getOrCompute(key, ["site:3"], 300, () => read(3))).toEqual({ id: 3, version: 1 });
    state.version = 2;
    await a.expireTags(["site:3"]);
    await sleep(200);
    expect(await b.getOrCompute(key, ["site:3"], 300, () => read(3))).toEqual({ id: 3, version: 2 });
  });
});
