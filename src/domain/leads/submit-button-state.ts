import type { FormStepState } from "@/domain/leads/form-step-reducer";

const LOADING_LABEL = "Loading";

export interface ButtonState {
  label: string;
  disabled: boolean;
}

/** True while a submit is in flight or the success page is loading (SPEC §4). */
export function isFormBusy(state: Pick<FormStepState, "status">): boolean {
  return state.status === "submitting" || state.status === "success-pending";
}

/**
 * SPEC §4: the submit button shows Loading and is disabled while submitting or while the
 * success page loads. Otherwise it reads Continue on earlier steps and Submit on the last
 * (labels from formSettings).
 */
export function submitButtonState(
  state: Pick<FormStepState, "status" | "step" | "total">,
  labels: { submitLabel: string; nextLabel: string },
): ButtonState {
  if (isFormBusy(state)) return { label: LOADING_LABEL, disabled: true };
  const isLast = state.step >= state.total - 1;
  return { label: isLast ? labels.submitLabel : labels.nextLabel, disabled: false };
}
