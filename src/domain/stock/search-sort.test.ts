import { describe, expect, test } from "vitest";
import {
  parseSort,
  type SortOption,
  type SortOptionsContext,
  type SortValue,
  sortOptionsFor,
} from "@/domain/stock/search-sort";

describe("sortOptionsFor", () => {
  test.each<{ context: SortOptionsContext; expected: SortOption[] }>([
    {
      context: { subscription: false, distanceUnit: "km" },
      expected: [
        { value: "relevance", label: "Most relevant" },
        { value: "latest", label: "Latest" },
        { value: "price-desc", label: "Highest price" },
        { value: "price-asc", label: "Lowest price" },
        { value: "km-desc", label: "Highest kms" },
        { value: "km-asc", label: "Lowest kms" },
      ],
    },
    {
      context: { subscription: true, distanceUnit: "km" },
      expected: [
        { value: "relevance", label: "Most relevant" },
        { value: "latest", label: "Latest" },
        { value: "price-desc", label: "Highest price" },
        { value: "price-asc", label: "Lowest price" },
        { value: "subscription-price", label: "Subscription price" },
        { value: "km-desc", label: "Highest kms" },
        { value: "km-asc", label: "Lowest kms" },
      ],
    },
    {
      context: { subscription: false, distanceUnit: "mi" },
      expected: [
        { value: "relevance", label: "Most relevant" },
        { value: "latest", label: "Latest" },
        { value: "price-desc", label: "Highest price" },
        { value: "price-asc", label: "Lowest price" },
        { value: "km-desc", label: "Highest miles" },
        { value: "km-asc", label: "Lowest miles" },
      ],
    },
  ])("subscription $context.subscription, unit $context.distanceUnit", ({ context, expected }) => {
    expect(sortOptionsFor(context)).toEqual(expected);
  });
});

describe("parseSort (SPEC 9: most relevant by default; some dealers default to latest or lowest price)", () => {
  test.each<{
    value: string | string[] | null | undefined;
    siteDefault?: SortValue;
    allowed?: SortValue[];
    expected: SortValue;
  }>([
    { value: "price-asc", expected: "price-asc" },
    { value: "km-desc", siteDefault: "latest", expected: "km-desc" },
    { value: " latest ", expected: "latest" },
    { value: undefined, expected: "relevance" },
    { value: null, siteDefault: "latest", expected: "latest" },
    { value: "", siteDefault: "price-asc", expected: "price-asc" },
    { value: "cheapest", siteDefault: "price-asc", expected: "price-asc" },
    { value: "PRICE-ASC", expected: "relevance" },
    { value: ["price-desc", "latest"], expected: "price-desc" },
    { value: [], siteDefault: "latest", expected: "latest" },
    {
      value: "subscription-price",
      allowed: ["relevance", "latest", "price-desc", "price-asc", "km-desc", "km-asc"],
      expected: "relevance",
    },
    { value: "subscription-price", expected: "subscription-price" },
  ])("$value (site default $siteDefault) → $expected", ({ value, siteDefault, allowed, expected }) => {
    expect(parseSort(value, siteDefault, allowed)).toBe(expected);
  });
});
