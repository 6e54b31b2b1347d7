import { Field, fieldInputClass, fieldTickClass } from "@/components/ui/field";
import type { FieldValue, FormField, FormOption } from "@/domain/leads/form-definition";
import { isFieldRequired } from "@/domain/leads/form-definition";
import { CHOICE_GROUP_TYPES, ChoiceGroup, type ChoiceLayout } from "@/features/lead-form/choice-group";
import {
  asString,
  type FieldBinding,
  INPUT_PLACEHOLDERS,
  TEXT_INPUTS,
} from "@/features/lead-form/field-parts";

// The one renderer of a form definition's field, for every form that has one: the lead forms
// (in the browser, bound by react-hook-form) and the purchase journey (rendered on the server,
// posted as it is). No hooks and no handlers of its own, so it renders in either place.

export interface DefinitionFieldProps {
  field: FormField;
  /** The control's DOM id (fieldDomId): its label points at it, an error summary links to it. */
  id: string;
  binding: FieldBinding;
  error?: string;
  defaultValue?: FieldValue;
  /** The field's options (its own, or the site's where its options come from the site). */
  options?: readonly FormOption[];
  /** How a group of radio buttons lays out its options. */
  choiceLayout?: ChoiceLayout;
}

/** The file types a file field takes, as its hint says them. */
const FILE_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,.webp,.heic,application/pdf,image/jpeg,image/png,image/webp,image/heic";

/**
 * One field of a form definition, for every field type, in the UI kit's Field (a visible
 * label, "(optional)" on a field that is not required, the error under the control with
 * aria-invalid + aria-describedby, a fieldset with a legend for a group of choices), so every
 * type can be filled in by keyboard and screen reader alike. A hidden field and a button are
 * the form's business, not a field's: nothing is drawn for them.
 */
export function DefinitionField({
  field,
  id,
  binding,
  error,
  defaultValue,
  options = field.options ?? [],
  choiceLayout = "inline",
}: DefinitionFieldProps) {
  if (field.type === "hidden" || field.hidden || field.type === "button") return null;
  const frame = { id, label: field.label, required: isFieldRequired(field), error };

  if (field.type === "check" || field.type === "opt-in") {
    return (
      <Field
        {...frame}
        kind="check"
        notice={
          field.notice && (
            <p id={`${id}-notice`} className="mb-2 text-sm text-muted">
              {field.notice.text}{" "}
              <a href={field.notice.href} className="font-semibold text-brand-link underline">
                {field.notice.linkLabel}
              </a>
              .
            </p>
          )
        }
      >
        {(control) => (
          <input
            type="checkbox"
            className={`mt-1 ${fieldTickClass}`}
            defaultChecked={defaultValue === true}
            {...control}
            {...binding}
          />
        )}
      </Field>
    );
  }

  if (CHOICE_GROUP_TYPES.has(field.type)) {
    return (
      <Field {...frame} kind="group">
        {(control) => (
          <ChoiceGroup
            field={field}
            id={id}
            binding={binding}
            options={options}
            layout={choiceLayout}
            invalid={control["aria-invalid"]}
            defaultValue={defaultValue}
          />
        )}
      </Field>
    );
  }

  // A slot field is a choice of the dealership's slots (even while none is chosen yet).
  const isSelect =
    ["select", "location-select", "make", "service-interval"].includes(field.type) ||
    (field.type === "date-time" && (options.length > 0 || field.optionsSource !== undefined));
  if (isSelect) {
    return (
      <Field {...frame}>
        {(control) => (
          <select
            className={fieldInputClass}
            defaultValue={asString(defaultValue) ?? ""}
            {...control}
            {...binding}
          >
            <option value="">
              {field.placeholder ?? (field.type === "date-time" ? "Choose a time" : "Please choose…")}
            </option>
            {options.map((option) => (
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
          <textarea
            rows={4}
            className={fieldInputClass}
            defaultValue={asString(defaultValue)}
            {...control}
            {...binding}
          />
        )}
      </Field>
    );
  }

  if (field.type === "file") {
    return (
      <Field {...frame} hint="PDF, JPEG, PNG, WebP or HEIC, up to 10 MB each.">
        {(control) => (
          <input
            type="file"
            multiple
            accept={FILE_ACCEPT}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-surface file:px-3 file:py-2 file:font-semibold"
            {...control}
            {...binding}
          />
        )}
      </Field>
    );
  }

  const spec = TEXT_INPUTS[field.type] ?? { type: "text" };
  const currency = field.type === "currency";
  return (
    <Field {...frame}>
      {(control) => {
        const input = (
          <input
            type={spec.type}
            inputMode={spec.inputMode}
            autoComplete={field.autoComplete ?? spec.autoComplete}
            placeholder={field.placeholder ?? INPUT_PLACEHOLDERS[field.type]}
            defaultValue={asString(defaultValue)}
            className={`${fieldInputClass}${currency ? " pl-7" : ""}${field.type === "rego" ? " uppercase" : ""}`}
            {...control}
            {...binding}
          />
        );
        return currency ? (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 mt-1 flex items-center text-muted"
            >
              $
            </span>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
