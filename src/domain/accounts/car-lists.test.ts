import { describe, expect, test } from "vitest";
import { boundCarList, CAR_LIST_LIMITS, mergeCarList } from "@/domain/accounts/car-lists";

describe("the account's recently viewed and compare lists", () => {
  test.each([
    ["recently_viewed", [1, 2, 3], [4, 2], [4, 2, 1, 3]],
    ["recently_viewed", [1, 2, 3, 4, 5, 6, 7, 8], [9, 10], [9, 10, 1, 2, 3, 4, 5, 6]],
    ["compare", [1, 2], [3, 1, 4], [3, 1, 4, 2]],
    ["compare", [], [5, 5, 6, 7, 8, 9], [5, 6, 7, 8]],
    ["compare", [1, 2, 3, 4], [], [1, 2, 3, 4]],
  ] as const)("%s: account %j + device %j = %j", (list, account, device, merged) => {
    expect(mergeCarList(list, account, device)).toEqual(merged);
  });

  test("the bounds are the device's: 8 viewed, 4 compared", () => {
    expect(CAR_LIST_LIMITS).toEqual({ recently_viewed: 8, compare: 4 });
    expect(boundCarList([3, 3, 2, 1], 2)).toEqual([3, 2]);
  });
});
