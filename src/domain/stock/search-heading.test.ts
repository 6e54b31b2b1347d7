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
    // The heading says what was asked.
    { over: { make: "Toyota", body: "SUV" }, expected: "Toyota SUVs for sale" },
    { over: { make: "Toyota", body: "suv" }, expected: "Toyota SUVs for sale" },
    { over: { condition: ["used"], body: "hatch" }, expected: "Used Hatches for sale" },
    { over: { body: "Ute" }, expected: "Utes for sale" },
    { over: { body: "Bus" }, expected: "Buses for sale" },
    { over: { body: "Cab Chassis" }, expected: "Cab Chassis for sale" },
    { over: { noun: "RV", body: "CARAVANS" }, expected: "Caravans for sale" },
    { over: { noun: "RV", body: "POP TOPS", condition: ["new"] }, expected: "New Pop Tops for sale" },
    { over: { noun: "Camper", body: "Toy Hauler" }, expected: "Toy Haulers for sale" },
    {
      over: { noun: "Motorcycle", make: "Ducati", body: "Naked" },
      expected: "Ducati Naked Motorcycles for sale",
    },
    { over: { noun: "Truck", body: "Tipper" }, expected: "Tipper Trucks for sale" },
    { over: { fuel: "Electric" }, expected: "Electric Cars for sale" },
    { over: { fuel: "HYBRID", make: "Toyota" }, expected: "Hybrid Toyota Cars for sale" },
    { over: { transmission: "automatic", make: "Kia" }, expected: "Automatic Kia Cars for sale" },
    { over: { location: "Parramatta" }, expected: "Cars for sale in Parramatta" },
    { over: { q: "  sunroof  " }, expected: "Cars for sale matching “sunroof”" },
    {
      over: { make: "Kia", q: "sportage", dealershipName: "Harbour City Mazda" },
      expected: "Kia Cars for sale at Harbour City Mazda matching “sportage”",
    },
    { over: { body: "  ", fuel: "", q: "" }, expected: "Cars for sale" },
    { over: { make: "Toyota", body: "SUV", forSale: false }, expected: "Toyota SUVs" },
    // A hire company's and a subscription service's stock is offered in their own words.
    { over: { offeredAs: "for hire", location: "Cairns" }, expected: "Cars for hire in Cairns" },
    { over: { offeredAs: "on subscription", body: "SUV" }, expected: "SUVs on subscription" },
  ])("$over → $expected", ({ over, expected }) => {
    expect(searchHeading({ ...base, ...over })).toBe(expected);
  });
});
