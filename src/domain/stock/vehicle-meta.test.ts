import { describe, expect, test } from "vitest";
import {
  type MetaCar,
  odometerText,
  vehicleMetaDescription,
  vehicleTitle,
  vehicleTrim,
} from "@/domain/stock/vehicle-meta";

const car: MetaCar = {
  make: "Mazda",
  model: "CX-5",
  series: "KF",
  badge: "Maxx Sport",
  year: 2021,
  km: 45_000,
  car_type: "used",
  status: "in_stock",
  sold: false,
  price: 2_599_000,
  preorder: false,
  transmission: "Automatic",
  body: "SUV",
};

describe("vehicleTitle", () => {
  test.each([
    { over: {}, expected: "2021 Mazda CX-5 KF Maxx Sport" },
    { over: { series: null, badge: null }, expected: "2021 Mazda CX-5" },
    { over: { series: " ", badge: "GT" }, expected: "2021 Mazda CX-5 GT" },
  ])("$over → $expected", ({ over, expected }) => {
    expect(vehicleTitle({ ...car, ...over })).toBe(expected);
  });
});

describe("vehicleTrim: no word of the name said twice", () => {
  test.each<[string, string | null, string | null, string]>([
    ["CX-5", "KF Series 2", "Maxx Sport", "KF Series 2 Maxx Sport"],
    ["Sportster S", null, "Sportster S", ""],
    ["Ranger", "PX III", "PX III", "PX III"],
    ["Corolla", null, "  ", ""],
    ["Swan", "Outback", "Outback Deluxe", "Outback Deluxe"],
  ])("%s + %j + %j → %j", (model, series, badge, expected) => {
    expect(vehicleTrim({ model, series, badge })).toBe(expected);
  });

  test("a title never repeats the model as its badge", () => {
    expect(
      vehicleTitle({
        year: 2022,
        make: "Harley-Davidson",
        model: "Sportster S",
        series: null,
        badge: "Sportster S",
      }),
    ).toBe("2022 Harley-Davidson Sportster S");
  });
});

describe("odometerText: never '0 km'", () => {
  test.each<[string, number | null, "AU" | "US", string | null]>([
    ["used", 45_210, "AU", "45,210 km"],
    ["demo", 15, "AU", "15 km"],
    ["new", 12, "AU", null],
    ["used", 0, "AU", null],
    ["used", null, "AU", null],
    ["used", 16_093, "US", "10,000 miles"],
  ])("%s car, %j km (%s) → %j", (car_type, km, market, expected) => {
    expect(odometerText({ car_type, km }, market)).toBe(expected);
  });
});

describe("vehicleMetaDescription", () => {
  const options = { market: "AU" as const, siteName: "Harbour City", city: "Sydney" };
  test.each<{ over: Partial<MetaCar>; opts?: object; expected: string }>([
    {
      over: {},
      expected:
        "Used 2021 Mazda CX-5 KF Maxx Sport, 45,000 km, Automatic, SUV. $25,990 at Harbour City in Sydney.",
    },
    {
      over: {},
      opts: { preOwnedWording: true, city: null },
      expected:
        "Pre-owned 2021 Mazda CX-5 KF Maxx Sport, 45,000 km, Automatic, SUV. $25,990 at Harbour City.",
    },
    {
      over: { car_type: "new", price: null, transmission: null, body: null },
      expected: "New 2021 Mazda CX-5 KF Maxx Sport. Enquire for price at Harbour City in Sydney.",
    },
    {
      over: { status: "sold", sold: true },
      expected:
        "Used 2021 Mazda CX-5 KF Maxx Sport, 45,000 km, Automatic, SUV. Sold by Harbour City in Sydney. See similar vehicles in stock.",
    },
    {
      over: { km: 16_093 },
      opts: { market: "US" },
      expected:
        "Used 2021 Mazda CX-5 KF Maxx Sport, 10,000 miles, Automatic, SUV. $25,990 at Harbour City in Sydney.",
    },
    // The description says what the page does.
    {
      over: { dapprice: 2_850_000 },
      expected:
        "Used 2021 Mazda CX-5 KF Maxx Sport, 45,000 km, Automatic, SUV. $25,990 excl. government charges ($28,500 drive away) at Harbour City in Sydney.",
    },
    {
      over: {},
      opts: { priceQualifier: "Drive away" },
      expected:
        "Used 2021 Mazda CX-5 KF Maxx Sport, 45,000 km, Automatic, SUV. $25,990 Drive away at Harbour City in Sydney.",
    },
    {
      over: { price: 5_900 },
      opts: { priceMode: "rental-daily" },
      expected:
        "2021 Mazda CX-5 KF Maxx Sport, 45,000 km, Automatic, SUV. $59/day at Harbour City in Sydney.",
    },
    {
      over: { subscription_price: 18_900 },
      opts: { priceMode: "subscription-weekly" },
      expected:
        "2021 Mazda CX-5 KF Maxx Sport, 45,000 km, Automatic, SUV. $189/week at Harbour City in Sydney.",
    },
  ])("$over $opts", ({ over, opts, expected }) => {
    expect(vehicleMetaDescription({ ...car, ...over }, { ...options, ...opts })).toBe(expected);
  });
});
