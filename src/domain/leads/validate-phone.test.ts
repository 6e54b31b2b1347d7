import { describe, expect, test } from "vitest";
import {
  INVALID_AU_MOBILE,
  INVALID_AU_PHONE,
  INVALID_NZ_PHONE,
  INVALID_US_PHONE,
  PHONE_TOO_MANY_CHARACTERS,
  REQUIRED,
} from "@/domain/leads/messages";
import { type PhoneMarket, TEST_PHONE_NUMBER } from "@/domain/leads/phone-market";
import { validatePhone } from "@/domain/leads/validate-phone";

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
    expect(TEST_PHONE_NUMBER).toBe("0400000000");
    expect(validatePhone(TEST_PHONE_NUMBER, { market, mobileOnly })).toBeNull();
    expect(validatePhone("0400 000 000", { market, mobileOnly })).toBeNull();
  });
});
