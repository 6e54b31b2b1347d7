import { describe, expect, test } from "vitest";
import { parseTrustedProxies } from "@/domain/tenancy/trusted-proxies";
import { servedOverHttps } from "@/server/http/client-ip";

function request(headers: Record<string, string>) {
  return { headers: new Headers(headers) };
}

describe("servedOverHttps: HSTS only on a trusted proxy's word (Astro's answers, as proxy.ts for Next's)", () => {
  const nginx = parseTrustedProxies("127.0.0.1");
  test.each([
    [
      "nginx on this machine says https",
      { "x-forwarded-for": "198.51.100.7, 127.0.0.1", "x-forwarded-proto": "https" },
      true,
    ],
    ["nginx says http", { "x-forwarded-for": "198.51.100.7, 127.0.0.1", "x-forwarded-proto": "http" }, false],
    [
      "a client around nginx forges https",
      { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" },
      false,
    ],
    [
      "a forged chain ending in a stranger",
      { "x-forwarded-for": "127.0.0.1, 203.0.113.9", "x-forwarded-proto": "https" },
      false,
    ],
    ["no X-Forwarded-For at all", { "x-forwarded-proto": "https" }, false],
  ])("%s", (_case, headers, expected) => {
    expect(servedOverHttps(request(headers), nginx)).toBe(expected);
  });

  test("with no trusted proxy (the default), nobody's https is believed", () => {
    const request_ = request({ "x-forwarded-for": "127.0.0.1", "x-forwarded-proto": "https" });
    expect(servedOverHttps(request_, parseTrustedProxies(""))).toBe(false);
  });
});
