import { isBlank } from "@/domain/leads/field-schemas";
import type { FormField } from "@/domain/leads/form-definition";

/** True when a value counts as "has a value" for a conditional field. */
function hasValue(value: unknown): boolean {
  if (isBlank(value) || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

// Form data often arrives as strings ("true", "on"), so boolean conditions compare truthiness.
function asBoolean(value: unknown): boolean {
  return value === true || value === "true" || value === "on" || value === "yes";
}

/**
 * A conditional field is shown only when another field has a value and no
 * error, or when a predicate is true. `isControllerValid` reports whether the
 * controlling field is itself shown and valid; the caller owns validation.
 */
export function isFieldShown(
  field: FormField,
  values: Readonly<Record<string, unknown>>,
  isControllerValid: (name: string) => boolean,
): boolean {
  if (field.hidden === true || field.type === "hidden") return false;
  const rule = field.showWhen;
  if (rule === undefined) return true;
  const value = values[rule.field];
  if ("hasValue" in rule) return hasValue(value) && isControllerValid(rule.field);
  return typeof rule.equals === "boolean" ? asBoolean(value) === rule.equals : value === rule.equals;
}
