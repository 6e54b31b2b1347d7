import { describe, expect, test } from "vitest";
import { canonicalMake } from "@/domain/stock/canonical-make";

const aliases = { Mercedes: "Mercedes-Benz", "Great Wall": "GWM", Haval: "GWM", Holden: "Holden" };

describe("canonicalMake (SPEC 9: make-name aliases map regional variants to canonical make names)", () => {
  test.each([
    { make: "Mercedes", expected: "Mercedes-Benz" },
    { make: "MERCEDES", expected: "Mercedes-Benz" },
    { make: " mercedes ", expected: "Mercedes-Benz" },
    { make: "Great Wall", expected: "GWM" },
    { make: "Haval", expected: "GWM" },
    { make: "Mercedes-Benz", expected: "Mercedes-Benz" },
    { make: "Toyota", expected: "Toyota" },
    { make: " Kia ", expected: "Kia" },
  ])("$make → $expected", ({ make, expected }) => {
    expect(canonicalMake(make, aliases)).toBe(expected);
  });

  test("without aliases the make is only trimmed", () => {
    expect(canonicalMake(" Mercedes ")).toBe("Mercedes");
  });
});
