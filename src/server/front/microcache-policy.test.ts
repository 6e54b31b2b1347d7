import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, test } from "vitest";
import {
  MICROCACHE_MAX_BODY_BYTES,
  microcacheKey,
  microcacheTtl,
  withPublicPort,
} from "@/server/front/microcache-policy";

const page = { method: "GET", url: "/cars/2021-mazda-cx-5", headers: { host: "acme.localhost:3000" } };

describe("microcacheKey: which requests may be answered from the microcache", () => {
  test.each<[string, Partial<typeof page> & { headers?: IncomingHttpHeaders }, boolean]>([
    ["a plain page GET", {}, true],
    ["a HEAD", { method: "HEAD" }, false],
    ["a POST (a lead)", { method: "POST", url: "/api/leads" }, false],
    ["an RSC navigation (RSC: 1)", { headers: { host: "a", rsc: "1" } }, false],
    ["a router prefetch", { headers: { host: "a", "next-router-prefetch": "1" } }, false],
    ["a segment prefetch", { headers: { host: "a", "next-router-segment-prefetch": "/_tree" } }, false],
    ["a router state tree", { headers: { host: "a", "next-router-state-tree": "%5B%5D" } }, false],
    ["a server action", { method: "GET", headers: { host: "a", "next-action": "abc" } }, false],
    ["an _rsc cache-busting query", { url: "/cars/x?_rsc=1x2y" }, false],
    [
      "a request with credentials (the data API)",
      { headers: { host: "a", authorization: "Basic x" } },
      false,
    ],
  ])("%s → %s", (_name, change, cacheable) => {
    expect(microcacheKey({ ...page, ...change }) !== null).toBe(cacheable);
  });

  test("the host, the path with its query, and the accepted encoding make the key", () => {
    const key = (headers: IncomingHttpHeaders, url = page.url) => microcacheKey({ ...page, url, headers });
    const base = key({ host: "acme.localhost:3000" });
    expect(key({ host: "ACME.localhost:3000" })).toBe(base);
    expect(key({ host: "other.localhost:3000" })).not.toBe(base);
    expect(key({ host: "acme.localhost:3000" }, "/cars/2021-mazda-cx-5?utm=x")).not.toBe(base);
    expect(key({ host: "acme.localhost:3000", "accept-encoding": "gzip" })).not.toBe(base);
    // An answer over https (with HSTS) is never repeated to an http request, nor
    // the other way round.
    const page2 = { ...page, headers: { host: "acme.localhost:3000" } };
    expect(microcacheKey(page2, { https: true })).not.toBe(microcacheKey(page2, { https: false }));
    expect(microcacheKey(page2)).toBe(microcacheKey(page2, { https: false }));
  });
});

describe("microcacheTtl: which answers are kept, and for how long", () => {
  const isr = "s-maxage=300, stale-while-revalidate=31535700";
  test.each<[string, number, IncomingHttpHeaders, number]>([
    ["a cached (ISR) page: the microcache's own limit", 200, { "cache-control": isr }, 500],
    ["an ISR page fresher than the limit", 200, { "cache-control": "s-maxage=0" }, 0],
    ["a not-found answer, even one Next marks shareable", 404, { "cache-control": isr }, 0],
    [
      "a dynamic page",
      200,
      { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" },
      0,
    ],
    ["no Cache-Control", 200, {}, 0],
    [
      "public, max-age only (browser caching, not shared)",
      200,
      { "cache-control": "public, max-age=3600" },
      0,
    ],
    ["a redirect", 307, { "cache-control": isr }, 0],
    ["a server error", 500, { "cache-control": isr }, 0],
    ["an answer that sets a cookie", 200, { "cache-control": isr, "set-cookie": ["a=b"] }, 0],
    [
      "a body over the size limit",
      200,
      { "cache-control": isr, "content-length": String(MICROCACHE_MAX_BODY_BYTES + 1) },
      0,
    ],
    [
      "Next's own Vary (RSC headers and encoding, all in the key or never cached)",
      200,
      {
        "cache-control": isr,
        vary: "RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding",
      },
      500,
    ],
    ["an answer that varies on the cookie", 200, { "cache-control": isr, vary: "Cookie" }, 0],
    ["an answer that varies on the language", 200, { "cache-control": isr, vary: "rsc, Accept-Language" }, 0],
  ])("%s (%i) → %i ms", (_name, status, headers, ttl) => {
    expect(microcacheTtl(status, headers, { ttlMs: 500 })).toBe(ttl);
  });

  test("a page shareable for less than the limit is kept only that long", () => {
    expect(microcacheTtl(200, { "cache-control": "s-maxage=1" }, { ttlMs: 5_000 })).toBe(1_000);
  });
});

describe("withPublicPort: a Host port that is not the platform's is dropped", () => {
  const publicPorts = new Set([3000, 443]);
  test.each([
    ["acme.localhost:3000", "acme.localhost:3000"],
    ["acme.localhost:443", "acme.localhost:443"],
    ["acme.localhost", "acme.localhost"],
    ["acme.localhost:8080", "acme.localhost:8080"], // the port the request arrived on
    ["acme.localhost:9999", "acme.localhost"],
    ["acme.localhost:99999", "acme.localhost"],
    ["acme.localhost:03000", "acme.localhost:3000"],
    ["[::1]:9999", "[::1]"],
    ["[::1]", "[::1]"],
  ])("%s → %s", (host, expected) => {
    expect(withPublicPort(host, publicPorts, 8080)).toBe(expected);
  });

  test("a trailing dot or capitals make no other microcache entry", () => {
    const key = (host: string) => microcacheKey({ ...page, headers: { host } });
    expect(key("acme.localhost.:3000")).toBe(key("acme.localhost:3000"));
    expect(key("Acme.Localhost.")).toBe(key("acme.localhost"));
  });
});
