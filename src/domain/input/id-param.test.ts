import { describe, expect, test } from "vitest";
import { idParam } from "@/domain/input/id-param";

describe("idParam", () => {
  test.each([
    { raw: "12", expected: 12 },
    { raw: 7, expected: 7 },
    { raw: "2147483647", expected: 2_147_483_647 },
    { raw: "2147483648", expected: null },
    { raw: "99999999999", expected: null },
    { raw: "0", expected: null },
    { raw: "012", expected: null },
    { raw: "12a", expected: null },
    { raw: "-3", expected: null },
    { raw: "1.5", expected: null },
    { raw: "", expected: null },
    { raw: " 12", expected: null },
    { raw: undefined, expected: null },
    { raw: ["12"], expected: null },
  ])("$raw → $expected", ({ raw, expected }) => {
    expect(idParam(raw)).toBe(expected);
  });
});
