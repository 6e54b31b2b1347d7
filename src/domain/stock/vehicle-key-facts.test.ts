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
    // Each trade's own specs, when the feed gives them.
    [
      "camper",
      "AU",
      { ...car, berths: 6, length_mm: 6550 },
      ["Sleeps 6", "Caravan", "6.6 m long", "45,210 km", "Automatic"],
    ],
    [
      "motorcycle",
      "AU",
      { ...car, engine_cc: 689, lams: true },
      ["45,210 km", "689 cc", "LAMS", "Automatic", "Caravan"],
    ],
    [
      "motorcycle",
      "AU",
      { ...car, engine_cc: 1200, lams: false },
      ["45,210 km", "1,200 cc", "Automatic", "Caravan"],
    ],
    [
      "truck",
      "AU",
      { ...car, body: "Pantech", gvm_kg: 8700, licence_class: "mr" },
      ["Pantech", "GVM 8,700 kg", "MR licence", "45,210 km", "689cc 2cyl", "Automatic"],
    ],
    // The trim already names the body: it is not said twice ("Pantech" "Pantech").
    [
      "truck",
      "AU",
      { ...car, body: "Pantech", badge: "Pantech", gvm_kg: 11_000 },
      ["GVM 11,000 kg", "45,210 km", "689cc 2cyl", "Automatic"],
    ],
    // A renter or subscriber is told the seats, never the odometer.
    ["rental", "AU", car, ["4 seats", "Automatic", "Diesel", "Caravan"]],
    ["subscription", "AU", { ...car, seats: 0 }, ["Automatic", "Diesel", "Caravan"]],
    // Blank values are left out, not shown as empty chips.
    ["dealer", "AU", { car_type: "new", km: 12, transmission: "  ", fuel: null, body: "SUV" }, ["SUV"]],
  ] as const)("%s (%s)", (template, market, input, expected) => {
    expect(vehicleKeyFacts(input, template, market)).toEqual(expected);
  });
});
