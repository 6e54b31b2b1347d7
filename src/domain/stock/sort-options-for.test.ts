import { describe, expect, test } from "vitest";
import {
  SORT_OPTIONS,
  type SortOption,
  type SortOptionsContext,
  sortOptionsFor,
} from "@/domain/stock/sort-options-for";

describe("SORT_OPTIONS (SPEC 9: most relevant (default), latest, highest/lowest price, subscription price, highest/lowest km)", () => {
  test("URL values are stable and most relevant comes first", () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([
      "relevance",
      "latest",
      "price-desc",
      "price-asc",
      "subscription-price",
      "km-desc",
      "km-asc",
    ]);
  });
});

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
