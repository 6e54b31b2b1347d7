import { expect, test } from "vitest";
import { ownVehicleMakeOptions } from "@/domain/leads/vehicle-makes";

test.each<[string, string[], string, boolean]>([
  ["a common make is offered", [], "Toyota", true],
  ["a stocked make is added", ["Polestar"], "Polestar", true],
  ["Other is always offered", [], "Other", true],
  ["no invented makes", [], "Trabant", false],
])("%s", (_label, extra, make, present) => {
  expect(ownVehicleMakeOptions(extra).some((o) => o.value === make)).toBe(present);
});

test("makes are sorted with Other last and no duplicates", () => {
  const values = ownVehicleMakeOptions(["Toyota", "Alfa Romeo"]).map((o) => o.value);
  expect(values.at(-1)).toBe("Other");
  expect(values.slice(0, -1)).toEqual([...values.slice(0, -1)].sort((a, b) => a.localeCompare(b)));
  expect(new Set(values).size).toBe(values.length);
});
