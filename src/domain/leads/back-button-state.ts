import type { FormStepState } from "@/domain/leads/form-step-reducer";
import { isFormBusy } from "@/domain/leads/submit-button-state";

export interface BackButtonState {
  hidden: boolean;
  disabled: boolean;
}

/** SPEC §4: hidden on the first step, disabled while loading. */
export function backButtonState(state: Pick<FormStepState, "status" | "step">): BackButtonState {
  return { hidden: state.step === 0, disabled: isFormBusy(state) };
}
