import { describe, expect, test } from "vitest";
import type { CarType } from "@/domain/stock/car-facts";
import { conditionLabel } from "@/domain/stock/condition-label";

describe("conditionLabel (SPEC 4: one dealer group shows 'pre-owned' for used)", () => {
  test.each<{ carType: CarType; preOwned: boolean; expected: string }>([
    { carType: "new", preOwned: false, expected: "New" },
    { carType: "used", preOwned: false, expected: "Used" },
    { carType: "demo", preOwned: false, expected: "Demo" },
    { carType: "new", preOwned: true, expected: "New" },
    { carType: "used", preOwned: true, expected: "Pre-owned" },
    { carType: "demo", preOwned: true, expected: "Demo" },
  ])("$carType (pre-owned wording $preOwned) → $expected", ({ carType, preOwned, expected }) => {
    expect(conditionLabel(carType, preOwned)).toBe(expected);
  });
});
