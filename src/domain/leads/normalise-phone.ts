import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import {
  cleanPhone,
  type NormaliseMobileResult,
  normaliseTypedMobile,
  type PhoneRules,
} from "@/domain/leads/phone";

/**
 * The number a dealer can dial or text: the phone as the shopper typed it, in E.164.
 * The market's country prefix and separators go first (cleanPhone: "+61 411 222 333" →
 * "0411222333"), then Mobile normalisation (normaliseMobile: 04 → +614, US 10 or
 * 11 digits → +1…, the test number → its fixed +61 form). Where a mobile is required (the
 * mobile-only variant) that is the answer, with the spec's E.164 error. Otherwise a
 * landline, which the spec's mobile rule does not cover, is converted by libphonenumber-js
 * with the site's country ("02 9876 5432" → "+61298765432").
 */
export function normalisePhone(value: string, rules: PhoneRules): NormaliseMobileResult {
  const mobile = normaliseTypedMobile(value, rules.market);
  if (mobile.ok || rules.mobileOnly) return mobile;
  const cleaned = cleanPhone(value.trim(), rules.market);
  const landline = /^\d+$/.test(cleaned) ? parsePhoneNumberFromString(cleaned, rules.market) : undefined;
  return landline?.isPossible() ? { ok: true, value: landline.number } : mobile;
}
