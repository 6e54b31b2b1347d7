import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { normalisePhone } from "@/domain/leads/normalise-phone";
import { E164_PATTERN, type PhoneMarket } from "@/domain/leads/phone";
import { validPhoneForms } from "@/domain/leads/test-support/phone-arbitraries";

const AU_E164_ERROR =
  "Invalid Australian mobile number format (E.164 required). For example, 0411 222 333 is valid.";
const US_E164_ERROR =
  "Invalid US phone number format (E.164 required). For example, (123) 456-7890 is valid.";

describe("normalisePhone (SPEC §5 Mobile normalisation (E.164), for every valid phone)", () => {
  test.each<[string, PhoneMarket, boolean, string]>([
    // Mobiles: the spec's rules, whatever prefix or separators were typed.
    ["0411 222 333", "AU", false, "+61411222333"],
    ["+61 411 222 333", "AU", false, "+61411222333"],
    ["0061 412 345 678", "AU", false, "+61412345678"],
    ["+61 (0)411 222 333", "AU", false, "+61411222333"],
    ["0411-222-333", "AU", true, "+61411222333"],
    ["(415) 555-2671", "US", false, "+14155552671"],
    ["+1-415-555-2671", "US", false, "+14155552671"],
    ["1 (415) 555-2671", "US", false, "+14155552671"],
    ["021 123 4567", "NZ", false, "+64211234567"],
    ["+64 21 123 4567", "NZ", false, "+64211234567"],
    ["0064 21 123 4567", "NZ", false, "+64211234567"],
    // Landlines (outside the spec's mobile rule), with the site's country code.
    ["(02) 9876 5432", "AU", false, "+61298765432"],
    ["+61 2 9876 5432", "AU", false, "+61298765432"],
    ["09 123 4567", "NZ", false, "+6491234567"],
    // The test number maps to its fixed +61 form in every market.
    ["0400 000 000", "AU", true, "+61400000000"],
    ["0400000000", "US", false, "+61400000000"],
  ])("%j on %s (mobileOnly=%s) → %s", (value, market, mobileOnly, e164) => {
    expect(normalisePhone(value, { market, mobileOnly })).toEqual({ ok: true, value: e164 });
  });

  test.each<[string, PhoneMarket, boolean, string]>([
    // Where a mobile is required, a landline gets the spec's E.164 message.
    ["02 9876 5432", "AU", true, AU_E164_ERROR],
    ["411 222 333", "AU", true, AU_E164_ERROR],
    ["555 1234", "US", false, US_E164_ERROR],
    ["09 123 4567", "NZ", true, "Invalid phone number. Must be a New Zealand number."],
    ["abc", "AU", false, AU_E164_ERROR],
  ])("%j on %s (mobileOnly=%s) is rejected: %s", (value, market, mobileOnly, message) => {
    expect(normalisePhone(value, { market, mobileOnly })).toEqual({ ok: false, message });
  });

  test("every valid number, in any accepted form, has an E.164 form that ends in its national digits", () => {
    fc.assert(
      fc.property(validPhoneForms, ({ market, mobileOnly, national, written }) => {
        const result = normalisePhone(written, { market, mobileOnly });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value).toMatch(E164_PATTERN);
        const code = { AU: "+61", NZ: "+64", US: "+1" }[market];
        expect(result.value).toBe(market === "US" ? `${code}${national}` : `${code}${national.slice(1)}`);
      }),
      { numRuns: 1000 },
    );
  });
});
