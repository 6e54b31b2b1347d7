import { describe, expect, test } from "vitest";
import {
  INVALID_AU_MOBILE,
  INVALID_AU_PHONE,
  INVALID_NZ_PHONE,
  INVALID_US_PHONE,
  PHONE_TOO_MANY_CHARACTERS,
  REQUIRED,
} from "@/domain/leads/messages";
import {
  cleanPhone,
  normaliseMobile,
  type PhoneMarket,
  TEST_PHONE_E164,
  TEST_PHONE_NUMBER,
  validatePhone,
} from "@/domain/leads/phone";
import { PHONE_MARKETS } from "@/domain/leads/test-support/phone-arbitraries";

describe("the test number (SPEC §5: always accepted, always mapped to a fixed +61 form)", () => {
  test.each([...PHONE_MARKETS])(
    "on a %s site it is a valid phone and normalises to its +61 form",
    (market) => {
      expect(validatePhone(TEST_PHONE_NUMBER, { market })).toBeNull();
      expect(normaliseMobile(TEST_PHONE_NUMBER, market)).toEqual({ ok: true, value: TEST_PHONE_E164 });
    },
  );

  test("the +61 form is the same number as the national form", () => {
    expect(TEST_PHONE_E164).toBe(`+61${TEST_PHONE_NUMBER.slice(1)}`);
  });
});

describe("cleanPhone (SPEC §5: spaces, brackets and plus removed; +61/0061/+64/0064 become 0)", () => {
  test.each<[string, PhoneMarket, string]>([
    ["0411 222 333", "AU", "0411222333"],
    ["(02) 9876 5432", "AU", "0298765432"],
    ["+61 411 222 333", "AU", "0411222333"],
    ["0061 411 222 333", "AU", "0411222333"],
    ["+61 (0)411 222 333", "AU", "0411222333"],
    ["0411-222-333", "AU", "0411222333"],
    ["+64 21 123 4567", "NZ", "0211234567"],
    ["0064 9 123 4567", "NZ", "091234567"],
    ["+1 (555) 123-4567", "US", "15551234567"],
    ["555.123.4567", "US", "5551234567"],
    // Another market's prefix is not converted (see cleanPhone in phone.ts for why).
    ["+64 21 123 4567", "AU", "64211234567"],
    ["+61 411 222 333", "NZ", "61411222333"],
    ["+61 411 222 333", "US", "61411222333"],
  ])("%s on a %s site → %s", (input, market, expected) => {
    expect(cleanPhone(input, market)).toBe(expected);
  });
});

describe("validatePhone (SPEC §5 Phone (form field))", () => {
  test.each<[string, PhoneMarket, boolean, string | null]>([
    // Australia: 0[2-578] followed by 8 digits.
    ["0411 222 333", "AU", false, null],
    ["(02) 9876 5432", "AU", false, null],
    ["03 9876 5432", "AU", false, null],
    ["07 3123 4567", "AU", false, null],
    ["08 9123 4567", "AU", false, null],
    ["05 5012 3456", "AU", false, null],
    ["+61 411 222 333", "AU", false, null],
    ["0061 411 222 333", "AU", false, null],
    ["06 1234 5678", "AU", false, "Invalid phone number. Must be an Australian number."],
    ["09 1234 5678", "AU", false, "Invalid phone number. Must be an Australian number."],
    ["0411 222 33", "AU", false, "Invalid phone number. Must be an Australian number."],
    ["0411 222 3333", "AU", false, "Invalid phone number. Must be an Australian number."],
    ["0411abc333", "AU", false, "Invalid phone number. Must be an Australian number."],
    // Australia, mobile-only variant: 04 plus 8 digits.
    ["0411 222 333", "AU", true, null],
    ["+61 411 222 333", "AU", true, null],
    ["02 9876 5432", "AU", true, "Invalid phone number. Must be an Australian mobile number."],
    ["0511 222 333", "AU", true, "Invalid phone number. Must be an Australian mobile number."],
    // New Zealand: 0[234679] followed by 7-9 digits; 15 or more characters is too many.
    ["091234567", "NZ", false, null],
    ["0211234567", "NZ", false, null],
    ["02112345678", "NZ", false, null],
    ["+64 21 123 4567", "NZ", false, null],
    ["0064 9 123 4567", "NZ", false, null],
    ["051234567", "NZ", false, "Invalid phone number. Must be a New Zealand number."],
    ["09123456", "NZ", false, "Invalid phone number. Must be a New Zealand number."],
    ["021123456789", "NZ", false, "Invalid phone number. Must be a New Zealand number."],
    ["02112345678901", "NZ", false, "Invalid phone number. Must be a New Zealand number."],
    ["021123456789012", "NZ", false, "Invalid phone number. Too many characters."],
    ["0211234567890123", "NZ", false, "Invalid phone number. Too many characters."],
    // United States: 10 digits starting 2-9, optionally a leading 1.
    ["(555) 123-4567", "US", false, null],
    ["+1 (555) 123-4567", "US", false, null],
    ["15551234567", "US", false, null],
    ["(155) 123-4567", "US", false, "Invalid phone number. Must be a US number."],
    ["555 123 456", "US", false, "Invalid phone number. Must be a US number."],
    ["25551234567", "US", false, "Invalid phone number. Must be a US number."],
    // Empty is "missing".
    ["", "AU", false, "*This is a required field."],
    ["  ( ) ", "US", false, "*This is a required field."],
  ])("%j on %s (mobileOnly=%s) → %j", (value, market, mobileOnly, expected) => {
    expect(validatePhone(value, { market, mobileOnly })).toBe(expected);
  });

  test("messages come from the shared catalogue", () => {
    expect([INVALID_AU_MOBILE, INVALID_AU_PHONE, INVALID_NZ_PHONE, INVALID_US_PHONE]).toContain(
      validatePhone("1", { market: "AU" }),
    );
    expect(validatePhone("0".repeat(15), { market: "NZ" })).toBe(PHONE_TOO_MANY_CHARACTERS);
    expect(validatePhone("", { market: "NZ" })).toBe(REQUIRED);
  });

  // "One specific test number is always accepted", in every market and variant.
  test.each<[PhoneMarket, boolean]>([
    ["AU", false],
    ["AU", true],
    ["NZ", false],
    ["US", false],
  ])("the test number %s is accepted on %s (mobileOnly=%s)", (market, mobileOnly) => {
    expect(validatePhone(TEST_PHONE_NUMBER, { market, mobileOnly })).toBeNull();
    expect(validatePhone("0400 000 000", { market, mobileOnly })).toBeNull();
  });
});

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
