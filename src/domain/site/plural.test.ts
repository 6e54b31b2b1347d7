import { describe, expect, test } from "vitest";
import { pluralise } from "@/domain/site/plural";

describe("pluralise: SPEC 9 'bus to buses, hatch to hatches, SUV to SUVs, utility to utilities'", () => {
  test.each<[string, string]>([
    ["bus", "buses"],
    ["Bus", "Buses"],
    ["hatch", "hatches"],
    ["Hatch", "Hatches"],
    ["SUV", "SUVs"],
    ["suv", "SUVs"],
    ["utility", "utilities"],
    ["Utility", "Utilities"],
  ])("%s → %s", (word, plural) => {
    expect(pluralise(word)).toBe(plural);
  });
});

describe("pluralise: general rules", () => {
  test.each<[string, string]>([
    ["Car", "Cars"],
    ["Camper", "Campers"],
    ["Truck", "Trucks"],
    ["Motorcycle", "Motorcycles"],
    ["Caravan", "Caravans"],
    // -s, -sh, -ch, -x, -z → es
    ["Coach", "Coaches"],
    ["Crash", "Crashes"],
    ["Box", "Boxes"],
    ["Chassis", "Chassises"],
    ["Topaz", "Topazes"],
    // consonant + y → ies, vowel + y → s
    ["Lorry", "Lorries"],
    ["Key", "Keys"],
    // acronyms take a lower-case s
    ["RV", "RVs"],
    ["4WD", "4WDs"],
    ["UTE", "UTEs"],
    // shouting words keep their case
    ["COUPE", "COUPES"],
    ["BUS", "BUSES"],
    ["HATCH", "HATCHES"],
    // phrases change their last word only
    ["Camper Trailer", "Camper Trailers"],
    ["Light Truck ", "Light Trucks "],
    ["Pop Top", "Pop Tops"],
    ["Dual Cab Utility", "Dual Cab Utilities"],
  ])("%s → %s", (word, plural) => {
    expect(pluralise(word)).toBe(plural);
  });
});

describe("pluralise: count", () => {
  test.each<[string, number | undefined, string]>([
    ["Car", 1, "Car"],
    ["Car", 0, "Cars"],
    ["Car", 2, "Cars"],
    ["SUV", 12, "SUVs"],
    ["bus", 1, "bus"],
    ["Car", undefined, "Cars"],
    ["", 3, ""],
  ])("%s × %s → %s", (word, count, expected) => {
    expect(pluralise(word, count)).toBe(expected);
  });
});
