"use client";

import type { UseFormRegister } from "react-hook-form";
import { Field, fieldInputClass, fieldTickClass } from "@/components/ui/field";
import type { FieldValue, FormField } from "@/domain/leads/form-definition";
import { isFieldRequired } from "@/domain/leads/form-definition";
import { formatPhoneInput } from "@/domain/leads/format-phone-mask";
import type { PhoneMarket } from "@/domain/leads/phone";
import { CHOICE_GROUP_TYPES, ChoiceGroup } from "@/features/lead-form/choice-group";
import { asString, INPUT_PLACEHOLDERS, TEXT_INPUTS } from "@/features/lead-form/field-parts";

type Values = Record<string, unknown>;

export interface LeadFormFieldProps {
  field: FormField;
  idPrefix: string;
  register: UseFormRegister<Values>;
  error?: string;
  market: PhoneMarket;
  defaultValue?: FieldValue;
}

/** Stable DOM ids: field names may contain spaces ('Vehicle Make'). */
export function fieldDomId(prefix: string, name: string): string {
  return `${prefix}-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/**
 * One field of a form definition, for every field type, in the UI kit's Field (a visible
 * label, the error under the input with aria-invalid + aria-describedby, a fieldset with a
 * legend for groups of choices), so every type can be filled in by keyboard and screen reader
 * alike.
 */
export function LeadFormField({
  field,
  idPrefix,
  register,
  error,
  market,
  defaultValue,
}: LeadFormFieldProps) {
  const id = fieldDomId(idPrefix, field.name);
  const required = isFieldRequired(field);
  const registration = register(field.name);

  if (field.type === "hidden" || field.hidden) {
    return <input type="hidden" {...registration} defaultValue={asString(defaultValue)} />;
  }
  if (field.type === "button") return null;
  const frame = { id, label: field.label, required, error };

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
            {...registration}
          />
        )}
      </Field>
    );
  }

  const options = field.options ?? [];
  if (CHOICE_GROUP_TYPES.has(field.type)) {
    return (
      <Field {...frame} kind="group">
        {() => <ChoiceGroup field={field} id={id} registration={registration} defaultValue={defaultValue} />}
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
            {...registration}
          >
            <option value="">
              {field.placeholder ?? (field.type === "date-time" ? "Choose a time" : "Please choose")}
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
            {...registration}
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
            accept=".pdf,.jpg,.jpeg,.png,.webp,.heic,application/pdf,image/jpeg,image/png,image/webp,image/heic"
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-surface file:px-3 file:py-2 file:font-semibold"
            {...control}
            {...registration}
          />
        )}
      </Field>
    );
  }

  const phone = field.type === "phone";
  const spec = TEXT_INPUTS[field.type] ?? { type: "text" };
  const onChange = phone
    ? (event: React.ChangeEvent<HTMLInputElement>) => {
        // Display masks, as the shopper types, pastes or deletes: only separators
        // move, every digit stays, and the caret stays next to the same digit.
        const target = event.target;
        const inputType = event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : undefined;
        const next = formatPhoneInput(
          { value: target.value, caret: target.selectionEnd ?? target.value.length },
          market,
          inputType === "deleteContentForward" ? "forward" : "after",
        );
        if (next.value !== target.value) target.value = next.value;
        if (target.selectionEnd !== next.caret) target.setSelectionRange(next.caret, next.caret);
        return registration.onChange(event);
      }
    : registration.onChange;
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
            {...registration}
            onChange={onChange}
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
