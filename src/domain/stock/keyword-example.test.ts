import { describe, expect, test } from "vitest";
import { keywordExample } from "@/domain/stock/keyword-example";

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
