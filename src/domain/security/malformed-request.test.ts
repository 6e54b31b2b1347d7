import { describe, expect, test } from "vitest";
import { malformedRequestReason } from "@/domain/security/malformed-request";

const reason = (host: string | null, pathAndQuery: string) => {
  const url = new URL(pathAndQuery, "http://x.invalid");
  return malformedRequestReason({ host, pathname: url.pathname, searchParams: url.searchParams });
};

describe("malformedRequestReason (400 before any page, Next's or Astro's)", () => {
  test.each<[name: string, host: string | null, path: string, expected: RegExp | null]>([
    ["a search", "westside-auto.localhost:3000", "/search/new-used-and-demo-cars?make=Kia", null],
    ["no Host", null, "/", null],
    ["an IPv6 Host", "[::1]:3000", "/", null],
    ["a Host that is not one", "bad host", "/", /Host header/],
    ["a malformed escape in the path", "a.localhost", "/search/%zz", /percent-escape/],
    ["a NUL in a search filter", "a.localhost", "/search/x?make=a%00b", /query parameter make/],
    [
      "a NUL in a parameter's name",
      "a.localhost",
      "/pre-owned?ma%00ke=1",
      /query parameter ma\\0ke its name/,
    ],
  ])("%s", (_name, host, path, expected) => {
    const got = reason(host, path);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toMatch(expected);
  });
});
