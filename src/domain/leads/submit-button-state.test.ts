import { describe, expect, test } from "vitest";
import type { FormStatus } from "@/domain/leads/form-step-reducer";
import { submitButtonState } from "@/domain/leads/submit-button-state";

const labels = { submitLabel: "Submit", nextLabel: "Continue" };

describe("submitButtonState (SPEC §4: Loading and disabled while submitting or success loads)", () => {
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
