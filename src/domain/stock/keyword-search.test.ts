import { describe, expect, test } from "vitest";
import { keywordExample, keywordTsquery } from "@/domain/stock/keyword-search";

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

describe("keywordExample: the search box's example comes from the site's own stock", () => {
  test.each<[string, Array<{ value: string; count: number }>, string, string]>([
    [
      "a Mazda dealer",
      [
        { value: "CX-5", count: 12 },
        { value: "Mazda3", count: 7 },
      ],
      "dealer",
      "e.g. CX-5, sunroof, stock no.",
    ],
    [
      "a motorcycle dealer",
      [{ value: "Sportster S", count: 3 }],
      "motorcycle",
      "e.g. Sportster S, ABS, stock no.",
    ],
    ["an RV maker", [{ value: "Swan", count: 4 }], "range", "e.g. Swan, ensuite, stock no."],
    ["a truck dealer", [{ value: "FVR", count: 2 }], "truck", "e.g. FVR, sleeper cab, stock no."],
    ["no stock yet", [], "dealer", "e.g. sunroof, stock no."],
    [
      "a tie is broken by name, so the example is stable",
      [
        { value: "Ranger", count: 5 },
        { value: "Everest", count: 5 },
      ],
      "dealer",
      "e.g. Everest, sunroof, stock no.",
    ],
  ])("%s", (_, models, template, expected) => {
    expect(keywordExample(models, template)).toBe(expected);
  });
});
