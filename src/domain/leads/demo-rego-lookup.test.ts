import { expect, test } from "vitest";
import { demoRegoLookup, normaliseRego } from "@/domain/leads/demo-rego-lookup";

const now = new Date("2030-06-01T00:00:00Z");

test.each<[string, string | null]>([
  ["abc123", "ABC123"],
  ["ABC-123", "ABC123"],
  [" 1ab 2cd ", "1AB2CD"],
  ["A", null],
  ["TOOLONG12", null],
  ["AB$12", null],
])("normaliseRego(%j) = %j", (input, expected) => {
  expect(normaliseRego(input)).toBe(expected);
});

test("the same plate and state always give the same vehicle", () => {
  expect(demoRegoLookup("abc-123", "nsw", now)).toEqual(demoRegoLookup("ABC123", "NSW", now));
});

test("a vehicle has a make, model, a past year and a 17-character VIN", () => {
  const car = demoRegoLookup("XYZ789", "VIC", now)!;
  expect(car["Vehicle Make"]).not.toBe("");
  expect(car["Vehicle Model"]).not.toBe("");
  expect(car.year).toBeLessThan(2030);
  expect(car.year).toBeGreaterThanOrEqual(2018);
  expect(car.vin).toHaveLength(17);
});

test("an invalid plate finds nothing", () => {
  expect(demoRegoLookup("!!", "NSW", now)).toBeNull();
});
