import { describe, expect, test } from "vitest";
import { canonicalMake, makeAliasesLowerCase, normaliseMake } from "@/domain/stock/canonical-make";
import { parseFeedCar } from "@/domain/stock/feed-car";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { planSearchRequest } from "@/domain/stock/search-canonical";

// Every spelling a feed, an import file or an address may use, and the one name it becomes.
const ALIASES: readonly [string, string][] = [
  ["VW", "Volkswagen"],
  ["vw", "Volkswagen"],
  ["Volkswagon", "Volkswagen"],
  ["VOLKSWAGEN", "Volkswagen"],
  ["Volkswagen", "Volkswagen"],
  ["Mercedes", "Mercedes-Benz"],
  ["MERCEDES", "Mercedes-Benz"],
  ["Mercedes Benz", "Mercedes-Benz"],
  ["mercedes  benz", "Mercedes-Benz"],
  ["Mercedes-Benz", "Mercedes-Benz"],
  ["mercedes-benz", "Mercedes-Benz"],
  ["Merc", "Mercedes-Benz"],
  ["Harley Davidson", "Harley-Davidson"],
  ["HARLEY-DAVIDSON", "Harley-Davidson"],
  ["Land-Rover", "Land Rover"],
  ["Rolls Royce", "Rolls-Royce"],
  ["Chevy", "Chevrolet"],
  ["Mitsubishi Fuso", "Fuso"],
  ["bmw", "BMW"],
  ["TOYOTA", "Toyota"],
  [" Kia ", "Kia"],
  ["Zeekr", "Zeekr"],
  ["  New   Maker ", "New Maker"],
];

describe("makes normalised platform-wide", () => {
  test.each(ALIASES)("%j → %j", (given, usual) => {
    expect(normaliseMake(given)).toBe(usual);
  });

  test.each(ALIASES)("intake (feed, CSV import, console import): make %j is stored as %j", (given, usual) => {
    const parsed = parseFeedCar({ make: given, model: "Golf", year: 2020, car_type: "used" });
    expect(parsed.ok && parsed.car.make).toBe(usual);
  });

  test("a feed car named from its make uses the usual name", async () => {
    const { feedCarName } = await import("@/domain/stock/feed-car");
    const parsed = parseFeedCar({ make: "VW", model: "Golf", year: 2020, car_type: "used" });
    expect(parsed.ok && feedCarName(parsed.car)).toBe("2020 Volkswagen Golf");
  });

  test.each(ALIASES.filter(([given]) => given.trim() !== ""))(
    "search filter: make=%j filters on %j",
    (given, usual) => {
      expect(parseSearchFilters(new URLSearchParams({ make: given })).make).toBe(usual);
    },
  );

  test("an address with another spelling is sent to the usual one", () => {
    expect(planSearchRequest(new URLSearchParams("make=VW&utm_source=x"))).toEqual({
      kind: "redirect",
      query: "make=Volkswagen&utm_source=x",
    });
    expect(planSearchRequest(new URLSearchParams("make=Mercedes+Benz"))).toEqual({
      kind: "redirect",
      query: "make=Mercedes-Benz",
    });
    expect(planSearchRequest(new URLSearchParams("make=Volkswagen")).kind).toBe("cached");
  });
});

describe("a site's own aliases (Make-name aliases map regional variants to canonical make names)", () => {
  const aliases = { "Great Wall": "GWM", Haval: "GWM", Holden: "Holden", Benz: "mercedes" };
  test.each([
    { make: "Great Wall", expected: "GWM" },
    { make: "haval", expected: "GWM" },
    { make: " HAVAL ", expected: "GWM" },
    // The site's alias first, then the platform's usual name for what it names.
    { make: "Benz", expected: "Mercedes-Benz" },
    { make: "Mercedes", expected: "Mercedes-Benz" },
    { make: "VW", expected: "Volkswagen" },
    { make: "Toyota", expected: "Toyota" },
  ])("$make → $expected", ({ make, expected }) => {
    expect(canonicalMake(make, aliases)).toBe(expected);
  });

  test("the SQL's lower-case table has every spelling that is not its own usual name", () => {
    const table = makeAliasesLowerCase({ Haval: "GWM" });
    expect(table.get("vw")).toBe("volkswagen");
    expect(table.get("mercedes benz")).toBe("mercedes-benz");
    expect(table.get("haval")).toBe("gwm");
    expect(table.has("volkswagen")).toBe(false);
  });
});
