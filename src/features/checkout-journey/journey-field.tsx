import { Field, fieldInputClass, fieldTickClass } from "@/components/ui/field";
import type { FormField, FormOption } from "@/domain/leads/form-definition";
import { isFieldRequired } from "@/domain/leads/form-definition";
import { TEXT_INPUTS } from "@/features/lead-form/field-parts";

// The purchase journey's fields, rendered on the server: each step is an ordinary form post,
// so a field is a plain input in the UI kit's Field (its label, its message with aria-invalid
// and aria-describedby, a fieldset with a legend for a choice), usable by keyboard and screen
// reader alike.

/** Stable DOM ids: field names may contain spaces ('Vehicle Make'). */
export function journeyFieldId(name: string): string {
  return `journey-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

export function JourneyField({
  field,
  value,
  error,
  options,
}: {
  field: FormField;
  value: string | boolean | undefined;
  error?: string;
  /** The field's options (its own, or the site's for a field whose options come from the site). */
  options?: readonly FormOption[];
}) {
  const text = typeof value === "string" ? value : undefined;
  if (field.type === "hidden" || field.hidden) return null;
  const frame = {
    id: journeyFieldId(field.name),
    label: field.label,
    required: isFieldRequired(field),
    error,
  };

  if (field.type === "check" || field.type === "opt-in") {
    return (
      <Field {...frame} kind="check">
        {(control) => (
          <input
            name={field.name}
            type="checkbox"
            className={`mt-1 ${fieldTickClass}`}
            defaultChecked={value === true}
            {...control}
          />
        )}
      </Field>
    );
  }
  if (field.type === "radio") {
    return (
      <Field {...frame} kind="group">
        {(control) => (
          <div className="mt-2 grid gap-2">
            {(options ?? []).map((option) => (
              <label
                key={option.value}
                className="flex items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-ink has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-[var(--brand)]"
              >
                <input
                  type="radio"
                  name={field.name}
                  value={option.value}
                  defaultChecked={text === option.value}
                  className={fieldTickClass}
                  aria-invalid={control["aria-invalid"]}
                />
                {option.label}
              </label>
            ))}
          </div>
        )}
      </Field>
    );
  }
  if (field.type === "select" || field.type === "location-select" || field.type === "make") {
    return (
      <Field {...frame}>
        {(control) => (
          <select name={field.name} defaultValue={text ?? ""} className={fieldInputClass} {...control}>
            <option value="">Please choose…</option>
            {(options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  if (field.type === "textarea") {
    return (
      <Field {...frame}>
        {(control) => (
          <textarea name={field.name} rows={4} defaultValue={text} className={fieldInputClass} {...control} />
        )}
      </Field>
    );
  }
  const input = TEXT_INPUTS[field.type] ?? { type: "text" };
  return (
    <Field {...frame}>
      {(control) => (
        <input
          name={field.name}
          type={input.type}
          inputMode={input.inputMode}
          autoComplete={field.autoComplete ?? input.autoComplete}
          defaultValue={text}
          className={fieldInputClass}
          {...control}
        />
      )}
    </Field>
  );
}
