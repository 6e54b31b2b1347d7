import { describe, expect, test } from "vitest";
import {
  buyOnlineHref,
  enquireHref,
  financeHref,
  reserveHref,
  testDriveHref,
  tradeInHref,
  whatsappHref,
} from "@/domain/stock/vehicle-action-links";

const car = { id: 42, car_type: "used" as const, vin: "JM0KF4W7A00123456", price: 2_599_000 };

describe("financeHref (SPEC 2 Finance query parameters and #finance-form)", () => {
  test.each([
    {
      path: "/finance",
      car,
      dealership: "harbour-city-toyota",
      expected:
        "/finance?preferredDealership=harbour-city-toyota&vehiclePriceBudget=25990&car_id=42&car_type=used&vin=JM0KF4W7A00123456#finance-form",
    },
    {
      path: "/finance-the-dream",
      car: { ...car, price: 1_999_950, vin: null },
      dealership: null,
      expected: "/finance-the-dream?vehiclePriceBudget=19999.50&car_id=42&car_type=used#finance-form",
    },
    {
      path: "/apply-for-finance",
      car: { ...car, price: null, car_type: "demo" as const, vin: "  " },
      dealership: "sunburnt",
      expected: "/apply-for-finance?preferredDealership=sunburnt&car_id=42&car_type=demo#finance-form",
    },
  ])("$path → $expected", ({ path, car, dealership, expected }) => {
    expect(financeHref(path, car, dealership)).toBe(expected);
  });
});

describe("SPEC 2 action paths", () => {
  test.each([
    {
      name: "reserve (checkout)",
      href: reserveHref("2021-mazda-cx5-ab12", "checkout"),
      expected: "/cars/2021-mazda-cx5-ab12/checkout",
    },
    {
      name: "reserve (buy-online variant)",
      href: reserveHref("abc", "buy-online"),
      expected: "/cars/abc/buy-online",
    },
    {
      name: "online purchase",
      href: buyOnlineHref("2021-mazda-cx5-ab12"),
      expected: "/checkout-journey?car_id=2021-mazda-cx5-ab12",
    },
    { name: "trade-in", href: tradeInHref(42), expected: "/cars/trade-in?car_id=42" },
    { name: "test drive", href: testDriveHref(42), expected: "/book-test-drive?car_id=42" },
    { name: "enquire", href: enquireHref(42), expected: "/contact?car_id=42" },
  ])("$name → $expected", ({ href, expected }) => {
    expect(href).toBe(expected);
  });
});

describe("whatsappHref", () => {
  test.each([
    { number: "+61 400 111 222", expected: "https://wa.me/61400111222?text=Hi%2C%20about%20the%20CX-5" },
    { number: null, expected: null },
    { number: "", expected: null },
    { number: "12 34", expected: null },
  ])("$number → $expected", ({ number, expected }) => {
    expect(whatsappHref(number, "Hi, about the CX-5")).toBe(expected);
  });
});
