import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, test } from "vitest";
import { refusalFor } from "@/server/front/request-guard";

const LIMIT = 26 * 1024 * 1024;
const ok = { method: "GET", url: "/cars/2021-mazda-cx-5", headers: { host: "acme.localhost:3000" } };

describe("refusalFor: what never reaches Next", () => {
  test.each<
    [
      string,
      { method?: string; url?: string; headers?: IncomingHttpHeaders; rawHeaders?: string[] },
      number | null,
    ]
  >([
    ["a plain page GET", {}, null],
    [
      "a lead POST with its length",
      { method: "POST", headers: { host: "a.localhost", "content-length": "120" } },
      null,
    ],
    [
      "a chunked POST",
      { method: "POST", headers: { host: "a.localhost", "transfer-encoding": "chunked" } },
      null,
    ],
    ["a GET with Content-Length: 0", { headers: { host: "a.localhost", "content-length": "0" } }, null],
    ["a custom domain with a port", { headers: { host: "www.harbourcitymotors.com.au:8443" } }, null],
    ["an IPv4 host", { headers: { host: "127.0.0.1:3000" } }, null],
    ["an IPv6 host", { headers: { host: "[::1]:3000" } }, null],
    // Smuggling: a body on a method that has none.
    ["a chunked GET", { headers: { host: "a.localhost", "transfer-encoding": "chunked" } }, 400],
    ["a HEAD with a body", { method: "HEAD", headers: { host: "a.localhost", "content-length": "42" } }, 400],
    ["a chunked OPTIONS", { method: "OPTIONS", headers: { host: "a", "transfer-encoding": "chunked" } }, 400],
    ["a chunked DELETE", { method: "DELETE", headers: { host: "a", "transfer-encoding": "chunked" } }, 400],
    // Absolute-form and odd targets: never a redirect off-site.
    ["an absolute-form target", { url: "http://evil.example/" }, 400],
    ["a scheme-relative target", { url: "//evil.example/" }, 400],
    ["an asterisk target", { method: "OPTIONS", url: "*" }, 400],
    // Malformed escapes.
    ["a malformed escape in the path", { url: "/%zz" }, 400],
    ["a malformed escape in a vehicle slug", { url: "/cars/%zz" }, 400],
    ["a truncated escape", { url: "/contact/%" }, 400],
    ["an encoded lone surrogate", { url: "/cars/%ED%A0%80" }, 400],
    ["a well-formed escape", { url: "/search/new-used-and-demo-cars?q=%E2%98%83" }, null],
    ["a malformed escape in the query is the route's to judge", { url: "/search/x?q=%zz" }, null],
    // Methods.
    ["TRACE", { method: "TRACE" }, 405],
    ["CONNECT", { method: "CONNECT" }, 405],
    ["a made-up method", { method: "PROPFIND" }, 405],
    // Hosts.
    ["a percent-escape in the host", { headers: { host: "a%zz.localhost" } }, 400],
    ["no host", { headers: {} }, 400],
    ["a host with a path", { headers: { host: "a.localhost/x" } }, 400],
    ["a host with a space", { headers: { host: "a .localhost" } }, 400],
    // Two Host headers (each hop could pick a different one).
    [
      "two Host headers",
      { headers: { host: "a.localhost" }, rawHeaders: ["Host", "a.localhost", "host", "b.localhost"] },
      400,
    ],
    ["one Host header", { headers: { host: "a.localhost" }, rawHeaders: ["Host", "a.localhost"] }, null],
    // Size.
    [
      "a declared body over the limit",
      { method: "POST", headers: { host: "a", "content-length": String(LIMIT + 1) } },
      413,
    ],
    [
      "a declared body at the limit",
      { method: "POST", headers: { host: "a", "content-length": String(LIMIT) } },
      null,
    ],
  ])("%s → %s", (_name, change, status) => {
    expect(refusalFor({ ...ok, ...change }, { maxBodyBytes: LIMIT })?.status ?? null).toBe(status);
  });

  test("a 405 says which methods are allowed; a 413 states the limit", () => {
    expect(refusalFor({ ...ok, method: "TRACE" }, { maxBodyBytes: LIMIT })?.headers?.allow).toBe(
      "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    );
    expect(
      refusalFor(
        {
          method: "POST",
          url: "/api/leads/with-files",
          headers: { host: "a", "content-length": "999999999" },
        },
        {
          maxBodyBytes: LIMIT,
        },
      )?.message,
    ).toBe("The request body is too large: the limit is 26 MB.");
  });
});
