import type { PhoneMarket } from "@/domain/leads/phone-market";

/**
 * SPEC §5 display masks. '#' is one digit. AU is '#### ### ###' (the spec calls out
 * that '#### ### ####' is not used). US may carry a +1 prefix.
 */
export const PHONE_MASKS: Record<PhoneMarket, string> = {
  AU: "#### ### ###",
  NZ: "### ### ####",
  US: "(###) ###-####",
};

const US_COUNTRY_PREFIX = "+1 ";

/**
 * Formats the digits of `value` into the market's mask as the user types: literal mask
 * characters appear only up to the last digit entered, and digits beyond the mask's
 * slots are dropped (the mask is also the field's length limit). A US number whose first
 * digit is 1 is shown with the optional +1 prefix, since US area codes never start with 1.
 */
export function formatPhoneMask(value: string, market: PhoneMarket): string {
  let digits = value.replace(/\D/g, "");
  let prefix = "";
  if (market === "US" && digits.startsWith("1")) {
    prefix = US_COUNTRY_PREFIX;
    digits = digits.slice(1);
  }
  if (digits === "") return prefix.trim();
  let out = "";
  let next = 0;
  for (const char of PHONE_MASKS[market]) {
    if (next >= digits.length) break;
    if (char === "#") {
      out += digits[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return prefix + out;
}
