import { expect, test } from "vitest";
import { lookupBaseUrl } from "@/server/vehicle-lookup/vehicle-lookup-providers";

test.each<[string, "registration" | "valuation", string | undefined, string, string | null]>([
  [
    "the registration stand-in",
    "registration",
    undefined,
    "localhost",
    "http://localhost:3000/demo-providers/nevdis",
  ],
  [
    "the valuation stand-in",
    "valuation",
    undefined,
    "harbourcity.localhost",
    "http://localhost:3000/demo-providers/autograb",
  ],
  [
    "a configured provider",
    "registration",
    "https://nevdis.example/api",
    "forecourt.example",
    "https://nevdis.example/api",
  ],
  ["no provider on a real domain: no stand-in", "registration", undefined, "forecourt.example", null],
  [
    "a stand-in URL on a real domain",
    "valuation",
    "http://10.0.0.5:3000/demo-providers/autograb",
    "forecourt.example",
    null,
  ],
])("%s", (_label, kind, configured, domain, expected) => {
  expect(lookupBaseUrl(kind, configured, domain, 3000)).toBe(expected);
});
