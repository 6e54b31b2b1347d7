import { ErrorSummary } from "@/components/ui/error-summary";
import type { FormDefinition } from "@/domain/leads/form-definition";
import { SUBMIT_ERROR } from "@/domain/leads/messages";
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import { fieldDomId } from "@/features/lead-form/field-parts";

/**
 * Why a form posted without JavaScript was not sent (send-no-script-form.ts), shown above its
 * fields on the form page the post came back to: what went wrong and an error summary naming
 * each field to fix by its label, linked to the field, each error once. The form keeps what
 * was typed.
 */
export function NoScriptAnswer({
  answer,
  definition,
  formKey,
}: {
  answer: NoScriptFormAnswer;
  definition: FormDefinition;
  formKey: string;
}) {
  const labels = new Map(
    definition.steps.flatMap((step) => step.fields).map((field) => [field.name, field.label] as const),
  );
  const fields = Object.entries(answer.fields);
  return (
    <ErrorSummary
      title={SUBMIT_ERROR}
      // A validation failure's message restates its fields ("phone: Invalid phone number…"):
      // with the list below it, each error would be said twice.
      message={fields.length === 0 ? answer.message : undefined}
      errors={fields.map(([name, message]) => {
        const label = labels.get(name);
        return label ? { fieldId: fieldDomId(formKey, name), label, message } : { message };
      })}
    />
  );
}
