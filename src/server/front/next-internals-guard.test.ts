import type { IncomingHttpHeaders } from "node:http";
import { expect, test } from "vitest";
import { nextInternalsRefusal } from "@/server/front/next-internals-guard";

// Shapes only Next's own client could mean, which it never sends.
test.each<[string, string, string, IncomingHttpHeaders, number | null]>([
  ["a page GET", "GET", "/cars/x", {}, null],
  ["the client router's RSC GET", "GET", "/cars/x?_rsc=1", { rsc: "1" }, null],
  ["a static file GET", "GET", "/favicon.ico", {}, null],
  ["a HEAD of a badge", "HEAD", "/badges/new.svg", {}, null],
  ["a page's no-JavaScript form post", "POST", "/contact", { "content-type": "multipart/form-data" }, null],
  ["a lead POST", "POST", "/api/leads", { "content-type": "application/json" }, null],
  ["a POST with rsc: 1 to /favicon.ico", "POST", "/favicon.ico", { rsc: "1" }, 400],
  ["a POST with rsc: 1 to a badge", "POST", "/badges/new.svg", { rsc: "1" }, 400],
  ["a POST with rsc: 1 to a page", "POST", "/contact", { rsc: "1" }, 400],
  ["a POST to /favicon.ico", "POST", "/favicon.ico", {}, 405],
  ["a POST under /favicon.ico (the proxy's matcher leaves it out too)", "POST", "/favicon.ico/x", {}, 405],
  ["a PUT to a badge", "PUT", "/badges/x.svg?y", {}, 405],
  ["a POST to a typeface file", "POST", "/fonts/inter-latin-wght-normal.woff2", {}, 405],
  ["a DELETE of a build file", "DELETE", "/_next/static/x.js", {}, 405],
  ["a script's Server Action call", "POST", "/contact", { "next-action": "abc" }, 400],
])("%s", (_label, method, url, headers, status) => {
  expect(
    nextInternalsRefusal({ method, url, headers: { host: "a.localhost", ...headers } })?.status ?? null,
  ).toBe(status);
});
