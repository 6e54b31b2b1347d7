import { describe, expect, test } from "vitest";
import { canTradeIn } from "@/domain/stock/can-trade-in";
import type { CarFacts } from "@/domain/stock/car-facts";

type Car = Pick<CarFacts, "status" | "sold" | "reserved" | "price">;
const ok: Car = { status: "in_stock", sold: false, reserved: false, price: 18_500_00 };

describe("canTradeIn (SPEC 5: valuation on, in stock, not sold or reserved, price over 200)", () => {
  test.each<{ name: string; car?: Partial<Car>; valuation_enabled?: boolean; expected: boolean }>([
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
    expect(canTradeIn({ ...ok, ...car }, { valuation_enabled })).toBe(expected);
  });
});
