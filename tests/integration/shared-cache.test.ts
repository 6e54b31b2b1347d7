import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { createFrontServer } from "@/server/front/front-server";
import { subscribeToRevalidations } from "@/server/front/revalidation-channel";

/**
 * The shared cache across processes (docs/DEPLOY.md), on the Redis named by TEST_REDIS_URL
 * (skipped without it): Next's cache handler in two separate Node processes, and the front
 * server's microcache emptied by a revalidation published from elsewhere.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
const run = promisify(execFile);
const HANDLER = new URL("../../src/server/cache/page-cache-handler.mjs", import.meta.url).href;

/** Runs `body` in a fresh Node process with the cache handler on Redis; returns what it prints. */
async function inProcess(body: string): Promise<string> {
  const script = `
    const { default: Handler } = await import(${JSON.stringify(HANDLER)});
    const cache = new Handler({});
    const ctx = { kind: "FETCH", tags: ["car:424242"], softTags: [] };
    ${body}
    process.exit(0);`;
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, REDIS_URL },
    timeout: 20_000,
  });
  return stdout.trim();
}

describe.skipIf(!REDIS_URL)("one cache shared by several processes (Redis)", () => {
  const key = `shared-cache-test-${process.pid}`;

  test("an entry written by one process is read by another, and a tag revalidated by a third removes it for all", async () => {
    await inProcess(`
      await cache.set(${JSON.stringify(key)}, { kind: "FETCH", data: { headers: {}, body: "eyJwcmljZSI6MX0=", status: 200, url: "" }, revalidate: 300 },
        { tags: ["car:424242"], revalidate: 300, fetchCache: true });`);
    const read = await inProcess(
      `console.log(JSON.stringify((await cache.get(${JSON.stringify(key)}, ctx))?.value?.data?.body ?? null));`,
    );
    expect(read).toBe(JSON.stringify("eyJwcmljZSI6MX0="));
    await inProcess(`await cache.revalidateTag(["car:424242"]);`);
    const after = await inProcess(
      `console.log(JSON.stringify((await cache.get(${JSON.stringify(key)}, ctx)) ?? null));`,
    );
    expect(after).toBe("null");
  });

  test("entries expire in Redis (no key without a time to live)", async () => {
    await inProcess(`
      await cache.set(${JSON.stringify(`${key}-ttl`)}, { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200, url: "" }, revalidate: 300 },
        { tags: ["car:424243"], revalidate: 300, fetchCache: true });`);
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    try {
      const ttl = await client.ttl(`forecourt:next:${key}-ttl`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(600);
    } finally {
      await client.quit();
    }
  });
});

describe.skipIf(!REDIS_URL)("the front server's microcache across processes", () => {
  let upstream: http.Server;
  let front: http.Server;
  let frontPort: number;
  let served = 0;

  beforeAll(async () => {
    upstream = http.createServer((_req, res) => {
      served += 1;
      res.writeHead(200, { "content-type": "text/html", "cache-control": "s-maxage=300" });
      res.end(`<p>answer ${served}</p>`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    front = createFrontServer({
      upstreamPort: (upstream.address() as AddressInfo).port,
      microcacheMs: 60_000, // far longer than the test: only the revalidation can empty it
      onInvalidate: (clear) => void subscribeToRevalidations(defined(REDIS_URL, "REDIS_URL"), clear),
    });
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    frontPort = (front.address() as AddressInfo).port;
    await sleep(300); // subscribed
  });

  afterAll(async () => {
    front.closeAllConnections();
    upstream.closeAllConnections();
    await new Promise((resolve) => front.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  const get = async () => (await fetch(`http://127.0.0.1:${frontPort}/cars/x`)).text();

  test("a tag revalidated in another process empties it at once", async () => {
    expect(await get()).toBe("<p>answer 1</p>");
    expect(await get()).toBe("<p>answer 1</p>"); // from the microcache
    await inProcess(`await cache.revalidateTag(["car:424244"]);`);
    await sleep(100);
    expect(await get()).toBe("<p>answer 2</p>");
  });
});
