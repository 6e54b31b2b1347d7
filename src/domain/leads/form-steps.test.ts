import { describe, expect, test } from "vitest";
import type { FormStatus, SkippedStep } from "@/domain/leads/form-step-reducer";
import {
  alertTone,
  backButtonState,
  isMultiStep,
  progressPercent,
  shouldSendStep,
  stepLabel,
  stepsToValidate,
  submitButtonState,
} from "@/domain/leads/form-steps";

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

describe("stepLabel (SPEC §2: 'Step X of Y')", () => {
  test.each<[number, number, string]>([
    [0, 3, "Step 1 of 3"],
    [2, 3, "Step 3 of 3"],
    [0, 1, "Step 1 of 1"],
  ])("index %i of %i → %s", (step, total, expected) => {
    expect(stepLabel(step, total)).toBe(expected);
  });
});

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

describe("submitButtonState (SPEC §4: Loading and disabled while submitting or success loads)", () => {
  const labels = { submitLabel: "Submit", nextLabel: "Continue" };

  test.each<[FormStatus, number, number, { label: string; disabled: boolean }]>([
    ["idle", 0, 3, { label: "Continue", disabled: false }],
    ["idle", 2, 3, { label: "Submit", disabled: false }],
    ["idle", 0, 1, { label: "Submit", disabled: false }],
    ["error", 2, 3, { label: "Submit", disabled: false }],
    ["submitting", 2, 3, { label: "Loading", disabled: true }],
    ["submitting", 0, 3, { label: "Loading", disabled: true }],
    ["success-pending", 2, 3, { label: "Loading", disabled: true }],
  ])("%s on step %i of %i → %j", (status, step, total, expected) => {
    expect(submitButtonState({ status, step, total }, labels)).toEqual(expected);
  });
});

describe("backButtonState (SPEC §4: hidden on the first step, disabled while loading)", () => {
  test.each<[FormStatus, number, { hidden: boolean; disabled: boolean }]>([
    ["idle", 0, { hidden: true, disabled: false }],
    ["idle", 1, { hidden: false, disabled: false }],
    ["error", 2, { hidden: false, disabled: false }],
    ["submitting", 2, { hidden: false, disabled: true }],
    ["success-pending", 2, { hidden: false, disabled: true }],
  ])("%s on step %i → %j", (status, step, expected) => {
    expect(backButtonState({ status, step })).toEqual(expected);
  });
});

describe("alertTone (SPEC §8: User Details step → success, otherwise destructive)", () => {
  test.each<[string | undefined, string]>([
    ["User Details", "success"],
    ["Employment", "destructive"],
    ["user details", "destructive"],
    ["Enquire", "destructive"],
    [undefined, "destructive"],
  ])("%j → %s", (title, expected) => {
    expect(alertTone(title)).toBe(expected);
  });
});

describe("shouldSendStep (SPEC §4: a step already sent is not re-sent)", () => {
  test.each<[number[], number, number, boolean]>([
    [[], 3, 0, true],
    [[0], 3, 0, false],
    [[0], 3, 1, true],
    [[0, 1], 3, 1, false],
    [[], 3, 2, false],
    [[], 1, 0, false],
  ])("sent %j of %i steps, step %i → %s", (sentSteps, total, step, expected) => {
    expect(shouldSendStep({ sentSteps, total }, step)).toBe(expected);
  });
});

describe("stepsToValidate (the steps a partial or final send is checked against)", () => {
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
});
