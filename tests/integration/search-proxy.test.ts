// How proxy.ts routes a search address (docs/decisions/009): canonical
// redirects, the cached route for common searches, per-request rendering for the rest.
import { NextRequest } from "next/server";
import { describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { cachedSearchKey } from "@/domain/stock/search-canonical";
import { proxy } from "@/proxy";

const HOST = "westside-auto.localhost:3000";
const SITE = `/site/${encodeURIComponent(HOST)}`;
const SEARCH = "/search/new-used-and-demo-cars";

function through(pathAndQuery: string, method = "GET") {
  // An empty form post declares its length, as a browser's does (the proxy refuses one without).
  const length: Record<string, string> = method === "POST" ? { "content-length": "0" } : {};
  return proxy(
    new NextRequest(`http://${HOST}${pathAndQuery}`, { method, headers: { host: HOST, ...length } }),
  );
}

/** The path Next renders after the proxy's rewrite. */
function rewrittenPath(response: Response): string {
  const target = response.headers.get("x-middleware-rewrite");
  if (!target) throw new Error(`not a rewrite (status ${response.status})`);
  return new URL(target).pathname;
}

describe("the proxy's search routing", () => {
  test.each<[name: string, pathAndQuery: string, query: string]>([
    ["the bare search", SEARCH, ""],
    ["a make and model", `${SEARCH}?make=Toyota&model=HiLux`, "make=Toyota&model=HiLux"],
    [
      "a sort and page 2, tracking tags aside",
      `${SEARCH}?sort=price-asc&page=2&utm_source=mail`,
      "sort=price-asc&page=2",
    ],
  ])("%s is served by the cached route", async (_name, pathAndQuery, query) => {
    expect(rewrittenPath(await through(pathAndQuery))).toBe(
      `${SITE}/cached-search/${cachedSearchKey(SEARCH, query)}`,
    );
  });

  test("/pre-owned is a search path too", async () => {
    expect(rewrittenPath(await through("/pre-owned?make=Mazda"))).toBe(
      `${SITE}/cached-search/${cachedSearchKey("/pre-owned", "make=Mazda")}`,
    );
  });

  test.each<[name: string, pathAndQuery: string, location: string]>([
    ["params out of order", `${SEARCH}?model=HiLux&make=Toyota`, `${SEARCH}?make=Toyota&model=HiLux`],
    [
      "empty fields of a GET form",
      `${SEARCH}?make=Kia&model=&q=&utm_source=mail`,
      `${SEARCH}?make=Kia&utm_source=mail`,
    ],
    ["page 1 written out", `${SEARCH}?page=1`, SEARCH],
  ])("%s: a 308 to the canonical address", async (_name, pathAndQuery, location) => {
    const response = await through(pathAndQuery);
    expect(response.status).toBe(308);
    const target = new URL(defined(response.headers.get("location"), 'response.headers.get("location")'));
    expect(`${target.pathname}${target.search}`).toBe(location);
  });

  test.each<[name: string, pathAndQuery: string]>([
    ["a keyword", `${SEARCH}?q=ute`],
    ["a price range", `${SEARCH}?price_max=45000`],
    ["page 11", `${SEARCH}?page=11`],
  ])("%s renders per request on the search route", async (_name, pathAndQuery) => {
    expect(rewrittenPath(await through(pathAndQuery))).toBe(`${SITE}${pathAndQuery.split("?")[0]}`);
  });

  test("the cached route is not an address of its own", async () => {
    const key = cachedSearchKey(SEARCH, "");
    expect(rewrittenPath(await through(`/cached-search/${key}`))).toBe(`${SITE}/not-found`);
  });

  test("other methods and other paths are left alone", async () => {
    expect(rewrittenPath(await through(`${SEARCH}?model=HiLux&make=Toyota`, "POST"))).toBe(
      `${SITE}${SEARCH}`,
    );
    expect(rewrittenPath(await through("/search/a/b?make=Kia"))).toBe(`${SITE}/search/a/b`);
  });
});
