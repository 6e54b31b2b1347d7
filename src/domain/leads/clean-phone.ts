import type { PhoneMarket } from "@/domain/leads/phone-market";

// Each market converts only its own international prefix (+61/0061 for AU, +64/0064
// for NZ). Converting the other country's prefix too would turn a New Zealand mobile
// such as +64 21 123 4567 into 0211234567, which the Australian pattern accepts as a
// Sydney landline: a wrong number that passes validation.
const COUNTRY_PREFIX: Record<Exclude<PhoneMarket, "US">, RegExp> = {
  // The optional "0" catches the common "+61 (0)4..." way of writing numbers.
  AU: /^(?:\+|00)610?/,
  NZ: /^(?:\+|00)640?/,
};

/**
 * SPEC §5 Phone (form field): removes spaces, brackets and plus signs and turns the
 * market's country prefix into a leading 0. Dashes and dots are also removed in every
 * market (the spec names dashes for the US; no valid AU/NZ number contains them, so
 * dropping them only ever helps). US numbers keep a leading 1 from "+1", which
 * validatePhone allows.
 */
export function cleanPhone(value: string, market: PhoneMarket): string {
  let cleaned = value.replace(/[\s()[\]\-.]/g, "");
  if (market !== "US") cleaned = cleaned.replace(COUNTRY_PREFIX[market], "0");
  return cleaned.replace(/\+/g, "");
}
