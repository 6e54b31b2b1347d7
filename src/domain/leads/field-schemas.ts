import { z } from "zod";
import { INVALID_EMAIL, INVALID_NAME, REQUIRED } from "@/domain/leads/messages";
import { normaliseTypedMobile, type PhoneMarket, type PhoneRules, validatePhone } from "@/domain/leads/phone";
import { isPostcode, postcodeRule } from "@/domain/leads/postcode-rules";

// Field-level zod schemas "Field rules". They hold no browser or server
// APIs so the form (client) and the lead API (server) validate with the same code.
// Every schema is required: a missing value, null, or a blank string fails with
// REQUIRED (General). Wrap with optionalField() for fields marked not required.

/** "basic address pattern": something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Names are "letters and spaces only". Letters are Unicode letters (plus
 * combining marks), so José and Zoë pass; digits, hyphens and apostrophes do not.
 */
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

/** Treats undefined, null and blank strings as "missing" for required/optional checks. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** A trimmed, non-blank string; missing or blank gives REQUIRED. */
export function requiredText() {
  return z
    .string({ error: (issue) => (issue.input == null ? REQUIRED : undefined) })
    .trim()
    .min(1, { error: REQUIRED, abort: true });
}

export const emailSchema = requiredText().regex(EMAIL_PATTERN, INVALID_EMAIL);

export const nameSchema = requiredText().regex(NAME_PATTERN, INVALID_NAME);

/** The market's postcode (postcode-rules.ts): its exact digits, or its message. */
export function postcodeSchema(market: PhoneMarket = "AU") {
  return requiredText().refine((value) => isPostcode(value, market), postcodeRule(market).message);
}

export function phoneSchema(rules: PhoneRules) {
  return requiredText().superRefine((value, ctx) => {
    let message = validatePhone(value, rules);
    // Mobile normalisation: where a mobile is required, the number must also have
    // an E.164 form, or the spec's E.164 message is shown.
    if (message === null && rules.mobileOnly) {
      const e164 = normaliseTypedMobile(value, rules.market);
      if (!e164.ok) message = e164.message;
    }
    if (message !== null) ctx.addIssue({ code: "custom", message });
  });
}

/**
 * Makes a required schema optional: missing, null and blank values pass as undefined,
 * anything else must satisfy the schema (an optional email must still be an email).
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}
