import { describe, expect, test } from "vitest";
import {
  type FormStepAction,
  type FormStepState,
  formStepReducer,
  initialFormStepState,
  resumedFormStepState,
} from "@/domain/leads/form-step-reducer";
import { shouldSendStep } from "@/domain/leads/form-steps";

const at = (step: number, extra: Partial<FormStepState> = {}): FormStepState => ({
  ...initialFormStepState(4),
  step,
  ...extra,
});

const run = (state: FormStepState, ...actions: FormStepAction[]) => actions.reduce(formStepReducer, state);

describe("formStepReducer (SPEC §4 Multi-step form)", () => {
  test("starts at step 0, idle, nothing sent", () => {
    expect(initialFormStepState(3)).toEqual({
      step: 0,
      total: 3,
      skipped: [],
      sentSteps: [],
      leadId: null,
      status: "idle",
      error: null,
      complete: false,
    });
  });

  test.each<[string, FormStepState, FormStepAction[], Partial<FormStepState>]>([
    ["next moves forward", at(0), [{ type: "next" }], { step: 1 }],
    ["next does not go past the last step", at(3), [{ type: "next" }], { step: 3 }],
    [
      "next clears the error",
      at(1, { status: "error", error: "boom" }),
      [{ type: "next" }],
      {
        step: 2,
        status: "idle",
        error: null,
      },
    ],
    [
      "next drops skips that span the new step",
      at(1, { skipped: [{ from: 1, to: 3 }] }),
      [{ type: "next" }],
      {
        step: 2,
        skipped: [],
      },
    ],
    [
      "next keeps skips that do not span it",
      at(2, { skipped: [{ from: 0, to: 2 }] }),
      [{ type: "next" }],
      {
        step: 3,
        skipped: [{ from: 0, to: 2 }],
      },
    ],
    ["previous goes one step back", at(2), [{ type: "previous" }], { step: 1 }],
    ["previous does not go below 0", at(0), [{ type: "previous" }], { step: 0 }],
    [
      "previous returns to where a skip came from",
      at(3, { skipped: [{ from: 0, to: 3 }] }),
      [{ type: "previous" }],
      {
        step: 0,
        skipped: [],
      },
    ],
    [
      "previous ignores skips that did not land here",
      at(2, { skipped: [{ from: 0, to: 3 }] }),
      [{ type: "previous" }],
      {
        step: 1,
        skipped: [{ from: 0, to: 3 }],
      },
    ],
    [
      "skipTo records the jump",
      at(0),
      [{ type: "skipTo", to: 2 }],
      { step: 2, skipped: [{ from: 0, to: 2 }] },
    ],
    [
      "skipTo twice from one step keeps the latest",
      at(0, { skipped: [{ from: 0, to: 2 }], step: 0 }),
      [{ type: "skipTo", to: 3 }],
      { step: 3, skipped: [{ from: 0, to: 3 }] },
    ],
    ["skipTo backwards is ignored", at(2), [{ type: "skipTo", to: 1 }], { step: 2, skipped: [] }],
    ["skipTo past the end is ignored", at(0), [{ type: "skipTo", to: 4 }], { step: 0, skipped: [] }],
    [
      "skip, back, then next walks the skipped step",
      at(0),
      [{ type: "skipTo", to: 2 }, { type: "previous" }, { type: "next" }],
      { step: 1, skipped: [] },
    ],
    [
      "chained skips unwind one at a time",
      at(0),
      [{ type: "skipTo", to: 1 }, { type: "skipTo", to: 3 }, { type: "previous" }],
      { step: 1, skipped: [{ from: 0, to: 1 }] },
    ],
    [
      "the first lead id is kept",
      at(0),
      [
        { type: "stepSent", step: 0, leadId: 77 },
        { type: "stepSent", step: 1, leadId: 78 },
      ],
      { leadId: 77, sentSteps: [0, 1] },
    ],
    [
      "a step is recorded as sent once",
      at(0),
      [
        { type: "stepSent", step: 0, leadId: 77 },
        { type: "stepSent", step: 0, leadId: 77 },
      ],
      { sentSteps: [0] },
    ],
    [
      "a step send without an id shows the server's error",
      at(1),
      [{ type: "stepSendFailed", message: "Dealer not found" }],
      { step: 1, status: "error", error: "Dealer not found" },
    ],
    [
      "… or 'An unexpected error occured'",
      at(1),
      [{ type: "stepSendFailed" }],
      {
        step: 1,
        status: "error",
        error: "An unexpected error occured",
      },
    ],
    ["submitting", at(3), [{ type: "submitStart" }], { status: "submitting", error: null }],
    [
      "failure keeps the step and shows the error",
      at(3),
      [{ type: "submitStart" }, { type: "submitFailed", message: "Server said no" }],
      { step: 3, status: "error", error: "Server said no", complete: false },
    ],
    [
      "failure without a message uses the spec's alert text",
      at(3),
      [{ type: "submitStart" }, { type: "submitFailed" }],
      { status: "error", error: "An error occurred when submitting this form" },
    ],
    [
      "success marks complete and waits for the success page",
      at(3),
      [{ type: "submitStart" }, { type: "submitSucceeded" }],
      { status: "success-pending", complete: true, error: null },
    ],
    [
      "resubmitting clears the old error",
      at(3, { status: "error", error: "x" }),
      [{ type: "submitStart" }],
      {
        status: "submitting",
        error: null,
      },
    ],
  ])("%s", (_label, state, actions, expected) => {
    expect(run(state, ...actions)).toMatchObject(expected);
  });

  test("a single-step form never moves", () => {
    const state = initialFormStepState(1);
    expect(run(state, { type: "next" }, { type: "skipTo", to: 1 }, { type: "previous" }).step).toBe(0);
  });

  test("does not mutate the previous state", () => {
    const state = at(1, { skipped: [{ from: 0, to: 1 }] });
    const snapshot = structuredClone(state);
    run(state, { type: "previous" }, { type: "skipTo", to: 3 }, { type: "stepSent", step: 0, leadId: 1 });
    expect(state).toEqual(snapshot);
  });
});

describe("resumedFormStepState (a multi-step form continued from a link)", () => {
  test.each([
    { resume: { step: 2, leadId: 7 }, step: 2, leadId: 7, sentSteps: [0, 1] },
    { resume: { step: 1, leadId: 9 }, step: 1, leadId: 9, sentSteps: [0] },
    // Outside the form, or no lead: the form starts at its first step.
    { resume: { step: 3, leadId: 7 }, step: 0, leadId: null, sentSteps: [] },
    // Back at the first step of a lead already started: that lead is updated, not a new one.
    { resume: { step: 0, leadId: 7 }, step: 0, leadId: 7, sentSteps: [] },
    { resume: { step: -1, leadId: 7 }, step: 0, leadId: null, sentSteps: [] },
    { resume: { step: 1.5, leadId: 7 }, step: 0, leadId: null, sentSteps: [] },
    { resume: null, step: 0, leadId: null, sentSteps: [] },
  ])("$resume → step $step", ({ resume, step, leadId, sentSteps }) => {
    const state = resumedFormStepState(3, resume);
    expect(state).toMatchObject({ step, leadId, sentSteps, total: 3, status: "idle" });
    // A resumed step is never sent again as an incomplete lead.
    for (const sent of sentSteps) expect(shouldSendStep(state, sent)).toBe(false);
  });
});
