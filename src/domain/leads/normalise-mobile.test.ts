import { describe, expect, test } from "vitest";
import { normaliseMobile } from "@/domain/leads/normalise-mobile";
import type { PhoneMarket } from "@/domain/leads/phone-market";

const AU_ERROR =
  "Invalid Australian mobile number format (E.164 required). For example, 0411 222 333 is valid.";
const US_ERROR = "Invalid US phone number format (E.164 required). For example, (123) 456-7890 is valid.";

describe("normaliseMobile (SPEC §5 Mobile normalisation (E.164))", () => {
  test.each<[string, PhoneMarket, string]>([
    ["0411 222 333", "AU", "+61411222333"],
    ["0411-222-333", "AU", "+61411222333"],
    ["+61 411 222 333", "AU", "+61411222333"],
    ["+1 (555) 123-4567", "AU", "+15551234567"],
    // The spec's own example for the US error is valid.
    ["(123) 456-7890", "US", "+11234567890"],
    ["1 555 123 4567", "US", "+15551234567"],
    ["+15551234567", "US", "+15551234567"],
    ["+61411222333", "US", "+61411222333"],
    ["021 123 4567", "NZ", "+64211234567"],
    ["+64 21 123 4567", "NZ", "+64211234567"],
    // The fixed test number maps to the same +61 form in every market.
    ["0400000000", "AU", "+61400000000"],
    ["0400 000 000", "US", "+61400000000"],
    ["0400000000", "NZ", "+61400000000"],
  ])("%j on %s → %s", (input, market, value) => {
    expect(normaliseMobile(input, market)).toEqual({ ok: true, value });
  });

  test.each<[string, PhoneMarket, string]>([
    ["02 9876 5432", "AU", AU_ERROR],
    ["411 222 333", "AU", AU_ERROR],
    ["", "AU", AU_ERROR],
    ["+0411222333", "AU", AU_ERROR],
    ["+6141122233344556", "AU", AU_ERROR],
    ["555 1234", "US", US_ERROR],
    ["25551234567", "US", US_ERROR],
    ["", "US", US_ERROR],
    ["09 123 4567", "NZ", "Invalid phone number. Must be a New Zealand number."],
  ])("%j on %s is rejected with the market's message", (input, market, message) => {
    expect(normaliseMobile(input, market)).toEqual({ ok: false, message });
  });
});
