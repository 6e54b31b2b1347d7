import { describe, expect, test } from "vitest";
import { canBuyOnline } from "@/domain/stock/can-buy-online";
import type { CheckoutCar } from "@/domain/stock/can-reserve";

const car: CheckoutCar = {
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
    expect(canBuyOnline({ ...car, ...change }, { checkout_enabled })).toBe(expected);
  });
});
