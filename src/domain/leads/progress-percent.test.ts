import { describe, expect, test } from "vitest";
import { progressPercent } from "@/domain/leads/progress-percent";

describe("progressPercent (SPEC §4: round(step/total*100), 100 when complete)", () => {
  test.each<[number, number, boolean, number]>([
    [0, 3, false, 0],
    [1, 3, false, 33],
    [2, 3, false, 67],
    [1, 2, false, 50],
    [2, 3, true, 100],
    [0, 1, true, 100],
    [0, 0, false, 0],
  ])("step %i of %i (complete=%s) → %i", (step, total, complete, expected) => {
    expect(progressPercent(step, total, complete)).toBe(expected);
  });
});
