import type { FormDefinition } from "@/domain/leads/form-definition";
import { SUBMIT_ERROR } from "@/domain/leads/messages";
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import { fieldDomId } from "@/features/lead-form/lead-form-field";

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
    <div
      role="alert"
      aria-labelledby={`${formKey}-no-script-answer`}
      className="rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900"
    >
      <p id={`${formKey}-no-script-answer`} className="font-semibold">
        {SUBMIT_ERROR}
      </p>
      {/* A validation failure's message restates its fields ("phone: Invalid phone number…"):
          with the list below it, each error would be said twice. */}
      {fields.length === 0 && <p>{answer.message}</p>}
      {fields.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {fields.map(([name, text]) => {
            const label = labels.get(name);
            return (
              <li key={name}>
                {label ? (
                  <>
                    <a className="font-semibold underline" href={`#${fieldDomId(formKey, name)}`}>
                      {label}
                    </a>
                    : {text}
                  </>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
