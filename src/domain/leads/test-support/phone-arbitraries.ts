import fc from "fast-check";
import type { PhoneMarket } from "@/domain/leads/phone";

// fast-check generators of valid phone numbers (each market's patterns) written in every way
// the spec accepts: national or with the country prefix (+61/0061, +64/0064, +1 or 1),
// with spaces, dashes and brackets between the digits.

/** Every market with phone rules. */
export const PHONE_MARKETS: readonly PhoneMarket[] = ["AU", "NZ", "US"];

const digit = fc.constantFrom(..."0123456789");
const digits = (min: number, max = min) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((list) => list.join(""));

export interface ValidPhone {
  market: PhoneMarket;
  mobileOnly: boolean;
  /** The national number: AU/NZ with the leading 0, US 10 digits (no 1). */
  national: string;
}

/** AU 0[2-578] + 8 digits (04 + 8 in the mobile-only variant), NZ 0[234679] + 7-9, US [2-9] + 9. */
const validPhone: fc.Arbitrary<ValidPhone> = fc.oneof(
  fc
    .tuple(fc.constantFrom(..."23578"), digits(8))
    .map(([area, rest]) => ({ market: "AU" as const, mobileOnly: false, national: `0${area}${rest}` })),
  digits(8).map((rest) => ({ market: "AU" as const, mobileOnly: true, national: `04${rest}` })),
  fc
    .tuple(fc.constantFrom(..."234679"), digits(7, 9))
    .map(([area, rest]) => ({ market: "NZ" as const, mobileOnly: false, national: `0${area}${rest}` })),
  fc
    .tuple(fc.constantFrom(..."23456789"), digits(9))
    .map(([area, rest]) => ({ market: "US" as const, mobileOnly: false, national: `${area}${rest}` })),
);

const separator = fc.constantFrom("", "", "", " ", " ", "-");

/** Digits with a random separator (or none) between each pair. */
function spaced(text: string): fc.Arbitrary<string> {
  return fc
    .array(separator, { minLength: text.length, maxLength: text.length })
    .map((seps) => [...text].map((char, i) => (i === 0 ? char : seps[i] + char)).join(""));
}

const COUNTRY_CODE: Record<PhoneMarket, string> = { AU: "61", NZ: "64", US: "1" };

/** One valid number, written in one of the accepted forms. */
export const validPhoneForms: fc.Arbitrary<ValidPhone & { written: string }> = validPhone.chain((phone) => {
  const cc = COUNTRY_CODE[phone.market];
  const local = phone.market === "US" ? phone.national : phone.national.slice(1);
  const gap = fc.constantFrom("", " ", "-");
  const forms: fc.Arbitrary<string>[] =
    phone.market === "US"
      ? [
          spaced(local),
          fc.tuple(gap, spaced(local)).map(([g, rest]) => `+1${g}${rest}`),
          fc.tuple(gap, spaced(local)).map(([g, rest]) => `1${g}${rest}`),
          fc
            .tuple(fc.constantFrom("", "+1 ", "1 ", "+1", "1-"), spaced(local.slice(3)))
            .map(([pre, rest]) => `${pre}(${local.slice(0, 3)}) ${rest}`),
        ]
      : [
          spaced(phone.national),
          fc.tuple(gap, spaced(local)).map(([g, rest]) => `+${cc}${g}${rest}`),
          fc.tuple(gap, spaced(local)).map(([g, rest]) => `00${cc}${g}${rest}`),
          spaced(local).map((rest) => `+${cc} (0)${rest}`),
          spaced(phone.national.slice(2)).map((rest) => `(${phone.national.slice(0, 2)}) ${rest}`),
        ];
  return fc.oneof(...forms).map((written) => ({ ...phone, written }));
});
