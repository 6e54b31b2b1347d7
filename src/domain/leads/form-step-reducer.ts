import { SUBMIT_ERROR, UNEXPECTED_ERROR } from "@/domain/leads/messages";

/** A jump made with skipTo, kept so Previous can return to where the visitor came from. */
export interface SkippedStep {
  from: number;
  to: number;
}

export type FormStatus = "idle" | "submitting" | "success-pending" | "error";

export interface FormStepState {
  /** Current step, from 0. */
  step: number;
  total: number;
  /** Sent with each lead as skipped_steps. */
  skipped: SkippedStep[];
  /** Steps already sent as incomplete leads (never re-sent). */
  sentSteps: number[];
  /** The id the first step send returned; reused (update) for later sends. */
  leadId: number | null;
  status: FormStatus;
  error: string | null;
  /** The final submit succeeded; progress shows 100. */
  complete: boolean;
}

export type FormStepAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "skipTo"; to: number }
  | { type: "stepSent"; step: number; leadId: number }
  /** A step send came back without a lead id. */
  | { type: "stepSendFailed"; message?: string | null }
  | { type: "submitStart" }
  | { type: "submitFailed"; message?: string | null }
  | { type: "submitSucceeded" };

export function initialFormStepState(total: number): FormStepState {
  return {
    step: 0,
    total,
    skipped: [],
    sentSteps: [],
    leadId: null,
    status: "idle",
    error: null,
    complete: false,
  };
}

/**
 * The state of a form continued at a later step from a link (the no-JavaScript steps): the
 * steps before it are already in the lead, so they count as sent and the lead's id is reused.
 */
export function resumedFormStepState(
  total: number,
  resume: { step: number; leadId: number } | null,
): FormStepState {
  const state = initialFormStepState(total);
  if (!resume || !Number.isInteger(resume.step) || resume.step < 0 || resume.step >= total) return state;
  const sentSteps = Array.from({ length: resume.step }, (_, step) => step);
  return { ...state, step: resume.step, leadId: resume.leadId, sentSteps };
}

const lastStep = (state: FormStepState) => Math.max(0, state.total - 1);

/**
 * Multi-step form as a pure reducer. The UI (or a server action) performs the
 * sends and reports their outcome with stepSent / stepSendFailed / submit*.
 */
export function formStepReducer(state: FormStepState, action: FormStepAction): FormStepState {
  switch (action.type) {
    case "next": {
      const step = Math.min(state.step + 1, lastStep(state));
      // Visiting a step that a skip jumped over makes that skip record false: drop it.
      const skipped = state.skipped.filter((skip) => !(skip.from < step && step < skip.to));
      return { ...state, step, skipped, status: "idle", error: null };
    }
    case "previous": {
      // The latest skip that landed here says where the visitor came from.
      const index = state.skipped.findLastIndex((skip) => skip.to === state.step);
      const skip = index === -1 ? undefined : state.skipped[index];
      if (skip !== undefined) {
        const skipped = state.skipped.filter((_, i) => i !== index);
        return { ...state, step: skip.from, skipped, status: "idle", error: null };
      }
      return { ...state, step: Math.max(0, state.step - 1), status: "idle", error: null };
    }
    case "skipTo": {
      // Only forward jumps within the form are skips; anything else is ignored so a bad
      // jump target cannot strand the visitor on a step that does not exist.
      if (!Number.isInteger(action.to) || action.to <= state.step || action.to > lastStep(state))
        return state;
      const skipped = [
        ...state.skipped.filter((skip) => skip.from !== state.step),
        { from: state.step, to: action.to },
      ];
      return { ...state, step: action.to, skipped, status: "idle", error: null };
    }
    case "stepSent": {
      const sentSteps = state.sentSteps.includes(action.step)
        ? state.sentSteps
        : [...state.sentSteps, action.step];
      return { ...state, sentSteps, leadId: state.leadId ?? action.leadId };
    }
    case "stepSendFailed":
      return { ...state, status: "error", error: action.message || UNEXPECTED_ERROR };
    case "submitStart":
      return { ...state, status: "submitting", error: null };
    case "submitFailed":
      // On failure an error is shown and the step stays.
      return { ...state, status: "error", error: action.message || SUBMIT_ERROR };
    case "submitSucceeded":
      // The button stays in its loading state while /success loads.
      return { ...state, status: "success-pending", error: null, complete: true };
  }
}
