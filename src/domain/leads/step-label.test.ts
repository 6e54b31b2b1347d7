import { describe, expect, test } from "vitest";
import { stepLabel } from "@/domain/leads/step-label";

describe("stepLabel (SPEC §2: 'Step X of Y')", () => {
  test.each<[number, number, string]>([
    [0, 3, "Step 1 of 3"],
    [2, 3, "Step 3 of 3"],
    [0, 1, "Step 1 of 1"],
  ])("index %i of %i → %s", (step, total, expected) => {
    expect(stepLabel(step, total)).toBe(expected);
  });
});
