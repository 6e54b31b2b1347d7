import { describe, expect, test } from "vitest";
import { isSameSet, movePhoto } from "@/domain/console/stock-photos";

describe("movePhoto", () => {
  test("moves one place up or down", () => {
    expect(movePhoto(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(movePhoto(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });
  test("leaves the list as it is at either end or for an index outside it", () => {
    expect(movePhoto(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(movePhoto(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(movePhoto(["a", "b"], 5, -1)).toEqual(["a", "b"]);
  });
});

describe("isSameSet", () => {
  test("any order of the same ids", () => {
    expect(isSameSet(["a", "b", "c"], ["c", "a", "b"])).toBe(true);
    expect(isSameSet(["a", "a", "b"], ["a", "b", "a"])).toBe(true);
  });
  test("a missing, extra, unknown or repeated id is not", () => {
    expect(isSameSet(["a", "b"], ["a"])).toBe(false);
    expect(isSameSet(["a", "b"], ["a", "b", "b"])).toBe(false);
    expect(isSameSet(["a", "b"], ["a", "x"])).toBe(false);
    expect(isSameSet(["a", "b"], ["a", "a"])).toBe(false);
  });
});
