import { describe, expect, test } from "vitest";
import { vehicleKeyFacts } from "@/domain/stock/vehicle-key-facts";

const car = {
  car_type: "used",
  km: 45_210,
  seats: 4,
  engine: "689cc 2cyl",
  transmission: "Automatic",
  fuel: "Diesel",
  body: "Caravan",
};

describe("vehicleKeyFacts: the chips beside the price, in the trade's order", () => {
  test.each([
    ["dealer", "AU", car, ["45,210 km", "Automatic", "Diesel", "Caravan"]],
    ["group", "US", car, ["28,092 miles", "Automatic", "Diesel", "Caravan"]],
    ["range", "AU", car, ["Sleeps 4", "Caravan", "45,210 km", "Automatic"]],
    ["range", "AU", { ...car, car_type: "new", km: 0, transmission: null }, ["Sleeps 4", "Caravan"]],
    ["camper", "AU", { ...car, seats: null }, ["Caravan", "45,210 km", "Automatic"]],
    ["motorcycle", "AU", car, ["45,210 km", "689cc 2cyl", "Automatic", "Caravan"]],
    ["truck", "AU", car, ["Caravan", "45,210 km", "689cc 2cyl", "Automatic"]],
    // A renter or subscriber is told the seats, never the odometer.
    ["rental", "AU", car, ["4 seats", "Automatic", "Diesel", "Caravan"]],
    ["subscription", "AU", { ...car, seats: 0 }, ["Automatic", "Diesel", "Caravan"]],
    // Blank values are left out, not shown as empty chips.
    ["dealer", "AU", { car_type: "new", km: 12, transmission: "  ", fuel: null, body: "SUV" }, ["SUV"]],
  ] as const)("%s (%s)", (template, market, input, expected) => {
    expect(vehicleKeyFacts(input, template, market)).toEqual(expected);
  });
});
