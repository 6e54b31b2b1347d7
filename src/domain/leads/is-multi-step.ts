import type { FormDefinition } from "@/domain/leads/form-definition";

/** SPEC §4: a form is multi-step if it has more than one step. */
export function isMultiStep(definition: Pick<FormDefinition, "steps">): boolean {
  return definition.steps.length > 1;
}
