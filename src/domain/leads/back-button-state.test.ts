import { describe, expect, test } from "vitest";
import { backButtonState } from "@/domain/leads/back-button-state";
import type { FormStatus } from "@/domain/leads/form-step-reducer";

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
