import { describe, expect, test } from "vitest";
import { keywordTsquery } from "@/domain/stock/keyword-query";

describe("keywordTsquery: every word must start a word of the listing", () => {
  test.each<[string | undefined, string | null]>([
    ["sunroof", "sunroof:*"],
    ["Apple CarPlay", "apple:* & carplay:*"],
    ["  coro  ", "coro:*"],
    ["HCK1024", "hck1024:*"],
    ["CX-5", "cx:* & 5:*"],
    ["Harley-Davidson", "harley:* & davidson:*"],
    ["Škoda Octavia", "škoda:* & octavia:*"],
    // tsquery syntax is never passed through
    ["a & !b | (c) <-> d:*", "a:* & b:* & c:* & d:*"],
    ["' OR 1=1 --", "or:* & 1:* & 1:*"],
    ["one two three four five six seven", "one:* & two:* & three:* & four:* & five:* & six:*"],
    ["!!!", null],
    ["", null],
    [undefined, null],
  ])("%j → %j", (q, expected) => {
    expect(keywordTsquery(q)).toBe(expected);
  });

  test("a very long word is cut", () => {
    expect(keywordTsquery("x".repeat(500))).toBe(`${"x".repeat(40)}:*`);
  });
});
