import { expect, test } from "vitest";
import { isLoopbackAddress } from "@/domain/tenancy/is-loopback-address";

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
