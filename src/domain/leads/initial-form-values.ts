import type { FieldValue, FormDefinition } from "@/domain/leads/form-definition";

/**
 * The values a form starts with: each field's defaultValue (SPEC §5: the category select
 * starts at General Enquiry, opt_in starts ticked). Defaults are applied here, when the
 * form opens, and never while validating: an unticked opt-in that arrives empty at the
 * server means "no", not "use the default".
 */
export function initialFormValues(definition: FormDefinition): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (field.defaultValue !== undefined) values[field.name] = field.defaultValue;
    }
  }
  return values;
}
