import { describe, expect, test } from "vitest";
import type { z } from "zod";
import {
  emailSchema,
  nameSchema,
  optionalField,
  phoneSchema,
  postcodeSchema,
  requiredText,
} from "@/domain/leads/field-schemas";

const REQUIRED = "*This is a required field.";

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("field schemas (SPEC §5 Field rules)", () => {
  test.each<[string, z.ZodType, unknown, string[]]>([
    // Required by default; an empty or blank string counts as missing.
    ["text", requiredText(), undefined, [REQUIRED]],
    ["text", requiredText(), null, [REQUIRED]],
    ["text", requiredText(), "", [REQUIRED]],
    ["text", requiredText(), "   ", [REQUIRED]],
    ["text", requiredText(), "hello", []],
    // Email: basic address pattern, 'invalid email address'.
    ["email", emailSchema, "jo@example.com", []],
    ["email", emailSchema, " jo.bloggs+cars@mail.example.com.au ", []],
    ["email", emailSchema, "jo@example", ["invalid email address"]],
    ["email", emailSchema, "jo example@example.com", ["invalid email address"]],
    ["email", emailSchema, "@example.com", ["invalid email address"]],
    ["email", emailSchema, "", [REQUIRED]],
    // Names: letters and spaces only.
    ["name", nameSchema, "Mary Jane", []],
    ["name", nameSchema, "José", []],
    ["name", nameSchema, "R2D2", ["Please use alphabetical characters only."]],
    ["name", nameSchema, "O'Brien", ["Please use alphabetical characters only."]],
    ["name", nameSchema, "Smith-Jones", ["Please use alphabetical characters only."]],
    ["name", nameSchema, "", [REQUIRED]],
    // Postcode: exactly 4 digits.
    ["postcode", postcodeSchema("AU"), "2000", []],
    ["postcode", postcodeSchema("NZ"), "0632", []],
    ["postcode", postcodeSchema("AU"), "200", ["Invalid postcode. Please enter a 4-digit number."]],
    ["postcode", postcodeSchema("AU"), "20000", ["Invalid postcode. Please enter a 4-digit number."]],
    ["postcode", postcodeSchema("AU"), "20a0", ["Invalid postcode. Please enter a 4-digit number."]],
    ["postcode", postcodeSchema("AU"), "", [REQUIRED]],
    ["zip", postcodeSchema("US"), "90210", []],
    ["zip", postcodeSchema("US"), "9021", ["Invalid ZIP code. Please enter a 5-digit number."]],
    // Phone by market.
    ["phone AU", phoneSchema({ market: "AU" }), "02 9876 5432", []],
    [
      "phone AU mobile",
      phoneSchema({ market: "AU", mobileOnly: true }),
      "02 9876 5432",
      ["Invalid phone number. Must be an Australian mobile number."],
    ],
    [
      "phone NZ",
      phoneSchema({ market: "NZ" }),
      "12345",
      ["Invalid phone number. Must be a New Zealand number."],
    ],
    ["phone US", phoneSchema({ market: "US" }), "(555) 123-4567", []],
    ["phone US", phoneSchema({ market: "US" }), "", [REQUIRED]],
    // Where a mobile is required it must also have an E.164 form (SPEC §5 Mobile normalisation).
    ["phone AU mobile", phoneSchema({ market: "AU", mobileOnly: true }), "0061 412 345 678", []],
    ["phone US mobile", phoneSchema({ market: "US", mobileOnly: true }), "+1 (415) 555-2671", []],
    ["phone NZ mobile", phoneSchema({ market: "NZ", mobileOnly: true }), "021 123 4567", []],
    [
      "phone NZ mobile",
      phoneSchema({ market: "NZ", mobileOnly: true }),
      "09 123 4567",
      ["Invalid phone number. Must be a New Zealand number."],
    ],
  ])("%s: %j → %j", (_label, schema, value, expected) => {
    expect(messagesOf(schema, value)).toEqual(expected);
  });

  test("values are trimmed", () => {
    expect(emailSchema.parse("  jo@example.com ")).toBe("jo@example.com");
  });

  test.each<[unknown, string[]]>([
    [undefined, []],
    ["", []],
    ["  ", []],
    ["jo@example.com", []],
    ["not-an-email", ["invalid email address"]],
  ])("optionalField(email) %j → %j", (value, expected) => {
    expect(messagesOf(optionalField(emailSchema), value)).toEqual(expected);
  });

  test("an optional blank value comes out as undefined", () => {
    expect(optionalField(nameSchema).parse("  ")).toBeUndefined();
  });
});
