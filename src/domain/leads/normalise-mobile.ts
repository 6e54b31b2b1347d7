import { cleanPhone } from "@/domain/leads/clean-phone";
import { INVALID_AU_E164, INVALID_NZ_PHONE, INVALID_US_E164 } from "@/domain/leads/messages";
import { type PhoneMarket, TEST_PHONE_E164, TEST_PHONE_NUMBER } from "@/domain/leads/phone-market";

export type NormaliseMobileResult = { ok: true; value: string } | { ok: false; message: string };

/** SPEC §5: plus, a non-zero digit, then 1 to 14 more digits. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

const ERROR: Record<PhoneMarket, string> = {
  AU: INVALID_AU_E164,
  US: INVALID_US_E164,
  // The spec gives E.164 errors only for AU and US; NZ reuses its form-field message
  // rather than telling a New Zealander their number is not Australian.
  NZ: INVALID_NZ_PHONE,
};

/**
 * SPEC §5 Mobile normalisation (E.164), for destinations that need an international
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
