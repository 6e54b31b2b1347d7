import { describe, expect, test } from "vitest";
import { PHONE_MARKETS, TEST_PHONE_E164, TEST_PHONE_NUMBER } from "@/domain/leads/phone-market";

describe("test phone number (SPEC §5: always accepted, always mapped to a fixed +61 form)", () => {
  test.each([
    ["national form", TEST_PHONE_NUMBER, "0400000000"],
    ["fixed +61 form", TEST_PHONE_E164, "+61400000000"],
  ])("%s is %s", (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test("the +61 form is the same number as the national form", () => {
    expect(TEST_PHONE_E164).toBe(`+61${TEST_PHONE_NUMBER.slice(1)}`);
    expect(TEST_PHONE_E164).toMatch(/^\+[1-9]\d{1,14}$/);
  });

  test("markets are the three the spec defines", () => {
    expect([...PHONE_MARKETS].sort()).toEqual(["AU", "NZ", "US"]);
  });
});
