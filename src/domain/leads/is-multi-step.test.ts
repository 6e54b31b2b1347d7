import { describe, expect, test } from "vitest";
import { isMultiStep } from "@/domain/leads/is-multi-step";

const step = { title: "s", fields: [] };

describe("isMultiStep (SPEC §4: more than one step)", () => {
  test.each<[number, boolean]>([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])("%i steps → %s", (count, expected) => {
    expect(isMultiStep({ steps: Array.from({ length: count }, () => step) })).toBe(expected);
  });
});
