import { describe, expect, test } from "vitest";
import { distanceOptions, priceOptions, yearOptions } from "@/domain/stock/range-options";

describe("priceOptions for rates", () => {
  test("a rental site steps daily rates, labelled per day, up to its dearest car", () => {
    expect(priceOptions(89_00, "en-AU", "rental-daily").map((o) => o.label)).toEqual([
      "$25/day",
      "$50/day",
      "$75/day",
      "$100/day",
    ]);
  });
  test("a subscription site steps weekly prices, labelled per week", () => {
    expect(priceOptions(240_00, "en-AU", "subscription-weekly").map((o) => [o.value, o.label])).toEqual([
      [100, "$100/week"],
      [150, "$150/week"],
      [200, "$200/week"],
      [250, "$250/week"],
    ]);
  });
});

describe("priceOptions", () => {
  test("steps stop at the first one above the dearest car", () => {
    expect(priceOptions(2_250_000).map((o) => o.label)).toEqual([
      "$5,000",
      "$10,000",
      "$15,000",
      "$20,000",
      "$25,000",
    ]);
  });
  test("no stock → every step", () => {
    expect(priceOptions(null)).toHaveLength(16);
  });
  test("values are dollars", () => {
    expect(priceOptions(500_000)[0]).toEqual({ value: 5_000, label: "$5,000" });
  });
});

describe("distanceOptions", () => {
  test.each([
    { max: 42_000, unit: "km" as const, first: { value: 5_000, label: "5,000 km" }, last: "50,000 km" },
    { max: 42_000, unit: "mi" as const, first: { value: 8_047, label: "5,000 miles" }, last: "30,000 miles" },
  ])("$unit up to $max km", ({ max, unit, first, last }) => {
    const options = distanceOptions(max, unit, unit === "mi" ? "en-US" : "en-AU");
    expect(options[0]).toEqual(first);
    expect(options.at(-1)?.label).toBe(last);
  });
});

describe("yearOptions", () => {
  test.each([
    { min: 2019, max: 2022, expected: [2022, 2021, 2020, 2019] },
    { min: null, max: 2022, expected: [] },
    { min: 2023, max: 2022, expected: [] },
    { min: 1950, max: 2025, expected: Array.from({ length: 30 }, (_, i) => 2025 - i) },
  ])("$min-$max", ({ min, max, expected }) => {
    expect(yearOptions(min, max).map((o) => o.value)).toEqual(expected);
  });
});
