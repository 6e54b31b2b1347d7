import { describe, expect, test } from "vitest";
import { planLabel, planOptions, planSummary } from "@/domain/leads/subscription-plans";

const plans = [
  { months: 12, km_per_week: 500 },
  { months: 1, km_per_week: 350 },
  { months: 3, km_per_week: 1_000 },
];

describe("a subscription's plans: a term and the kilometres a week with it", () => {
  test("the card shows the shortest term and its allowance", () => {
    expect(planSummary(plans)).toBe("From 1 month · 350 km/week");
    expect(planSummary([])).toBeNull();
  });

  test("the Subscribe form offers every plan in words, shortest first", () => {
    expect(planOptions(plans).map((o) => o.label)).toEqual([
      "1 month, 350 km a week",
      "3 months, 1,000 km a week",
      "12 months, 500 km a week",
    ]);
    expect(planLabel({ months: 6, km_per_week: 500 })).toBe("6 months, 500 km a week");
  });
});
