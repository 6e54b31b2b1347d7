import { describe, expect, test } from "vitest";
import { isTestDriveOnly, VEHICLE_TAGS } from "@/domain/stock/is-test-drive-only";

describe("isTestDriveOnly (SPEC 3: tag is one of the two test drive values)", () => {
  test("the spec's four tag values", () => {
    expect(VEHICLE_TAGS).toEqual([
      "Test Drive Only",
      "*** Test Drive Vehicle Only ***",
      "Special",
      "Pre-order",
    ]);
  });

  test.each([
    { tag: "Test Drive Only", expected: true },
    { tag: "*** Test Drive Vehicle Only ***", expected: true },
    { tag: " Test Drive Only ", expected: true },
    { tag: "Special", expected: false },
    { tag: "Pre-order", expected: false },
    { tag: "Test Drive Vehicle Only", expected: false },
    { tag: "test drive only", expected: false },
    { tag: "", expected: false },
    { tag: null, expected: false },
  ])("tag $tag → $expected", ({ tag, expected }) => {
    expect(isTestDriveOnly({ tag })).toBe(expected);
  });
});
