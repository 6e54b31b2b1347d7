import { describe, expect, test } from "vitest";
import type { Market } from "@/domain/config/site-config";
import { nounInSentence, primaryVehicleNoun, stockLinkLabel } from "@/domain/site/vehicle-noun";
import type { CarType } from "@/domain/stock/car-facts";

describe("primaryVehicleNoun: SPEC 9 'Camper, Trucks, Truck or RV, else an override or Car'", () => {
  test.each<[string, string | null | undefined, string]>([
    ["camper", undefined, "Camper"],
    ["range", undefined, "RV"],
    ["truck", undefined, "Truck"],
    ["dealer", undefined, "Car"],
    ["used", null, "Car"],
    ["motorcycle", "Motorcycle", "Motorcycle"],
    ["dealer", "  Ute ", "Ute"],
    ["dealer", "   ", "Car"],
    // the template's noun comes first
    ["camper", "Caravan", "Camper"],
  ])("template %s, override %s → %s", (template, override, noun) => {
    expect(primaryVehicleNoun(template, override)).toBe(noun);
  });
});

describe("stockLinkLabel: SPEC 9 'Stock link labels by car type: used, demo, new'", () => {
  test.each<[CarType, Market, boolean, string | undefined, string]>([
    ["used", "AU", false, undefined, "Used Cars"],
    ["used", "AU", true, undefined, "Pre-owned Cars"],
    ["demo", "AU", false, undefined, "Demo Cars"],
    ["demo", "AU", true, undefined, "Demo Cars"],
    ["new", "NZ", false, undefined, "New Cars"],
    ["new", "AU", true, undefined, "New Cars"],
    ["used", "AU", false, "Truck", "Used Trucks"],
    ["new", "AU", false, "RV", "New RVs"],
    ["new", "AU", false, "Bus", "New Buses"],
    ["used", "US", true, "Camper", "Pre-owned Campers"],
    ["new", "US", false, "Tyre", "New Tires"],
    ["new", "AU", false, "Tyre", "New Tyres"],
  ])("%s (%s, pre-owned %s, noun %s) → %s", (carType, market, preOwned, noun, label) => {
    expect(stockLinkLabel(carType, market, preOwned, noun)).toBe(label);
  });
});

describe("nounInSentence: nouns inside copy ('Saved cars', 'Saved RVs')", () => {
  test.each<[string, string]>([
    ["Car", "car"],
    ["Cars", "cars"],
    ["Truck", "truck"],
    ["Camper", "camper"],
    ["RV", "RV"],
    ["RVs", "RVs"],
    ["SUVs", "SUVs"],
    ["Motorcycle", "motorcycle"],
    ["  Ute ", "ute"],
  ])("%s → %s", (noun, expected) => {
    expect(nounInSentence(noun)).toBe(expected);
  });
});
