"use client";

import type { UseFormRegister } from "react-hook-form";
import type { FieldValue, FormField } from "@/domain/leads/form-definition";
import { formatPhoneInput } from "@/domain/leads/format-phone-mask";
import type { PhoneMarket } from "@/domain/leads/phone";
import { DefinitionField } from "@/features/lead-form/definition-field";
import { asString, type FieldBinding, fieldDomId } from "@/features/lead-form/field-parts";

type Values = Record<string, unknown>;

export interface LeadFormFieldProps {
  field: FormField;
  idPrefix: string;
  register: UseFormRegister<Values>;
  error?: string;
  market: PhoneMarket;
  defaultValue?: FieldValue;
}

/**
 * One field of a lead form: the shared DefinitionField, bound by react-hook-form, plus what
 * only a form running in the browser has — a hidden field's value, and a phone number's
 * display mask as the shopper types.
 */
export function LeadFormField({
  field,
  idPrefix,
  register,
  error,
  market,
  defaultValue,
}: LeadFormFieldProps) {
  const registration = register(field.name);
  if (field.type === "hidden" || field.hidden) {
    return <input type="hidden" {...registration} defaultValue={asString(defaultValue)} />;
  }
  const binding: FieldBinding =
    field.type === "phone"
      ? {
          ...registration,
          // react-hook-form's handler type: an event with a target (the phone input's).
          onChange: (event: { target: HTMLInputElement; type?: unknown; nativeEvent?: Event }) => {
            // Display masks, as the shopper types, pastes or deletes: only separators
            // move, every digit stays, and the caret stays next to the same digit.
            const target = event.target;
            const inputType =
              event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : undefined;
            const next = formatPhoneInput(
              { value: target.value, caret: target.selectionEnd ?? target.value.length },
              market,
              inputType === "deleteContentForward" ? "forward" : "after",
            );
            if (next.value !== target.value) target.value = next.value;
            if (target.selectionEnd !== next.caret) target.setSelectionRange(next.caret, next.caret);
            return registration.onChange(event);
          },
        }
      : registration;
  return (
    <DefinitionField
      field={field}
      id={fieldDomId(idPrefix, field.name)}
      binding={binding}
      error={error}
      defaultValue={defaultValue}
    />
  );
}
