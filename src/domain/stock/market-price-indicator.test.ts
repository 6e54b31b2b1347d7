import { describe, expect, test } from "vitest";
import { type MarketPriceIndicator, marketPriceIndicator } from "@/domain/stock/market-price-indicator";

describe("marketPriceIndicator (SPEC 5: more than 499 below the state, else national, average)", () => {
  test.each<{
    name: string;
    price: number | null;
    state: number | null;
    national: number | null;
    expected: MarketPriceIndicator | null;
  }>([
    {
      name: "499 below state: not more than 499",
      price: 20_000_00,
      state: 20_499_00,
      national: null,
      expected: null,
    },
    {
      name: "499.01 below state",
      price: 20_000_00,
      state: 20_499_01,
      national: null,
      expected: { below_by_cents: 499_01, basis: "state" },
    },
    {
      name: "state average wins over national",
      price: 20_000_00,
      state: 20_100_00,
      national: 30_000_00,
      expected: null,
    },
    {
      name: "national average when no state average",
      price: 20_000_00,
      state: null,
      national: 21_000_00,
      expected: { below_by_cents: 1_000_00, basis: "national" },
    },
    {
      name: "zero state average counts as missing",
      price: 20_000_00,
      state: 0,
      national: 20_500_00,
      expected: { below_by_cents: 500_00, basis: "national" },
    },
    { name: "499 below national", price: 20_000_00, state: null, national: 20_499_00, expected: null },
    { name: "price above average", price: 25_000_00, state: 20_000_00, national: null, expected: null },
    { name: "no averages", price: 20_000_00, state: null, national: null, expected: null },
    { name: "no price", price: null, state: 30_000_00, national: null, expected: null },
  ])("$name", ({ price, state, national, expected }) => {
    const car = {
      price,
      autograb_data: { state_average_market_price: state, average_market_price: national },
    };
    expect(marketPriceIndicator(car)).toEqual(expected);
  });

  test("no autograb data → null", () => {
    expect(marketPriceIndicator({ price: 10_000_00, autograb_data: null })).toBeNull();
  });
});
