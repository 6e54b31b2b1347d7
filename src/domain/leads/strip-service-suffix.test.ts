import { describe, expect, test } from "vitest";
import { stripServiceSuffix } from "@/domain/leads/strip-service-suffix";

describe("stripServiceSuffix (SPEC §5: ' - Service' suffix stripped from labels)", () => {
  test.each([
    ["Northside Toyota - Service", "Northside Toyota"],
    ["Logbook Service - Service", "Logbook Service"],
    ["Northside Toyota", "Northside Toyota"],
    ["Service - Northside", "Service - Northside"],
    ["Northside - Service Centre", "Northside - Service Centre"],
    ["Northside -Service", "Northside -Service"],
    ["Northside - service", "Northside - service"],
    [" - Service", ""],
  ])("%j → %j", (label, expected) => {
    expect(stripServiceSuffix(label)).toBe(expected);
  });
});
