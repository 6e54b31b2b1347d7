import { describe, expect, test } from "vitest";
import {
  forwardedClient,
  forwardedFromThisMachine,
  forwardedHttps,
  isTrustedProxiesSetting,
  parseTrustedProxies,
} from "@/domain/tenancy/trusted-proxies";

// The X-Forwarded-For the app receives always ends with the address that
// connected to our front server (the front server appends it). Entries before it are only
// believed through the proxies TRUSTED_PROXIES names.
describe("The client address from X-Forwarded-For", () => {
  test.each([
    // setting, X-Forwarded-For as received, client
    ["", "203.0.113.9", "203.0.113.9"],
    // No proxy trusted: a client's own header cannot choose its address.
    ["", "127.0.0.1, 203.0.113.9", "203.0.113.9"],
    ["", "1.2.3.4, 5.6.7.8, 203.0.113.9", "203.0.113.9"],
    // Behind nginx on the same machine: nginx appended the shopper, the front server nginx.
    ["", "198.51.100.7, 127.0.0.1", "127.0.0.1"],
    ["1", "198.51.100.7, 127.0.0.1", "198.51.100.7"],
    ["127.0.0.1/32", "198.51.100.7, 127.0.0.1", "198.51.100.7"],
    ["loopback", "198.51.100.7, 127.0.0.1", "198.51.100.7"],
    // A shopper's forged entry before nginx's is still not believed.
    ["1", "127.0.0.1, 198.51.100.7, 127.0.0.1", "198.51.100.7"],
    ["127.0.0.1/32", "127.0.0.1, 198.51.100.7, 127.0.0.1", "198.51.100.7"],
    // Two hops (a CDN, then nginx).
    ["2", "198.51.100.7, 10.0.0.5, 127.0.0.1", "198.51.100.7"],
    ["10.0.0.0/8, 127.0.0.1/32", "198.51.100.7, 10.0.0.5, 127.0.0.1", "198.51.100.7"],
    // A listed proxy that is not the one that connected: the connecting address is the client.
    ["10.0.0.0/8", "198.51.100.7, 203.0.113.9", "203.0.113.9"],
    // More hops trusted than there are entries: the leftmost address.
    ["3", "198.51.100.7, 127.0.0.1", "198.51.100.7"],
    // IPv6.
    ["::1/128", "2001:db8::7, ::1", "2001:db8::7"],
  ])("TRUSTED_PROXIES=%j, X-Forwarded-For %j → %s", (setting, forwardedFor, client) => {
    expect(forwardedClient(forwardedFor, parseTrustedProxies(setting))).toBe(client);
  });

  test.each([null, "", " , "])("no address in %j → null", (forwardedFor) => {
    expect(forwardedClient(forwardedFor, parseTrustedProxies("1"))).toBeNull();
  });

  test.each([
    ["", true],
    ["0", true],
    ["1", true],
    ["10", true],
    ["11", false],
    ["127.0.0.1", true],
    ["10.0.0.0/8, 127.0.0.1/32", true],
    ["loopback,uniquelocal", true],
    ["::1/128", true],
    ["nginx", false],
    ["10.0.0.0/33", false],
    ["-1", false],
  ])("setting %j is valid: %s", (setting, valid) => {
    expect(isTrustedProxiesSetting(setting)).toBe(valid);
  });
});

describe("https only by a trusted proxy's word", () => {
  test.each([
    // setting, X-Forwarded-For, X-Forwarded-Proto, https
    ["", "203.0.113.9", "https", false],
    ["1", "198.51.100.7, 127.0.0.1", "https", true],
    ["1", "198.51.100.7, 127.0.0.1", "http", false],
    ["1", "198.51.100.7, 127.0.0.1", null, false],
    ["1", "198.51.100.7, 127.0.0.1", "https, http", true],
    ["127.0.0.1/32", "198.51.100.7, 127.0.0.1", "https", true],
    // The shopper connected directly (not through the listed proxy): its header proves nothing.
    ["127.0.0.1/32", "203.0.113.9", "https", false],
    ["1", null, "https", false],
  ])("TRUSTED_PROXIES=%j, X-Forwarded-For %j, proto %j → %s", (setting, forwardedFor, proto, https) => {
    expect(forwardedHttps(forwardedFor, proto, parseTrustedProxies(setting))).toBe(https);
  });
});

// The pages only this machine may open (mail outbox, /metrics without a token,
// the alert run). The chain is what Next receives: the front server appended the last entry.
describe("A request from this machine, by the whole forwarded chain", () => {
  test.each([
    // setting, X-Forwarded-For as Next sees it, local
    ["", "127.0.0.1", true],
    ["", "::1", true],
    ["", "::ffff:127.0.0.1", true],
    ["", "203.0.113.9", false],
    // A client's own header, straight to the front server with no proxy trusted.
    ["", "127.0.0.1, 203.0.113.9", false],
    ["", "127.0.0.1, 127.0.0.1", false],
    // TRUSTED_PROXIES=1 (the old documented setting): around nginx, a forged 127.0.0.1.
    ["1", "127.0.0.1, 203.0.113.9", false],
    // Through a local nginx, on behalf of the operator on this machine.
    ["1", "127.0.0.1, 127.0.0.1", true],
    // Through nginx for a shopper who claims 127.0.0.1: an entry beyond the one trusted proxy.
    ["1", "127.0.0.1, 198.51.100.7, 127.0.0.1", false],
    ["1", "127.0.0.1, 127.0.0.1, 127.0.0.1", false],
    // An address list: a peer outside it vouches for nothing, even on 127.0.0.0/8.
    ["127.0.0.1", "127.0.0.1, 127.0.0.2", false],
    ["127.0.0.1", "127.0.0.2", true],
    ["127.0.0.1", "127.0.0.1", true],
    ["127.0.0.1", "198.51.100.7, 127.0.0.1", false],
    ["10.0.0.5", "127.0.0.1, 10.0.0.5", false],
    ["", null, false],
    ["", "", false],
  ])("TRUSTED_PROXIES=%j, X-Forwarded-For %j → %s", (setting, forwardedFor, local) => {
    expect(forwardedFromThisMachine(forwardedFor, parseTrustedProxies(setting))).toBe(local);
  });
});
