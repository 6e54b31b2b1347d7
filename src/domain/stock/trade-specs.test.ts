import { describe, expect, test } from "vitest";
import {
  lengthText,
  type SpecCar,
  TRADE_SPEC_KINDS,
  tradeSpecValues,
  vehicleSpecRows,
} from "@/domain/stock/trade-specs";

// One table per trade template: the labels a vehicle page shows, in order, and what they say.
const base: SpecCar = {
  car_type: "used",
  year: 2022,
  make: "Make",
  model: "Model",
  km: 12_000,
  transmission: "Automatic",
  fuel: "Diesel",
  engine: "3.0L",
  colour: "White",
  doors: 1,
  seats: 4,
  stocknum: "S1",
};

const specs = (template: string, car: Partial<SpecCar>) =>
  Object.fromEntries(
    vehicleSpecRows({ ...base, ...car }, { template, market: "AU", preOwnedWording: false }),
  );
const labels = (template: string, car: Partial<SpecCar>) =>
  vehicleSpecRows({ ...base, ...car }, { template, market: "AU", preOwnedWording: false }).map(([l]) => l);

describe("each trade's vehicle page reads its own specs", () => {
  test.each([
    [
      "truck",
      { body: "Pantech", gvm_kg: 7500, gcm_kg: 11_000, licence_class: "lr", axles: 2, seats: 3, doors: 2 },
      {
        Body: "Pantech",
        GVM: "7,500 kg",
        GCM: "11,000 kg",
        "Licence class": "LR (Light Rigid)",
        Axles: 2,
        Seats: 3,
      },
      ["Doors"],
    ],
    [
      "camper",
      {
        body: "Caravan",
        berths: 4,
        length_mm: 6550,
        tare_kg: 2450,
        atm_kg: 3000,
        ball_weight_kg: 220,
        axles: 2,
      },
      {
        Berths: 4,
        Length: "6.55 m (21 ft 6 in)",
        Tare: "2,450 kg",
        ATM: "3,000 kg",
        "Ball weight": "220 kg",
        Axles: 2,
      },
      ["Doors", "Seats", "GVM"],
    ],
    // An older feed carried an RV's berths in seats: they still read as berths, never "Doors 1".
    ["range", { body: "Pop Top", seats: 3 }, { Berths: 3 }, ["Doors", "Seats"]],
    [
      "motorcycle",
      { body: "Naked", engine: "689cc CP2", engine_cc: 689, lams: true },
      { Engine: "689cc CP2", "Engine size": "689 cc", "LAMS approved": "Yes" },
      ["Doors", "Seats", "Berths"],
    ],
    [
      "motorcycle",
      { engine_cc: 1200, lams: false },
      { "Engine size": "1,200 cc", "LAMS approved": "No" },
      ["Doors"],
    ],
    [
      "dealer",
      { doors: 5, seats: 5, body: "SUV" },
      { Doors: 5, Seats: 5, Body: "SUV" },
      ["Berths", "GVM", "LAMS approved"],
    ],
  ] as const)("%s", (template, car, shown, hidden) => {
    const rows = specs(template, car);
    expect(rows).toMatchObject(shown);
    for (const label of hidden) expect(Object.keys(rows)).not.toContain(label);
  });

  test("a car's table keeps its order: odometer, gearbox, fuel, engine, drive, colour, doors, seats", () => {
    expect(labels("dealer", { drive: "AWD", doors: 5 })).toEqual([
      "Condition",
      "Year",
      "Make",
      "Model",
      "Odometer",
      "Transmission",
      "Fuel",
      "Engine",
      "Drive",
      "Colour",
      "Doors",
      "Seats",
      "Stock number",
    ]);
  });

  test("a US truck says license", () => {
    const rows = vehicleSpecRows(
      { ...base, licence_class: "HR" },
      { template: "truck", market: "US", preOwnedWording: false },
    );
    expect(rows.map(([l]) => l)).toContain("License class");
  });

  test.each([
    [6400, "6.40 m (21 ft)"],
    [3900, "3.90 m (12 ft 10 in)"],
    [null, null],
    [0, null],
  ])("length %s mm reads %s", (mm, text) => {
    expect(lengthText(mm)).toBe(text);
  });
});

describe("the trade specs are one table", () => {
  test("each spec with the kind of its value (a feed CSV cell is read by it)", () => {
    expect([TRADE_SPEC_KINDS.gvm_kg, TRADE_SPEC_KINDS.licence_class, TRADE_SPEC_KINDS.lams]).toEqual([
      "number",
      "text",
      "boolean",
    ]);
  });

  test.each([
    [{}, {}],
    [
      { gvm_kg: 7500, licence_class: "LR" },
      { gvm_kg: 7500, licence_class: "LR" },
    ],
    [{ lams: false, berths: undefined }, { lams: false }],
  ])("tradeSpecValues(%o): every spec, null where missing", (car, given) => {
    const values = tradeSpecValues(car);
    expect(Object.keys(values)).toEqual(Object.keys(TRADE_SPEC_KINDS));
    expect(values).toEqual({
      ...Object.fromEntries(Object.keys(TRADE_SPEC_KINDS).map((k) => [k, null])),
      ...given,
    });
  });
});
