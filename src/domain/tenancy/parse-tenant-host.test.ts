import { describe, expect, test } from "vitest";
import { normaliseHostname, parseTenantHost, tenantRouteHost } from "@/domain/tenancy/parse-tenant-host";

describe("parseTenantHost", () => {
  test.each([
    ["localhost:3000", "localhost", { kind: "platform" }],
    ["127.0.0.1:3000", "localhost", { kind: "platform" }],
    [null, "localhost", { kind: "platform" }],
    ["forecourt.example", "forecourt.example", { kind: "platform" }],
    [
      "harbourcity.localhost:3000",
      "localhost",
      { kind: "site", hostname: "harbourcity.localhost", slug: "harbourcity" },
    ],
    [
      "HarbourCity.LocalHost",
      "localhost",
      { kind: "site", hostname: "harbourcity.localhost", slug: "harbourcity" },
    ],
    [
      "acme.forecourt.example",
      "forecourt.example",
      { kind: "site", hostname: "acme.forecourt.example", slug: "acme" },
    ],
    ["www.acme.localhost", "localhost", { kind: "site", hostname: "www.acme.localhost", slug: null }],
    [
      "www.harbourcitymotors.com.au",
      "localhost",
      { kind: "site", hostname: "www.harbourcitymotors.com.au", slug: null },
    ],
  ])("%s on platform %s", (host, platform, expected) => {
    expect(parseTenantHost(host, platform)).toEqual(expected);
  });

  test.each([
    ["Example.COM:443", "example.com"],
    ["example.com.", "example.com"],
    ["[::1]:3000", "[::1]"],
  ])("normaliseHostname(%s) = %s", (host, expected) => {
    expect(normaliseHostname(host)).toBe(expected);
  });
});

describe("tenantRouteHost", () => {
  test.each([
    ["HarbourCity.LocalHost:3000", "harbourcity.localhost:3000"],
    [" www.acme.com.au ", "www.acme.com.au"],
    ["acme.com.au.", "acme.com.au"],
    ["acme.com.au.:8080", "acme.com.au:8080"],
    ["[::1]:3000", "[::1]:3000"],
  ])("%s → %s", (host, expected) => {
    expect(tenantRouteHost(host)).toBe(expected);
  });
});
