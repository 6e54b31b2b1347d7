import { describe, expect, test } from "vitest";
import {
  type PriceDisplay,
  type PriceMode,
  priceAfterOffer,
  priceDisplay,
  priceModeFor,
  shownPriceField,
} from "@/domain/stock/price-display";

describe("priceDisplay (SPEC 5: shown only if above 10, else PREORDER, else 'Enquire for price.')", () => {
  test.each<{ price: number | null; preorder: boolean; noPriceText?: string; expected: PriceDisplay }>([
    { price: 10_01, preorder: false, expected: { kind: "price", text: "$10.01" } },
    { price: 10_00, preorder: false, expected: { kind: "no-price", text: "Enquire for price." } },
    { price: 9_99, preorder: false, expected: { kind: "no-price", text: "Enquire for price." } },
    { price: 0, preorder: false, expected: { kind: "no-price", text: "Enquire for price." } },
    { price: null, preorder: false, expected: { kind: "no-price", text: "Enquire for price." } },
    { price: 10_00, preorder: true, expected: { kind: "preorder", text: "PREORDER" } },
    { price: null, preorder: true, expected: { kind: "preorder", text: "PREORDER" } },
    // A real price wins over the preorder flag.
    { price: 45_990_00, preorder: true, expected: { kind: "price", text: "$45,990" } },
    {
      price: null,
      preorder: false,
      noPriceText: "Call for price",
      expected: { kind: "no-price", text: "Call for price" },
    },
    {
      price: null,
      preorder: false,
      noPriceText: "  ",
      expected: { kind: "no-price", text: "Enquire for price." },
    },
  ])("price $price, preorder $preorder → $expected.text", ({ price, preorder, noPriceText, expected }) => {
    expect(priceDisplay({ price, preorder }, { noPriceText })).toEqual(expected);
  });

  test("formats in the site's locale", () => {
    expect(priceDisplay({ price: 1234_50, preorder: false }, { locale: "en-US" })).toEqual({
      kind: "price",
      text: "$1,234.50",
    });
  });
});

describe("priceDisplay by the site's price mode: rentals by the day, subscriptions by the week", () => {
  test.each<[string, PriceMode, { price: number | null; subscription_price: number | null }, string]>([
    ["a dealer sells outright", "sale", { price: 25_990_00, subscription_price: 189_00 }, "$25,990"],
    ["a rental shows the daily rate", "rental-daily", { price: 59_00, subscription_price: null }, "$59/day"],
    [
      "a subscription shows the weekly price, not the sale price",
      "subscription-weekly",
      { price: 25_990_00, subscription_price: 189_00 },
      "$189/week",
    ],
    [
      "a subscription car without a weekly price asks for an enquiry",
      "subscription-weekly",
      { price: 25_990_00, subscription_price: null },
      "Enquire for price.",
    ],
  ])("%s", (_, mode, car, expected) => {
    expect(priceDisplay({ ...car, preorder: false }, { mode }).text).toBe(expected);
  });

  test.each<[string, PriceMode]>([
    ["rental", "rental-daily"],
    ["subscription", "subscription-weekly"],
    ["dealer", "sale"],
    ["range", "sale"],
  ])("the %s template prices by %s", (template, mode) => {
    expect(priceModeFor(template)).toBe(mode);
  });
});

describe("sorting by price sorts by the price shown", () => {
  test("a subscription site orders by its weekly price, not the hidden purchase price", () => {
    // The flexidrive stock: weekly prices 139, 149, 209, 169, 229 on cars whose purchase
    // prices run the other way; "Lowest price" must read 139, 149, 169, 209, 229.
    const cars = [
      { price: 2_000_000, subscription_price: 13_900 },
      { price: 1_900_000, subscription_price: 14_900 },
      { price: 1_800_000, subscription_price: 20_900 },
      { price: 1_700_000, subscription_price: 16_900 },
      { price: 1_600_000, subscription_price: 22_900 },
    ];
    const field = shownPriceField(priceModeFor("subscription"));
    expect(field).toBe("subscription_price");
    expect([...cars].sort((a, b) => a[field] - b[field]).map((c) => c.subscription_price / 100)).toEqual([
      139, 149, 169, 209, 229,
    ]);
  });

  test("a hire site's daily rate and a dealer's price are the price column", () => {
    expect(shownPriceField(priceModeFor("rental"))).toBe("price");
    expect(shownPriceField(priceModeFor("dealer"))).toBe("price");
  });
});

describe("priceAfterOffer (SPEC 3: price minus offer price minus extra; empty if neither)", () => {
  test.each([
    { price: 30_000_00, offer_price: 2_000_00, offer_extra: 500_00, expected: 27_500_00 },
    { price: 30_000_00, offer_price: 2_000_00, offer_extra: null, expected: 28_000_00 },
    { price: 30_000_00, offer_price: null, offer_extra: 500_00, expected: 29_500_00 },
    { price: 30_000_00, offer_price: 0, offer_extra: 1_50, expected: 29_998_50 },
    { price: 30_000_00, offer_price: null, offer_extra: null, expected: null },
    { price: 30_000_00, offer_price: 0, offer_extra: 0, expected: null },
    { price: null, offer_price: 2_000_00, offer_extra: null, expected: null },
  ])("price $price, offer $offer_price, extra $offer_extra → $expected", ({ expected, ...car }) => {
    expect(priceAfterOffer(car)).toBe(expected);
  });
});
