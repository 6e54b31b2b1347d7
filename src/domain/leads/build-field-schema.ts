import { z } from "zod";
import {
  emailSchema,
  isBlank,
  nameSchema,
  optionalField,
  phoneSchema,
  postcodeSchema,
  requiredText,
} from "@/domain/leads/field-schemas";
import { type FormField, type FormSiteContext, isFieldRequired } from "@/domain/leads/form-definition";
import { INVALID_NUMBER, INVALID_OPTION, REQUIRED } from "@/domain/leads/messages";

/** The name rule applies to first, middle and last name (and a full name). */
const NAME_FIELDS: readonly string[] = ["name", "first_name", "middle_name", "last_name"];

const NUMERIC_TYPES = new Set<FormField["type"]>([
  "number",
  "currency",
  "kilometre",
  "distance",
  "year",
  "star-rating",
]);
const BOOLEAN_TYPES = new Set<FormField["type"]>(["check", "opt-in"]);
const LIST_TYPES = new Set<FormField["type"]>(["check-group", "check-card"]);
const CHOICE_TYPES = new Set<FormField["type"]>([
  "select",
  "radio",
  "radio-group",
  "radio-card",
  "location-select",
  "make",
  "model",
  "service-interval",
]);
// Values the form sends as-is: identifiers set by the page, uploads, custom components.
const PASSTHROUGH_TYPES = new Set<FormField["type"]>(["hidden", "custom", "file", "button"]);

// Checkbox form data arrives as booleans from React, "on"/"true" from plain HTML posts and
// "Yes"/"No" from the yes_no_fields site variant's payload.
function toBoolean(value: unknown): unknown {
  const text = typeof value === "string" ? value.toLowerCase() : value;
  if (text === "true" || text === "on" || text === "yes") return true;
  if (text === "false" || text === "off" || text === "no" || isBlank(value)) return false;
  return value;
}

function toList(value: unknown): unknown {
  // A group with no box ticked reaches us as false from the browser form (react-hook-form's
  // value for checkboxes none of which is ticked) or not at all from a plain post: nothing
  // chosen. One ticked box of a plain post is a string.
  if (isBlank(value) || value === false) return [];
  return typeof value === "string" ? [value] : value;
}

// "$12,500" and "12 500" are numbers to a person; blank is "missing", not "not a number".
function toNumber(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== "string") return value;
  return Number(value.replace(/[$,\s]/g, ""));
}

function staticOptionValues(field: FormField): readonly string[] | null {
  if (field.optionsSource !== undefined || field.options === undefined) return null;
  return field.options.map((option) => option.value);
}

function numberSchema(field: FormField) {
  let schema = z.number({ error: (issue) => (issue.input == null ? REQUIRED : INVALID_NUMBER) });
  if (field.type === "year")
    schema = schema.int(INVALID_NUMBER).min(1900, INVALID_NUMBER).max(9999, INVALID_NUMBER);
  else if (field.type === "star-rating")
    schema = schema.int(INVALID_NUMBER).min(1, INVALID_NUMBER).max(5, INVALID_NUMBER);
  else schema = schema.min(0, INVALID_NUMBER);
  const coerced = z.preprocess(toNumber, schema);
  return isFieldRequired(field) ? coerced : z.preprocess(toNumber, schema.optional());
}

function booleanSchema(field: FormField) {
  const schema = z.preprocess(toBoolean, z.boolean());
  // A required checkbox (e.g. accepting terms) must be ticked.
  return isFieldRequired(field) ? schema.refine((ticked) => ticked, REQUIRED) : schema;
}

function listSchema(field: FormField) {
  const allowed = staticOptionValues(field);
  let item = z.string();
  if (allowed) item = item.refine((value) => allowed.includes(value), INVALID_OPTION);
  // Anything but a list of options (a lone `true`, a number) is refused in the product's words,
  // never with zod's "expected array, received boolean" under the field.
  const list = z.array(item, { error: INVALID_OPTION });
  return z.preprocess(toList, isFieldRequired(field) ? list.min(1, REQUIRED) : list);
}

function textSchema(field: FormField, site: FormSiteContext) {
  if (field.type === "email") return emailSchema;
  if (field.type === "phone") return phoneSchema({ market: site.market, mobileOnly: site.mobileOnlyPhone });
  if (field.type === "postcode") return postcodeSchema(site.market);
  if (field.type === "full-name" || NAME_FIELDS.includes(field.name)) return nameSchema;
  const allowed = CHOICE_TYPES.has(field.type) ? staticOptionValues(field) : null;
  if (allowed) return requiredText().refine((value) => allowed.includes(value), INVALID_OPTION);
  return requiredText();
}

function passthroughSchema(field: FormField) {
  if (field.type === "button" || field.type === "hidden" || !isFieldRequired(field)) return z.unknown();
  // A required upload or custom component needs something in it.
  return z
    .unknown()
    .refine((value) => !isBlank(value) && !(Array.isArray(value) && value.length === 0), REQUIRED);
}

/**
 * The zod schema for one field of a (resolved) form definition: the spec's rule for its
 * type (Field rules), required unless the field says otherwise, with the spec's
 * messages. Shared by the browser form and the lead API.
 */
export function buildFieldSchema(field: FormField, site: FormSiteContext): z.ZodType {
  if (PASSTHROUGH_TYPES.has(field.type)) return passthroughSchema(field);
  if (NUMERIC_TYPES.has(field.type)) return numberSchema(field);
  if (BOOLEAN_TYPES.has(field.type)) return booleanSchema(field);
  if (LIST_TYPES.has(field.type)) return listSchema(field);
  const text = textSchema(field, site);
  return isFieldRequired(field) ? text : optionalField(text);
}
