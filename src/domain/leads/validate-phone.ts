import { cleanPhone } from "@/domain/leads/clean-phone";
import {
  INVALID_AU_MOBILE,
  INVALID_AU_PHONE,
  INVALID_NZ_PHONE,
  INVALID_US_PHONE,
  PHONE_TOO_MANY_CHARACTERS,
  REQUIRED,
} from "@/domain/leads/messages";
import { type PhoneMarket, TEST_PHONE_NUMBER } from "@/domain/leads/phone-market";

export interface PhoneRules {
  market: PhoneMarket;
  /** SPEC §5: the Australian mobile-only variant (04 plus 8 digits). Ignored elsewhere. */
  mobileOnly?: boolean;
}

/** SPEC §9: NZ phone must be under 15 characters. */
const NZ_PHONE_MAX_CHARACTERS = 14;

const AU_ANY = /^0[2-578]\d{8}$/;
const AU_MOBILE = /^04\d{8}$/;
const NZ_ANY = /^0[234679]\d{7,9}$/;
const US_ANY = /^1?[2-9]\d{9}$/;

/**
 * SPEC §5 Phone (form field). Returns null when the number is acceptable, otherwise the
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
