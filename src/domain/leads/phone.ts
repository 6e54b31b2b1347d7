import {
  INVALID_AU_E164,
  INVALID_AU_MOBILE,
  INVALID_AU_PHONE,
  INVALID_NZ_PHONE,
  INVALID_US_E164,
  INVALID_US_PHONE,
  PHONE_TOO_MANY_CHARACTERS,
  REQUIRED,
} from "@/domain/leads/messages";

/**
 * Phone: a phone number as a site's market reads it. The market decides how the
 * number is cleaned (cleanPhone), which pattern and message apply (validatePhone) and how it
 * becomes E.164 (normaliseMobile). The form's client schema uses these too. A landline's E.164
 * form needs libphonenumber-js and its metadata, so that stays apart in normalise-phone.ts,
 * which only the server's validation imports.
 */

// The markets with phone rules. A site's market decides which
// phone pattern, message and E.164 conversion apply.
export type PhoneMarket = "AU" | "NZ" | "US";

/**
 * "One specific test number is always accepted" and "One specific number is
 * always mapped to a fixed +61 form". The spec does not name it; we use an Australian
 * mobile made of zeros so dealers' staff and our e2e tests can send a lead from any
 * market's site (NZ and US patterns would otherwise reject it) without a real number.
 * It is accepted by validatePhone in every market and normaliseMobile maps it to
 * TEST_PHONE_E164 in every market.
 */
export const TEST_PHONE_NUMBER = "0400000000";
export const TEST_PHONE_E164 = "+61400000000";

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
 * Phone (form field): removes spaces, brackets and plus signs and turns the
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

export interface PhoneRules {
  market: PhoneMarket;
  /** The Australian mobile-only variant (04 plus 8 digits). Ignored elsewhere. */
  mobileOnly?: boolean;
}

/** NZ phone must be under 15 characters. */
const NZ_PHONE_MAX_CHARACTERS = 14;

const AU_ANY = /^0[2-578]\d{8}$/;
const AU_MOBILE = /^04\d{8}$/;
const NZ_ANY = /^0[234679]\d{7,9}$/;
const US_ANY = /^1?[2-9]\d{9}$/;

/**
 * Phone (form field). Returns null when the number is acceptable, otherwise the
 * spec's message for the site's market. An empty value is reported as REQUIRED; whether
 * a phone field may be empty is decided by the field schema before this runs.
 */
export function validatePhone(value: string, rules: PhoneRules): string | null {
  const cleaned = cleanPhone(value.trim(), rules.market);
  if (cleaned === "") return REQUIRED;
  if (cleaned === TEST_PHONE_NUMBER) return null;
  switch (rules.market) {
    case "AU":
      if (rules.mobileOnly) return AU_MOBILE.test(cleaned) ? null : INVALID_AU_MOBILE;
      return AU_ANY.test(cleaned) ? null : INVALID_AU_PHONE;
    case "NZ":
      // The NZ field is a number field, so the length is that of the digits entered.
      if (cleaned.length > NZ_PHONE_MAX_CHARACTERS) return PHONE_TOO_MANY_CHARACTERS;
      return NZ_ANY.test(cleaned) ? null : INVALID_NZ_PHONE;
    case "US":
      return US_ANY.test(cleaned) ? null : INVALID_US_PHONE;
  }
}

export type NormaliseMobileResult = { ok: true; value: string } | { ok: false; message: string };

/** Plus, a non-zero digit, then 1 to 14 more digits. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

const ERROR: Record<PhoneMarket, string> = {
  AU: INVALID_AU_E164,
  US: INVALID_US_E164,
  // The spec gives E.164 errors only for AU and US; NZ reuses its form-field message
  // rather than telling a New Zealander their number is not Australian.
  NZ: INVALID_NZ_PHONE,
};

/**
 * Mobile normalisation (E.164), for destinations that need an international
 * number (SMS, payment providers). Strips everything except digits and plus, then:
 * AU turns a leading 04 into +614; US turns 11 digits starting 1 into +1… and 10 digits
 * into +1…; NZ (not covered by the spec) turns a leading 02 (NZ mobiles) into +642.
 * Anything else must already be E.164.
 */
export function normaliseMobile(value: string, market: PhoneMarket): NormaliseMobileResult {
  const stripped = value.replace(/[^\d+]/g, "");
  if (stripped === TEST_PHONE_NUMBER) return { ok: true, value: TEST_PHONE_E164 };
  let candidate = stripped;
  if (market === "AU" && stripped.startsWith("04")) candidate = `+614${stripped.slice(2)}`;
  if (market === "NZ" && stripped.startsWith("02")) candidate = `+642${stripped.slice(2)}`;
  if (market === "US") {
    if (/^1\d{10}$/.test(stripped)) candidate = `+${stripped}`;
    else if (/^\d{10}$/.test(stripped)) candidate = `+1${stripped}`;
  }
  return E164_PATTERN.test(candidate)
    ? { ok: true, value: candidate }
    : { ok: false, message: ERROR[market] };
}

/**
 * normaliseMobile for a phone as the shopper typed it into the form field: the market's
 * country prefix and separators go first (cleanPhone), so "0061 412 345 678" and
 * "+61 (0)412 345 678" normalise like "0412 345 678".
 */
export function normaliseTypedMobile(value: string, market: PhoneMarket): NormaliseMobileResult {
  return normaliseMobile(cleanPhone(value.trim(), market), market);
}
