import { describe, expect, test } from "vitest";
import { postcodeSchema } from "@/domain/leads/field-schemas";
import { sellMyCarForm } from "@/domain/leads/forms/sell-my-car";
import type { PhoneMarket } from "@/domain/leads/phone";
import { POSTCODE_RULES } from "@/domain/leads/postcode-rules";
import { resolveFormDefinition } from "@/domain/leads/resolve-form-definition";

const AU_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
const US_MESSAGE = "Invalid ZIP code. Please enter a 5-digit number.";

function messageFor(market: PhoneMarket, value: string): string | null {
  const result = postcodeSchema(market).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "(no issue)");
}

describe("postcode per market (SPEC 5: 4 digits; US sites: a 5-digit ZIP code)", () => {
  test.each<[PhoneMarket, string, string | null]>([
    ["AU", "2000", null],
    ["AU", " 2000 ", null],
    ["AU", "200", AU_MESSAGE],
    ["AU", "20000", AU_MESSAGE],
    ["AU", "20a0", AU_MESSAGE],
    ["AU", "２０００", AU_MESSAGE],
    ["NZ", "1010", null],
    ["NZ", "10101", AU_MESSAGE],
    ["US", "78701", null],
    ["US", "7870", US_MESSAGE],
    ["US", "78701-1234", US_MESSAGE],
    ["US", "7870a", US_MESSAGE],
    ["AU", "", "*This is a required field."],
  ])("%s %j → %s", (market, value, expected) => {
    expect(messageFor(market, value)).toBe(expected);
  });

  test.each<[PhoneMarket, string, number]>([
    ["AU", "Postcode", 4],
    ["NZ", "Postcode", 4],
    ["US", "ZIP code", 5],
  ])("%s sites label the field %j and take %i digits", (market, label, digits) => {
    expect(POSTCODE_RULES[market]).toMatchObject({ label, digits });
  });

  test.each<[PhoneMarket, string]>([
    ["AU", "Postcode"],
    ["US", "ZIP code"],
  ])("the sell-my-car form on a %s site shows the postcode field as %j", (market, label) => {
    const resolved = resolveFormDefinition(sellMyCarForm, { market });
    const fields = resolved.steps.flatMap((step) => step.fields);
    expect(fields.find((f) => f.type === "postcode")?.label).toBe(label);
  });
});
