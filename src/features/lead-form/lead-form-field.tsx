"use client";

import type { UseFormRegister } from "react-hook-form";
import type { FieldValue, FormField } from "@/domain/leads/form-definition";
import { isFieldRequired } from "@/domain/leads/form-definition";
import { formatPhoneInput } from "@/domain/leads/format-phone-mask";
import type { PhoneMarket } from "@/domain/leads/phone";
import { CHOICE_GROUP_TYPES, ChoiceGroup } from "@/features/lead-form/choice-group";
import {
  asString,
  INPUT_PLACEHOLDERS,
  inputClass,
  labelClass,
  TEXT_INPUTS,
} from "@/features/lead-form/field-parts";

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
 * One field of a form definition, for every field type: a visible label, the error
 * under the input (aria-invalid + aria-describedby), and a fieldset with a legend for groups
 * of choices, so every type can be filled in by keyboard and screen reader alike.
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
  const errorId = `${id}-error`;
  const required = isFieldRequired(field);
  const describedBy = error ? errorId : undefined;
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
  };
  const label = (
    <>
      {field.label}
      {!required && <span className="font-normal text-muted"> (optional)</span>}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
  const registration = register(field.name);

  if (field.type === "hidden" || field.hidden) {
    return <input type="hidden" {...registration} defaultValue={asString(defaultValue)} />;
  }
  if (field.type === "button") return null;

  if (field.type === "check" || field.type === "opt-in") {
    return (
      <div>
        {field.notice && (
          <p id={`${id}-notice`} className="mb-2 text-sm text-muted">
            {field.notice.text}{" "}
            <a href={field.notice.href} className="font-semibold text-brand-link underline">
              {field.notice.linkLabel}
            </a>
            .
          </p>
        )}
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-[var(--brand)]"
            defaultChecked={defaultValue === true}
            {...aria}
            {...registration}
          />
          <label htmlFor={id} className="text-sm text-ink">
            {label}
          </label>
        </div>
        {errorText}
      </div>
    );
  }

  const options = field.options ?? [];
  if (CHOICE_GROUP_TYPES.has(field.type)) {
    return (
      <ChoiceGroup
        field={field}
        id={id}
        label={label}
        describedBy={describedBy}
        invalid={Boolean(error)}
        errorText={errorText}
        registration={registration}
        defaultValue={defaultValue}
      />
    );
  }

  // A slot field is a choice of the dealership's slots (even while none is chosen yet).
  const isSelect =
    ["select", "location-select", "make", "service-interval"].includes(field.type) ||
    (field.type === "date-time" && (options.length > 0 || field.optionsSource !== undefined));
  if (isSelect) {
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <select
          id={id}
          className={inputClass}
          defaultValue={asString(defaultValue) ?? ""}
          {...aria}
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
        {errorText}
      </div>
    );
  }

  if (field.type === "textarea") {
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <textarea
          id={id}
          rows={4}
          className={inputClass}
          defaultValue={asString(defaultValue)}
          {...aria}
          {...registration}
        />
        {errorText}
      </div>
    );
  }

  if (field.type === "file") {
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          type="file"
          multiple
          accept=".pdf,.jpg,.jpeg,.png,.webp,.heic,application/pdf,image/jpeg,image/png,image/webp,image/heic"
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-surface file:px-3 file:py-2 file:font-semibold"
          {...aria}
          {...registration}
        />
        <p className="mt-1 text-xs text-muted">PDF, JPEG, PNG, WebP or HEIC, up to 10 MB each.</p>
        {errorText}
      </div>
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
  const input = (
    <input
      id={id}
      type={spec.type}
      inputMode={spec.inputMode}
      autoComplete={field.autoComplete ?? spec.autoComplete}
      placeholder={field.placeholder ?? INPUT_PLACEHOLDERS[field.type]}
      defaultValue={asString(defaultValue)}
      className={`${inputClass}${currency ? " pl-7" : ""}${field.type === "rego" ? " uppercase" : ""}`}
      {...aria}
      {...registration}
      onChange={onChange}
    />
  );
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {currency ? (
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
      )}
      {errorText}
    </div>
  );
}
