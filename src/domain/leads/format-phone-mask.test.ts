import { describe, expect, test } from "vitest";
import { formatPhoneMask, PHONE_MASKS } from "@/domain/leads/format-phone-mask";
import type { PhoneMarket } from "@/domain/leads/phone-market";

describe("formatPhoneMask (SPEC §5 display masks)", () => {
  test.each<[PhoneMarket, string]>([
    ["AU", "#### ### ###"],
    ["NZ", "### ### ####"],
    ["US", "(###) ###-####"],
  ])("%s mask is %s", (market, mask) => {
    expect(PHONE_MASKS[market]).toBe(mask);
  });

  test.each<[string, PhoneMarket, string]>([
    ["0411222333", "AU", "0411 222 333"],
    ["0411 222 333", "AU", "0411 222 333"],
    ["04112223334", "AU", "0411 222 333"],
    ["0411", "AU", "0411"],
    ["04112", "AU", "0411 2"],
    ["0211234567", "NZ", "021 123 4567"],
    ["02112", "NZ", "021 12"],
    ["5551234567", "US", "(555) 123-4567"],
    ["555", "US", "(555"],
    ["5551", "US", "(555) 1"],
    ["555123", "US", "(555) 123"],
    ["5551234", "US", "(555) 123-4"],
    ["15551234567", "US", "+1 (555) 123-4567"],
    ["+1 555 123 4567", "US", "+1 (555) 123-4567"],
    ["1", "US", "+1"],
    ["", "AU", ""],
    ["abc", "NZ", ""],
  ])("%j on %s → %j", (input, market, expected) => {
    expect(formatPhoneMask(input, market)).toBe(expected);
  });
});
