import type { FormField, FormOption } from "@/domain/leads/form-definition";
import { isFieldRequired } from "@/domain/leads/form-definition";
import { inputClass, labelClass, TEXT_INPUTS } from "@/features/lead-form/field-parts";

// The purchase journey's fields, rendered on the server: each step is an ordinary form post,
// so a field is a plain input with its label, its message (aria-invalid, aria-describedby)
// and a fieldset with a legend for a choice, usable by keyboard and screen reader alike.

/** Stable DOM ids: field names may contain spaces ('Vehicle Make'). */
function journeyFieldId(name: string): string {
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
  const id = journeyFieldId(field.name);
  const errorId = `${id}-error`;
  const required = isFieldRequired(field);
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "aria-required": required || undefined,
  };
  const text = typeof value === "string" ? value : undefined;
  const label = (
    <>
      {field.label}
      {!required && <span className="font-normal text-muted"> (optional)</span>}
    </>
  );
  const message = error ? (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;

  if (field.type === "hidden" || field.hidden) return null;
  if (field.type === "check" || field.type === "opt-in") {
    return (
      <div>
        <div className="flex items-start gap-3">
          <input
            id={id}
            name={field.name}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-[var(--brand)]"
            defaultChecked={value === true}
            {...aria}
          />
          <label htmlFor={id} className="text-sm text-ink">
            {label}
          </label>
        </div>
        {message}
      </div>
    );
  }
  if (field.type === "radio") {
    return (
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className={labelClass}>{label}</legend>
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
                className="size-5 shrink-0 accent-[var(--brand)]"
                aria-invalid={error ? true : undefined}
              />
              {option.label}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }
  if (field.type === "select" || field.type === "location-select" || field.type === "make") {
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <select id={id} name={field.name} defaultValue={text ?? ""} className={inputClass} {...aria}>
          <option value="">Please choose…</option>
          {(options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {message}
      </div>
    );
  }
  if (field.type === "textarea") {
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <textarea id={id} name={field.name} rows={4} defaultValue={text} className={inputClass} {...aria} />
        {message}
      </div>
    );
  }
  const input = TEXT_INPUTS[field.type] ?? { type: "text" };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={field.name}
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={field.autoComplete ?? input.autoComplete}
        defaultValue={text}
        className={inputClass}
        {...aria}
      />
      {message}
    </div>
  );
}
