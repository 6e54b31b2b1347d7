import { describe, expect, test } from "vitest";
import { priceAfterOffer } from "@/domain/stock/price-after-offer";

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
