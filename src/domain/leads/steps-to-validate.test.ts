import { expect, test } from "vitest";
import type { SkippedStep } from "@/domain/leads/form-step-reducer";
import { stepsToValidate } from "@/domain/leads/steps-to-validate";

test.each<[string, number, number, boolean, SkippedStep[], number[]]>([
  ["first partial of three", 3, 0, false, [], [0]],
  ["second partial of three", 3, 1, false, [], [0, 1]],
  ["final submit checks every step", 3, 2, true, [], [0, 1, 2]],
  ["final submit ignores the step number", 3, 0, true, [], [0, 1, 2]],
  ["a skipped step is not checked", 4, 3, true, [{ from: 0, to: 2 }], [0, 2, 3]],
  ["skip endpoints are checked", 5, 3, false, [{ from: 1, to: 3 }], [0, 1, 3]],
  ["single-step form", 1, 0, true, [], [0]],
  ["step beyond the form is clamped", 2, 9, false, [], [0, 1]],
  ["negative step is clamped", 2, -1, false, [], [0]],
  ["no steps", 0, 0, true, [], []],
])("%s", (_label, total, step, complete, skipped, expected) => {
  expect(stepsToValidate(total, step, complete, skipped)).toEqual(expected);
});
