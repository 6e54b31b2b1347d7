import type { FormStepState } from "@/domain/leads/form-step-reducer";

/**
 * SPEC §4: each step's data is sent once as an incomplete lead; a step already sent is
 * not re-sent (going back and forward again must not create duplicate leads). The last
 * step is never sent as a partial: it goes out with the final submit.
 */
export function shouldSendStep(state: Pick<FormStepState, "sentSteps" | "total">, step: number): boolean {
  if (step >= state.total - 1) return false;
  return !state.sentSteps.includes(step);
}
