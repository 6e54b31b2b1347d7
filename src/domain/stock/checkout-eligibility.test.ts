import { describe, expect, test } from "vitest";
import type { CarFacts } from "@/domain/stock/car-facts";
import {
  type CheckoutCar,
  type CheckoutSettings,
  canBuyOnline,
  canReserve,
  canTradeIn,
} from "@/domain/stock/checkout-eligibility";

const live = { authorization_type: "stripe", authorization_key: "pk_live_abc", deposit_amount: 500_00 };
const testKey = { authorization_type: "stripe", authorization_key: "pk_test_abc", deposit_amount: 500_00 };

const ok: CheckoutCar = {
  status: "in_stock",
  sold: false,
  reserved: false,
  reservable: null,
  price: 25_000_00,
  payment_processors: [live],
};
const on: CheckoutSettings = { checkout_enabled: true };

describe("canReserve (SPEC 5: reserve and online purchase buttons appear only if all hold)", () => {
  test.each<{ name: string; car?: Partial<CheckoutCar>; settings?: CheckoutSettings; expected: boolean }>([
    { name: "all conditions hold", expected: true },
    {
      name: "checkout feature disabled for the dealer",
      settings: { checkout_enabled: false },
      expected: false,
    },
    { name: "coming soon on a site that does not allow it", car: { status: "coming_soon" }, expected: false },
    {
      name: "coming soon on a site that allows it",
      car: { status: "coming_soon" },
      settings: { checkout_enabled: true, checkout_allows_coming_soon: true },
      expected: true,
    },
    {
      name: "sold status even where coming soon is allowed",
      car: { status: "sold" },
      settings: { checkout_enabled: true, checkout_allows_coming_soon: true },
      expected: false,
    },
    { name: "sold flag", car: { sold: true }, expected: false },
    { name: "reserved", car: { reserved: true }, expected: false },
    { name: "price exactly 200 is not over 200", car: { price: 200_00 }, expected: false },
    { name: "price 200.01 is over 200", car: { price: 200_01 }, expected: true },
    { name: "no price", car: { price: null }, expected: false },
    { name: "reservable false", car: { reservable: false }, expected: false },
    { name: "reservable true", car: { reservable: true }, expected: true },
    { name: "no payment processor", car: { payment_processors: [] }, expected: false },
    { name: "only a test key", car: { payment_processors: [testKey] }, expected: false },
    {
      name: "a blank key",
      car: { payment_processors: [{ ...live, authorization_key: "" }] },
      expected: false,
    },
    { name: "a test key and a live key", car: { payment_processors: [testKey, live] }, expected: true },
  ])("$name → $expected", ({ car, settings = on, expected }) => {
    expect(canReserve({ ...ok, ...car }, settings)).toBe(expected);
  });
});

const eligible: CheckoutCar = {
  status: "in_stock",
  sold: false,
  reserved: false,
  reservable: true,
  price: 30_000_00,
  payment_processors: [
    { authorization_type: "stripe", authorization_key: "pk_live_x", deposit_amount: 1_000_00 },
  ],
};

describe("canBuyOnline (SPEC 5: same rule as reserve)", () => {
  test.each<{ name: string; change: Partial<CheckoutCar>; checkout_enabled: boolean; expected: boolean }>([
    { name: "eligible", change: {}, checkout_enabled: true, expected: true },
    { name: "checkout off", change: {}, checkout_enabled: false, expected: false },
    { name: "price 200", change: { price: 200_00 }, checkout_enabled: true, expected: false },
    { name: "reserved", change: { reserved: true }, checkout_enabled: true, expected: false },
  ])("$name → $expected", ({ change, checkout_enabled, expected }) => {
    expect(canBuyOnline({ ...eligible, ...change }, { checkout_enabled })).toBe(expected);
  });
});

type TradeInCar = Pick<CarFacts, "status" | "sold" | "reserved" | "price">;
const tradeable: TradeInCar = { status: "in_stock", sold: false, reserved: false, price: 18_500_00 };

describe("canTradeIn (SPEC 5: valuation on, in stock, not sold or reserved, price over 200)", () => {
  test.each<{ name: string; car?: Partial<TradeInCar>; valuation_enabled?: boolean; expected: boolean }>([
    { name: "all hold", expected: true },
    { name: "valuation feature off", valuation_enabled: false, expected: false },
    { name: "coming soon is not in stock", car: { status: "coming_soon" }, expected: false },
    { name: "sold status", car: { status: "sold" }, expected: false },
    { name: "sold flag", car: { sold: true }, expected: false },
    { name: "reserved", car: { reserved: true }, expected: false },
    { name: "price 200", car: { price: 200_00 }, expected: false },
    { name: "price 200.01", car: { price: 200_01 }, expected: true },
    { name: "no price", car: { price: null }, expected: false },
  ])("$name → $expected", ({ car, valuation_enabled = true, expected }) => {
    expect(canTradeIn({ ...tradeable, ...car }, { valuation_enabled })).toBe(expected);
  });
});
