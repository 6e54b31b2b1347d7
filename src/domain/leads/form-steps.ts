import type { FormDefinition } from "@/domain/leads/form-definition";
import type { FormStepState, SkippedStep } from "@/domain/leads/form-step-reducer";
import { USER_DETAILS_STEP_TITLE } from "@/domain/leads/forms/common-fields";

/**
 * Multi-step form, as the visitor sees it: the step label and progress bar, the
 * Previous and Submit buttons, the step's alert, and which steps are sent and checked. Each
 * rule reads the state kept by `formStepReducer` (form-step-reducer.ts).
 */

/** A form is multi-step if it has more than one step. */
export function isMultiStep(definition: Pick<FormDefinition, "steps">): boolean {
  return definition.steps.length > 1;
}

/** Layout: 'Step X of Y', counting from 1 for people (the index counts from 0). */
export function stepLabel(step: number, total: number): string {
  return `Step ${step + 1} of ${total}`;
}

/** Round(step/total*100), and 100 once the form is marked complete. */
export function progressPercent(step: number, total: number, complete: boolean): number {
  if (complete) return 100;
  if (total <= 0) return 0;
  return Math.round((step / total) * 100);
}

const LOADING_LABEL = "Loading";

export interface ButtonState {
  label: string;
  disabled: boolean;
}

/** True while a submit is in flight or the success page is loading. */
function isFormBusy(state: Pick<FormStepState, "status">): boolean {
  return state.status === "submitting" || state.status === "success-pending";
}

/**
 * The submit button shows Loading and is disabled while submitting or while the
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

export interface BackButtonState {
  hidden: boolean;
  disabled: boolean;
}

/** Hidden on the first step, disabled while loading. */
export function backButtonState(state: Pick<FormStepState, "status" | "step">): BackButtonState {
  return { hidden: state.step === 0, disabled: isFormBusy(state) };
}

export type AlertTone = "success" | "destructive";

/** For the step titled User Details the alert is styled as success, otherwise destructive. */
export function alertTone(stepTitle: string | undefined): AlertTone {
  return stepTitle === USER_DETAILS_STEP_TITLE ? "success" : "destructive";
}

/**
 * Each step's data is sent once as an incomplete lead; a step already sent is
 * not re-sent (going back and forward again must not create duplicate leads). The last
 * step is never sent as a partial: it goes out with the final submit.
 */
export function shouldSendStep(state: Pick<FormStepState, "sentSteps" | "total">, step: number): boolean {
  if (step >= state.total - 1) return false;
  return !state.sentSteps.includes(step);
}

/**
 * The steps of a multi-step form whose fields a lead must satisfy. A partial send of step
 * N carries the visitor's answers so far, so steps 0..N are checked; the final submit
 * checks every step. Steps the visitor jumped over with skipTo (strictly between a skip's
 * from and to) were never shown, so they are not checked. Out-of-range numbers are clamped.
 */
export function stepsToValidate(
  total: number,
  stepNumber: number,
  complete: boolean,
  skipped: readonly SkippedStep[] = [],
): number[] {
  if (total <= 0) return [];
  const last = complete ? total - 1 : Math.min(Math.max(0, stepNumber), total - 1);
  const steps: number[] = [];
  for (let step = 0; step <= last; step++) {
    if (!skipped.some((skip) => skip.from < step && step < skip.to)) steps.push(step);
  }
  return steps;
}
