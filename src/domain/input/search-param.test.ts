import { describe, expect, test } from "vitest";
import { firstParam, singleParam } from "@/domain/input/search-param";

describe("search parameters", () => {
  test.each([
    ["a single value", "42", "42", "42"],
    ["a value with spaces", " 42 ", " 42 ", "42"],
    ["an empty value", "", "", undefined],
    ["a blank value", "  ", "  ", undefined],
    ["a missing key", undefined, undefined, undefined],
    ["a key given twice", ["1", "2"], undefined, "1"],
    ["a key given twice, the first blank", [" ", "2"], undefined, undefined],
  ])("%s", (_name, value, single, first) => {
    expect(singleParam(value)).toBe(single);
    expect(firstParam(value)).toBe(first);
  });
});
