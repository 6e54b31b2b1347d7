import { describe, expect, test } from "vitest";
import { type SearchHeadingInput, searchHeading } from "@/domain/stock/search-heading";

const base: SearchHeadingInput = { noun: "Car", market: "AU" };

describe("searchHeading", () => {
  test.each<{ over: Partial<SearchHeadingInput>; expected: string }>([
    { over: {}, expected: "Cars for sale" },
    { over: { condition: ["used"] }, expected: "Used Cars for sale" },
    { over: { condition: ["used"], preOwnedWording: true }, expected: "Pre-owned Cars for sale" },
    { over: { condition: ["new", "demo"] }, expected: "New and Demo Cars for sale" },
    { over: { condition: ["new", "used", "demo"] }, expected: "Cars for sale" },
    {
      over: { condition: ["used"], make: "Toyota", model: "Corolla" },
      expected: "Used Toyota Corolla Cars for sale",
    },
    { over: { noun: "RV", condition: ["new"] }, expected: "New RVs for sale" },
    { over: { noun: "Motorcycle", make: "Ducati" }, expected: "Ducati Motorcycles for sale" },
    { over: { dealershipName: "Harbour City Mazda" }, expected: "Cars for sale at Harbour City Mazda" },
    { over: { noun: "Truck", condition: ["used"] }, expected: "Used Trucks for sale" },
    { over: { condition: ["used"], forSale: false }, expected: "Used Cars" },
  ])("$over → $expected", ({ over, expected }) => {
    expect(searchHeading({ ...base, ...over })).toBe(expected);
  });
});
