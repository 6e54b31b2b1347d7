import { describe, expect, test } from "vitest";
import { hostOrigin, isLoopbackAddress, platformOrigin, siteOrigin } from "@/domain/tenancy/host-origin";

describe("hostOrigin", () => {
  test.each([
    ["harbourcity.localhost:3000", undefined, "http://harbourcity.localhost:3000"],
    ["localhost:3000", undefined, "http://localhost:3000"],
    ["127.0.0.1:4000", undefined, "http://127.0.0.1:4000"],
    ["[::1]:3000", undefined, "http://[::1]:3000"],
    ["www.harbourcitymotors.com.au", undefined, "https://www.harbourcitymotors.com.au"],
    ["notlocalhost.com", undefined, "https://notlocalhost.com"],
    ["www.harbourcitymotors.com.au", "http", "http://www.harbourcitymotors.com.au"],
    ["harbourcity.localhost:3000", "https", "https://harbourcity.localhost:3000"],
  ] as const)("%s (scheme %s) → %s", (host, scheme, expected) => {
    expect(hostOrigin(host, scheme)).toBe(expected);
  });
});

describe("platformOrigin: the platform host or a site on it", () => {
  test.each([
    [{ domain: "localhost", port: 3000 }, undefined, "http://localhost:3000"],
    [{ domain: "localhost", port: 3000 }, "harbourcity", "http://harbourcity.localhost:3000"],
    [{ domain: "localhost", port: 80 }, "harbourcity", "http://harbourcity.localhost"],
    [{ domain: "forecourt.example", port: 443 }, "harbourcity", "https://harbourcity.forecourt.example"],
    [{ domain: "forecourt.example", port: 8443 }, undefined, "https://forecourt.example:8443"],
    [
      { domain: "forecourt.example", port: 80, scheme: "http" as const },
      "mazda",
      "http://mazda.forecourt.example",
    ],
  ])("%j, site %s → %s", (address, slug, expected) => {
    expect(platformOrigin(address, slug)).toBe(expected);
  });
});

describe("siteOrigin: the configured port and scheme, never the Host's port", () => {
  test.each([
    ["acme.localhost:65000", { port: 3000 }, "http://acme.localhost:3000"],
    ["acme.localhost:99999", { port: 3000 }, "http://acme.localhost:3000"],
    ["ACME.localhost.", { port: 3000 }, "http://acme.localhost:3000"],
    ["www.acme.com.au:8080", { port: 443 }, "https://www.acme.com.au"],
    ["www.acme.com.au", { port: 443, scheme: "http" as const }, "http://www.acme.com.au"],
    ["acme.forecourt.example:1", { port: 8443 }, "https://acme.forecourt.example:8443"],
  ])("%s with %j → %s", (host, address, expected) => {
    expect(siteOrigin(host, address)).toBe(expected);
  });
});

describe("isLoopbackAddress: an IP address of this machine", () => {
  test.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    [" 127.0.0.1 ", true],
    ["10.0.0.1", false],
    ["172.17.0.1", false],
    ["203.0.113.9", false],
    ["::ffff:203.0.113.9", false],
    ["128.0.0.1", false],
    ["unknown", false],
    ["", false],
  ])("%s → %s", (ip, loopback) => {
    expect(isLoopbackAddress(ip)).toBe(loopback);
  });
});
