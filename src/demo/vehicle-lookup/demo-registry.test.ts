import { expect, test } from "vitest";
import { demoRegistration, demoTradeRange } from "@/demo/vehicle-lookup/demo-registry";
import { defined } from "@/domain/defined";

const now = new Date("2030-06-01T00:00:00Z");

test("the same plate and state always give the same vehicle", () => {
  expect(demoRegistration("abc-123", "NSW", now)).toEqual(demoRegistration("ABC123", "NSW", now));
});

test("a vehicle has a make, model, a past year and a 17-character VIN", () => {
  const car = defined(demoRegistration("XYZ789", "VIC", now), "the demo registration");
  expect(car.make).not.toBe("");
  expect(car.model).not.toBe("");
  expect(car.year).toBeLessThan(2030);
  expect(car.year).toBeGreaterThanOrEqual(2018);
  expect(car.vin).toHaveLength(17);
});

test.each([["!!"], ["NOREG1"], ["noreg 9"]])("%s is not registered", (plate) => {
  expect(demoRegistration(plate, "NSW", now)).toBeNull();
});

test.each<[number, number | null, { low: number; high: number }]>([
  // A one-year-old $30,000 car at 10,000 km: 30,000 × 0.85 − 500 = 25,000, ±7.5 % to the $250.
  [2029, 10_000, { low: 23_250, high: 27_000 }],
  // Very old cars keep 15 % of new: 4,500 − 10,000 km × 0.05 = 4,000.
  [2010, 10_000, { low: 3_750, high: 4_250 }],
  // No odometer: 15,000 km a year is assumed (2 years: 30,000 km).
  [2028, null, { low: 18_750, high: 21_750 }],
])("a %i car at %s km is worth %j in trade", (year, odometer, range) => {
  expect(demoTradeRange({ year, newPrice: 30_000 }, odometer, now)).toEqual(range);
});
