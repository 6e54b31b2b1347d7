import { describe, expect, test } from "vitest";
import { cleanPhone } from "@/domain/leads/clean-phone";
import type { PhoneMarket } from "@/domain/leads/phone-market";

describe("cleanPhone (SPEC §5: spaces, brackets and plus removed; +61/0061/+64/0064 become 0)", () => {
  test.each<[string, PhoneMarket, string]>([
    ["0411 222 333", "AU", "0411222333"],
    ["(02) 9876 5432", "AU", "0298765432"],
    ["+61 411 222 333", "AU", "0411222333"],
    ["0061 411 222 333", "AU", "0411222333"],
    ["+61 (0)411 222 333", "AU", "0411222333"],
    ["0411-222-333", "AU", "0411222333"],
    ["+64 21 123 4567", "NZ", "0211234567"],
    ["0064 9 123 4567", "NZ", "091234567"],
    ["+1 (555) 123-4567", "US", "15551234567"],
    ["555.123.4567", "US", "5551234567"],
    // Another market's prefix is not converted (see clean-phone.ts for why).
    ["+64 21 123 4567", "AU", "64211234567"],
    ["+61 411 222 333", "NZ", "61411222333"],
    ["+61 411 222 333", "US", "61411222333"],
  ])("%s on a %s site → %s", (input, market, expected) => {
    expect(cleanPhone(input, market)).toBe(expected);
  });
});
