import { describe, expect, test } from "vitest";
import {
  COMPARE_FULL_MESSAGE,
  compareHref,
  compareIdsFromQuery,
  compareSync,
  compareWithout,
  parseCompareIds,
  toggleCompare,
} from "@/domain/site/compare";
import { MAX_RECENTLY_VIEWED, parseRecentlyViewed, recordViewed } from "@/domain/site/recently-viewed";

describe("compare: up to 4 vehicles, ids in the address", () => {
  test("?ids= keeps positive whole numbers, drops repeats and junk, and stops at four", () => {
    expect(compareIdsFromQuery("1,2,3")).toEqual([1, 2, 3]);
    expect(compareIdsFromQuery("5, 5,x,-1,0,2.5,9,10,11,12")).toEqual([5, 9, 10, 11]);
    expect(compareIdsFromQuery(["7", "8"])).toEqual([7, 8]);
    expect(compareIdsFromQuery(undefined)).toEqual([]);
    expect(compareIdsFromQuery(`${"1,".repeat(150)}2`)).toEqual([]);
  });

  test("a fifth pick is refused with the message and the list unchanged; picking again removes", () => {
    expect(toggleCompare([1, 2, 3], 4)).toEqual({ list: [1, 2, 3, 4], outcome: "added" });
    expect(toggleCompare([1, 2, 3, 4], 5)).toEqual({ list: [1, 2, 3, 4], outcome: "full" });
    expect(toggleCompare([1, 2, 3, 4], 2)).toEqual({ list: [1, 3, 4], outcome: "removed" });
    expect(COMPARE_FULL_MESSAGE).toBe("You can compare up to 4 vehicles. Remove one to add another.");
  });

  test("stored lists are read defensively; the page address names the ids", () => {
    expect(parseCompareIds('[3,"4",3,null]')).toEqual([3, 4]);
    expect(parseCompareIds("{")).toEqual([]);
    expect(compareHref([3, 4])).toBe("/compare?ids=3,4");
    expect(compareHref([])).toBe("/compare");
  });

  test.each([
    ["one of three", [3, 4, 5], 4, "/compare?ids=3,5"],
    ["the first", [3, 4], 3, "/compare?ids=4"],
    ["the last one left: an empty list, not the bare page", [3], 3, "/compare?ids="],
  ])("Remove %s leads to %s", (_name, shown, id, href) => {
    expect(compareWithout(shown, id)).toBe(href);
  });

  test.each([
    [
      "a shared address becomes the device's list",
      { idsGiven: true, shown: [7, 8] },
      [1],
      { action: "store", ids: [7, 8] },
    ],
    ["the same list: nothing to do", { idsGiven: true, shown: [7, 8] }, [7, 8], { action: "keep" }],
    [
      "the order shown is the list's",
      { idsGiven: true, shown: [8, 7] },
      [7, 8],
      { action: "store", ids: [8, 7] },
    ],
    [
      "the last removed (?ids=): the device's list is emptied",
      { idsGiven: true, shown: [] },
      [7],
      { action: "store", ids: [] },
    ],
    ["an empty address and an empty list agree", { idsGiven: true, shown: [] }, [], { action: "keep" }],
    [
      "the bare page opens the device's list",
      { idsGiven: false, shown: [] },
      [7, 8],
      { action: "open", href: "/compare?ids=7,8" },
    ],
    [
      "the bare page with nothing stored explains itself",
      { idsGiven: false, shown: [] },
      [],
      { action: "keep" },
    ],
  ] as const)("the page and the device agree: %s", (_name, page, stored, expected) => {
    expect(compareSync(page, stored)).toEqual(expected);
  });
});

describe("recently viewed: newest first, at most 8", () => {
  test("a revisit moves the car to the front; the ninth pushes out the oldest", () => {
    let list = parseRecentlyViewed(null);
    for (let id = 1; id <= 9; id++) list = recordViewed(list, { id, name: `Car ${id}`, slug: `car-${id}` });
    expect(MAX_RECENTLY_VIEWED).toBe(8);
    expect(list.map((c) => c.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
    list = recordViewed(list, { id: 5, name: "Car 5", slug: "car-5" });
    expect(list.map((c) => c.id)).toEqual([5, 9, 8, 7, 6, 4, 3, 2]);
  });
});
