import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatPhoneInput, formatPhoneMask } from "@/domain/leads/format-phone-mask";
import { cleanPhone, type PhoneMarket, validatePhone } from "@/domain/leads/phone";
import { PHONE_MARKETS, validPhoneForms } from "@/domain/leads/test-support/phone-arbitraries";

const digitsOf = (value: string) => value.replace(/\D/g, "");
/** What formatting may not change: every character except the separators it moves. */
const kept = (value: string) => value.replace(/[\s()-]/g, "");
/** kept, except for the "+" a US site puts before the country code 1 (the mask's one addition). */
const keptOn = (value: string, market: PhoneMarket) =>
  market === "US" ? kept(value).replace(/^\+(?=1)/, "") : kept(value);

/** Types `text` one key at a time at the end of the field, as a shopper would. */
function typeInto(text: string, market: PhoneMarket, start = ""): string {
  let value = start;
  for (const key of text)
    value = formatPhoneInput({ value: value + key, caret: value.length + 1 }, market).value;
  return value;
}

describe("formatPhoneMask (SPEC §5 display masks)", () => {
  test.each<[string, PhoneMarket, string]>([
    // AU '#### ### ###', and after +61 / 0061 the same groups without the leading 0.
    ["0411222333", "AU", "0411 222 333"],
    ["0411 222 333", "AU", "0411 222 333"],
    ["0411", "AU", "0411"],
    ["04112", "AU", "0411 2"],
    ["0411 ", "AU", "0411 "],
    ["0298765432", "AU", "0298 765 432"],
    ["+61412345678", "AU", "+61 412 345 678"],
    ["+6", "AU", "+6"],
    ["+61", "AU", "+61"],
    ["+614", "AU", "+61 4"],
    ["0061412345678", "AU", "0061 412 345 678"],
    ["0061 412 345", "AU", "0061 412 345"],
    // The case: the 11th digit is kept, never cut.
    ["04112223334", "AU", "04112223334"],
    ["0411 222 3334", "AU", "0411 222 3334"],
    // Written the shopper's own way: shown as typed (validation still accepts these).
    ["(02) 9876 5432", "AU", "(02) 9876 5432"],
    ["0411-222-333", "AU", "0411-222-333"],
    ["+61 (0)411 222 333", "AU", "+61 (0)411 222 333"],
    ["411 222 333", "AU", "411 222 333"],
    ["+64 21 123 4567", "AU", "+64 21 123 4567"],
    ["0411abc333", "AU", "0411abc333"],
    // NZ '### ### ####'; after +64 / 0064 '## ### ####'.
    ["0211234567", "NZ", "021 123 4567"],
    ["02112", "NZ", "021 12"],
    ["091234567", "NZ", "091 234 567"],
    ["+64211234567", "NZ", "+64 21 123 4567"],
    ["0064211234567", "NZ", "0064 21 123 4567"],
    ["02112345678", "NZ", "02112345678"],
    ["021234567890123", "NZ", "021234567890123"],
    // US '(###) ###-####' with an optional +1 (or bare 1) before it.
    ["5551234567", "US", "(555) 123-4567"],
    ["555", "US", "(555"],
    ["(555)", "US", "(555)"],
    ["(555) ", "US", "(555) "],
    ["5551", "US", "(555) 1"],
    ["5551234", "US", "(555) 123-4"],
    ["(", "US", "("],
    ["(1", "US", "(1"],
    ["(123) 456-7890", "US", "(123) 456-7890"],
    ["(1234567890", "US", "(123) 456-7890"],
    // SPEC 5: US '(###) ###-####' with optional +1 prefix: a leading 1 is shown as +1.
    ["15551234567", "US", "+1 (555) 123-4567"],
    ["1 (234) 567-890", "US", "+1 (234) 567-890"],
    ["1-415-555-2671", "US", "+1 (415) 555-2671"],
    ["+1 555 123 4567", "US", "+1 (555) 123-4567"],
    ["+1-415-555-2671", "US", "+1 (415) 555-2671"],
    ["+1", "US", "+1"],
    ["1", "US", "+1"],
    ["+", "US", "+"],
    ["555.123.4567", "US", "555.123.4567"],
    ["+61 411 222 333", "US", "+61 411 222 333"],
    ["555123456789", "US", "555123456789"],
    ["", "AU", ""],
    ["abc", "NZ", "abc"],
  ])("%j on %s → %j", (input, market, expected) => {
    expect(formatPhoneMask(input, market)).toBe(expected);
  });

  // The reports, typed one key at a time.
  test.each<[string, PhoneMarket, string]>([
    ["0061412345678", "AU", "0061 412 345 678"],
    ["+61412345678", "AU", "+61 412 345 678"],
    ["0412 345 678", "AU", "0412 345 678"],
    ["(02) 9876 5432", "AU", "(02) 9876 5432"],
    ["0211234567", "NZ", "021 123 4567"],
    ["+64 21 123 4567", "NZ", "+64 21 123 4567"],
    ["0064211234567", "NZ", "0064 21 123 4567"],
    ["(123) 456-7890", "US", "(123) 456-7890"],
    ["1 (234) 567-890", "US", "+1 (234) 567-890"],
    ["14155552671", "US", "+1 (415) 555-2671"],
    ["+1-415-555-2671", "US", "+1 (415) 555-2671"],
    ["4155552671", "US", "(415) 555-2671"],
  ])("typing %j on %s shows %j", (typed, market, shown) => {
    expect(typeInto(typed, market)).toBe(shown);
  });
});

describe("formatPhoneInput keeps the caret next to the same digit", () => {
  test.each<[string, number, PhoneMarket, "after" | "forward", string, number]>([
    // Typing at the end stays at the end.
    ["04112", 5, "AU", "after", "0411 2", 6],
    // A digit typed in the middle: the caret stays after it.
    ["04911 222 33", 3, "AU", "after", "0491 122 233", 3],
    ["0411 9222 33", 6, "AU", "after", "0411 922 233", 6],
    // ... and an 11th digit typed in the middle is kept, the value shown as typed.
    ["04191 222 333", 4, "AU", "after", "04191 222 333", 4],
    // Backspace over the mask's space only moves the caret back over it.
    ["0411222 333", 4, "AU", "after", "0411 222 333", 4],
    // Delete in front of the mask's space steps over it, so the next Delete removes a digit.
    ["0411222 333", 4, "AU", "forward", "0411 222 333", 5],
    // Deleting the first digit keeps the caret inside the bracket.
    ["(55) 123-4567", 1, "US", "after", "(551) 234-567", 1],
    // A caret after the prefix stays after it.
    ["+61412", 3, "AU", "after", "+61 412", 3],
    // The "+" shown before a US country code 1 is counted: the caret stays after the same digit.
    ["14155", 3, "US", "after", "+1 (415) 5", 6],
    ["1", 1, "US", "after", "+1", 2],
  ])("%j with the caret at %i on %s (%s) → %j, caret %i", (value, caret, market, bias, shown, at) => {
    expect(formatPhoneInput({ value, caret }, market, bias)).toEqual({ value: shown, caret: at });
  });
});

describe("formatPhoneMask properties", () => {
  const market = fc.constantFrom(...PHONE_MARKETS);
  // Mostly phone-like characters, some anything at all.
  const phoneChars = fc.oneof(
    fc.constantFrom(..."0123456789", "0", "1", "4", " ", "(", ")", "-", "+", "."),
    fc.string({ maxLength: 1, minLength: 1 }),
  );
  const anyText = fc.oneof(
    fc.array(phoneChars, { maxLength: 24 }).map((chars) => chars.join("")),
    fc.string({ maxLength: 24 }),
  );

  test("for any string, formatting never drops, adds or reorders a digit, a + or any other character", () => {
    fc.assert(
      fc.property(anyText, market, (value, m) => {
        const shown = formatPhoneMask(value, m);
        expect(digitsOf(shown)).toBe(digitsOf(value));
        expect(keptOn(shown, m)).toBe(keptOn(value, m));
      }),
      { numRuns: 1000 },
    );
  });

  test("formatting is stable: formatting what is shown changes nothing", () => {
    fc.assert(
      fc.property(anyText, market, (value, m) => {
        const shown = formatPhoneMask(value, m);
        expect(formatPhoneMask(shown, m)).toBe(shown);
      }),
      { numRuns: 1000 },
    );
  });

  test("for any string typed one key at a time, every digit typed is on screen in order", () => {
    fc.assert(
      fc.property(anyText, market, (typed, m) => {
        expect(keptOn(typeInto(typed, m), m)).toBe(keptOn(typed, m));
      }),
      { numRuns: 1000 },
    );
  });

  test("any valid number in any accepted form, pasted or typed, cleans to the same digits and validates", () => {
    fc.assert(
      fc.property(validPhoneForms, ({ market: m, mobileOnly, written }) => {
        for (const shown of [formatPhoneMask(written, m), typeInto(written, m)]) {
          expect(cleanPhone(shown, m)).toBe(cleanPhone(written, m));
          expect(validatePhone(shown, { market: m, mobileOnly })).toBeNull();
        }
      }),
      { numRuns: 1000 },
    );
  });

  test("an edit anywhere keeps the caret after the same digit", () => {
    fc.assert(
      fc.property(anyText, fc.nat(), market, (value, at, m) => {
        const caret = at % (value.length + 1);
        const result = formatPhoneInput({ value, caret }, m);
        expect(result.caret).toBeGreaterThanOrEqual(0);
        expect(result.caret).toBeLessThanOrEqual(result.value.length);
        const sig = (s: string) => keptOn(s, m).replace(/[^\d+]/g, "");
        if (caret < value.length) {
          expect(sig(result.value.slice(0, result.caret))).toBe(sig(value.slice(0, caret)));
        } else {
          expect(result.caret).toBe(result.value.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
