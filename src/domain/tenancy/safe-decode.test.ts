import { expect, test } from "vitest";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";

test.each<[string, string, string]>([
  ["a well-formed escape is decoded", "caf%C3%A9", "café"],
  ["A malformed escape is left as it is", "%zz", "%zz"],
  ["A lone percent sign is left as it is", "100%", "100%"],
  ["Broken UTF-8 is left as it is", "%C3", "%C3"],
  ["A malformed host is left as it is", "a%zz.localhost:3000", "a%zz.localhost:3000"],
])("%s", (_label, text, expected) => {
  expect(safeDecodeURIComponent(text)).toBe(expected);
});
