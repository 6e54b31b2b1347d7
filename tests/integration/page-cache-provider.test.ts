process.env.TRUSTED_PROXIES = "127.0.0.1";
import { setTimeout as sleep } from "node:timers/promises";
import type { CacheProvider } from "astro";
import { createClient } from "redis";
import { afterAll, describe, expect, test } from "vitest";
import pageCacheProvider from "@/astro/cache/page-cache-provider";
import { expireTags } from "@/server/cache/expire-tags";
import { PREVIEW_COOKIE } from "@/server/console/site-preview";

// The Astro page cache's provider (src/astro/cache/page-cache-provider.ts) as Astro calls it:
// `onRequest(context, next)` around the page's render, where a page that asked to be kept
// answers with CDN-Cache-Control and Cache-Tag (Astro's own headers for `cache.set`). What it
// must get right on a platform of many sites behind one process: one site's page is never
// another's, staff previewing never get or give the shared page, and a write's tags (in this
// process, or announced on Redis by another) drop the pages that read them.

const noLog = { info() {}, warn() {}, error() {} };

/** A render: counts itself, and answers the host and the render's number, kept when `tags` are given. */
function renderer(tags: string[] | null = ["site-cars:1"]) {
  let renders = 0;
  const render = async (request: Request) => {
    renders++;
    const headers = new Headers({ "content-type": "text/html" });
    if (tags) {
      headers.set("CDN-Cache-Control", "max-age=300, stale-while-revalidate=300");
      headers.set("Cache-Tag", tags.join(", "));
    }
    return new Response(`${request.headers.get("host")} render ${renders}`, { headers });
  };
  return { render, renders: () => renders };
}

async function get(
  provider: CacheProvider,
  render: (r: Request) => Promise<Response>,
  host: string,
  path = "/search/cars",
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  // As the Node adapter builds it without allowedDomains: every URL says localhost.
  const request = new Request(`http://localhost:4321${path}`, {
    method: init.method ?? "GET",
    headers: { host, ...init.headers },
  });
  const onRequest = provider.onRequest;
  if (!onRequest) throw new Error("the provider caches in the process: it has onRequest");
  const response = await onRequest({ request, url: new URL(request.url), logger: noLog }, () => render(request));
  return { text: await response.text(), cache: response.headers.get("x-astro-cache") };
}

describe("the page cache, per site", () => {
  test("a page is kept per host: the same path on another site is that site's own page", async () => {
    const provider = pageCacheProvider({ redisUrl: "" });
    const { render, renders } = renderer();
    expect(await get(provider, render, "westside.localhost:3000")).toEqual({
      text: "westside.localhost:3000 render 1",
      cache: "MISS",
    });
    expect(await get(provider, render, "harbourcity.localhost:3000")).toEqual({
      text: "harbourcity.localhost:3000 render 2",
      cache: "MISS",
    });
    expect(await get(provider, render, "westside.localhost:3000")).toEqual({
      text: "westside.localhost:3000 render 1",
      cache: "HIT",
    });
    // One spelling of a host: case and a trailing dot are the same site's entry.
    expect((await get(provider, render, "HarbourCity.localhost.:3000")).text).toBe(
      "harbourcity.localhost:3000 render 2",
    );
    expect(renders()).toBe(2);
  });

  test("the query is part of the key (in any order); a page over https is kept apart from http", async () => {
    const provider = pageCacheProvider({ redisUrl: "" });
    const { render, renders } = renderer();
    await get(provider, render, "westside.localhost", "/search/cars?make=Kia&page=2");
    expect((await get(provider, render, "westside.localhost", "/search/cars?page=2&make=Kia")).cache).toBe("HIT");
    expect((await get(provider, render, "westside.localhost", "/search/cars?make=Kia")).cache).toBe("MISS");
    const https = { "x-forwarded-for": "203.0.113.7, 127.0.0.1", "x-forwarded-proto": "https" };
    expect((await get(provider, render, "westside.localhost", "/search/cars", { headers: https })).cache).toBe(
      "MISS",
    );
    expect((await get(provider, render, "westside.localhost", "/search/cars", { headers: https })).cache).toBe("HIT");
    expect((await get(provider, render, "westside.localhost", "/search/cars")).cache).toBe("MISS");
    expect(renders()).toBe(4);
  });

  test("never answered from it: a preview, a POST, a host that is not one; never kept: a page that did not ask", async () => {
    const provider = pageCacheProvider({ redisUrl: "" });
    const { render, renders } = renderer();
    await get(provider, render, "westside.localhost");
    const preview = { cookie: `consent=1; ${PREVIEW_COOKIE}=signed-value` };
    expect(await get(provider, render, "westside.localhost", "/search/cars", { headers: preview })).toEqual({
      text: "westside.localhost render 2",
      cache: null,
    });
    expect((await get(provider, render, "westside.localhost", "/search/cars", { method: "POST" })).cache).toBeNull();
    expect((await get(provider, render, "west side/../x", "/search/cars")).cache).toBeNull();
    expect(renders()).toBe(4);

    const unshared = renderer(null);
    await get(provider, unshared.render, "westside.localhost", "/contact");
    expect((await get(provider, unshared.render, "westside.localhost", "/contact")).cache).toBeNull();
    expect(unshared.renders()).toBe(2);
  });

  test("expireTags drops the pages that read an expired tag, and only those", async () => {
    const provider = pageCacheProvider({ redisUrl: "" });
    const one = renderer(["site-cars:1", "site:1"]);
    const two = renderer(["site-cars:2", "site:2"]);
    await get(provider, one.render, "westside.localhost");
    await get(provider, two.render, "harbourcity.localhost");
    await expireTags(["site-cars:1"]);
    expect((await get(provider, one.render, "westside.localhost")).cache).toBe("MISS");
    expect((await get(provider, two.render, "harbourcity.localhost")).cache).toBe("HIT");
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)("the page cache, across processes (Redis)", () => {
  const publisher = createClient({ url: REDIS_URL });
  afterAll(async () => {
    if (publisher.isOpen) await publisher.quit();
  });

  test("tags another process announces drop this process's pages of them; a message naming none drops all", async () => {
    const provider = pageCacheProvider({ redisUrl: REDIS_URL });
    await publisher.connect();
    await sleep(300); // subscribed
    const one = renderer([`site-cars:${process.pid}1`]);
    const two = renderer([`site-cars:${process.pid}2`]);
    await get(provider, one.render, "westside.localhost");
    await get(provider, two.render, "harbourcity.localhost");
    await publisher.publish("forecourt:revalidated-tags", JSON.stringify([`site-cars:${process.pid}1`]));
    await expect
      .poll(async () => (await get(provider, one.render, "westside.localhost")).cache, { timeout: 2_000 })
      .toBe("MISS");
    expect((await get(provider, two.render, "harbourcity.localhost")).cache).toBe("HIT");
    await publisher.publish("forecourt:revalidated-tags", "everything");
    await expect
      .poll(async () => (await get(provider, two.render, "harbourcity.localhost")).cache, { timeout: 2_000 })
      .toBe("MISS");
  });
});
