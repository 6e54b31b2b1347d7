import type { UseFormRegisterReturn } from "react-hook-form";
import type { FieldValue, FormField } from "@/domain/leads/form-definition";

// What every field of the lead forms and the purchase journey shares besides the UI kit's
// Field (its frame and styles): its DOM id, how its control is bound to the form, the input
// each type is, and a preset value as an input's default.

/** Stable DOM ids: field names may contain spaces ('Vehicle Make'). */
export function fieldDomId(prefix: string, name: string): string {
  return `${prefix}-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/**
 * How a control is bound to its form: a react-hook-form registration in the browser (the lead
 * forms), or only its name, for a form the server renders and the browser posts as it is (the
 * purchase journey). Spread on the control.
 */
export type FieldBinding = Pick<UseFormRegisterReturn, "name"> & Partial<Omit<UseFormRegisterReturn, "name">>;

/** A preset value as a text input's default (none for a tick or a list). */
export function asString(value: FieldValue | undefined): string | undefined {
  if (value === undefined || typeof value === "boolean" || Array.isArray(value)) return undefined;
  return String(value);
}

/** The input each text-like field type is, with its keyboard and autocomplete hints. */
export const TEXT_INPUTS: Partial<
  Record<
    FormField["type"],
    { type: string; inputMode?: "numeric" | "decimal" | "email" | "tel" | "text"; autoComplete?: string }
  >
> = {
  string: { type: "text" },
  "full-name": { type: "text", autoComplete: "name" },
  address: { type: "text", autoComplete: "street-address" },
  "licence-number": { type: "text" },
  rego: { type: "text" },
  model: { type: "text" },
  custom: { type: "text" },
  email: { type: "email", inputMode: "email" },
  // "tel" everywhere: a numeric keypad has no "+", and +64 / +61 / +1 are accepted.
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  "date-time": { type: "datetime-local" },
  postcode: { type: "text", inputMode: "numeric" },
  number: { type: "text", inputMode: "decimal" },
  currency: { type: "text", inputMode: "decimal" },
  kilometre: { type: "text", inputMode: "numeric" },
  distance: { type: "text", inputMode: "numeric" },
  year: { type: "text", inputMode: "numeric" },
  tyres: { type: "text", inputMode: "numeric" },
  "card-number": { type: "text", inputMode: "numeric", autoComplete: "cc-number" },
  "card-expiry": { type: "text", inputMode: "numeric", autoComplete: "cc-exp" },
  "expiry-date": { type: "text", inputMode: "numeric" },
  dob: { type: "date", autoComplete: "bday" },
};

/** The placeholder a type shows when its field has none. */
export const INPUT_PLACEHOLDERS: Partial<Record<FormField["type"], string>> = {
  "card-expiry": "MM/YY",
  "expiry-date": "MM/YY",
  year: "YYYY",
};
