import { describe, expect, test } from "vitest";
import { formatMoney, formatPrice, type PriceLocale } from "@/domain/stock/format-price";

describe("formatPrice (SPEC 5: '$' + locale number, padded to two decimals when one decimal digit shows)", () => {
  test.each<{ cents: number; locale: PriceLocale; expected: string }>([
    { cents: 1234_50, locale: "en-AU", expected: "$1,234.50" },
    { cents: 1234_00, locale: "en-AU", expected: "$1,234" },
    { cents: 1234_56, locale: "en-AU", expected: "$1,234.56" },
    { cents: 1234_05, locale: "en-AU", expected: "$1,234.05" },
    { cents: 25_000_00, locale: "en-AU", expected: "$25,000" },
    { cents: 1_250_000_00, locale: "en-NZ", expected: "$1,250,000" },
    { cents: 49_999_90, locale: "en-US", expected: "$49,999.90" },
    { cents: 0, locale: "en-AU", expected: "$0" },
    { cents: 5, locale: "en-AU", expected: "$0.05" },
    { cents: -500_00, locale: "en-AU", expected: "-$500" },
  ])("$cents cents in $locale → $expected", ({ cents, locale, expected }) => {
    expect(formatPrice(cents, locale)).toBe(expected);
  });

  test("defaults to en-AU", () => {
    expect(formatPrice(9_999_00)).toBe("$9,999");
  });
});

test.each<[number, "AUD" | "NZD" | "USD", string]>([
  [50_000, "AUD", "$500.00"],
  [4_599_000, "AUD", "$45,990.00"],
  [12_345, "NZD", "$123.45"],
  [100_000_000, "USD", "$1,000,000.00"],
  [-500, "AUD", "-$5.00"],
])("formatMoney(%i, %s) is %s (money in lead emails)", (cents, currency, text) => {
  expect(formatMoney(cents, currency)).toBe(text);
});
