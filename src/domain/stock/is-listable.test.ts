import { describe, expect, test } from "vitest";
import type { CarFacts } from "@/domain/stock/car-facts";
import { isListable } from "@/domain/stock/is-listable";

type Car = Pick<CarFacts, "status" | "sold" | "sold_date_timestamp" | "show_on_dealer_website">;
const now = new Date("2024-05-10T09:00:00Z");
const base: Car = {
  status: "in_stock",
  sold: false,
  sold_date_timestamp: null,
  show_on_dealer_website: true,
};

describe("isListable (SPEC 7: in_stock or coming_soon, or sold within N days, with show_on_dealer_website)", () => {
  test.each<{ name: string; car: Partial<Car>; days?: number; expected: boolean }>([
    { name: "in stock", car: {}, expected: true },
    { name: "coming soon", car: { status: "coming_soon" }, expected: true },
    { name: "hidden from the dealer website", car: { show_on_dealer_website: false }, expected: false },
    {
      name: "sold 3 days ago (default window 3)",
      car: { status: "sold", sold: true, sold_date_timestamp: "2024-05-07T10:00:00Z" },
      expected: true,
    },
    {
      name: "sold 4 days ago (default window 3)",
      car: { status: "sold", sold: true, sold_date_timestamp: "2024-05-06T10:00:00Z" },
      expected: false,
    },
    {
      name: "sold 7 days ago on the range site (window 7)",
      car: { status: "sold", sold_date_timestamp: "2024-05-03" },
      days: 7,
      expected: true,
    },
    {
      name: "sold 8 days ago on the range site (window 7)",
      car: { status: "sold", sold_date_timestamp: "2024-05-02" },
      days: 7,
      expected: false,
    },
    { name: "sold without a sold date", car: { status: "sold" }, expected: false },
    {
      name: "sold flag on an in_stock car, long ago",
      car: { sold: true, sold_date_timestamp: "2024-01-01" },
      expected: false,
    },
    {
      name: "sold recently but hidden from the dealer website",
      car: { status: "sold", sold_date_timestamp: "2024-05-10", show_on_dealer_website: false },
      expected: false,
    },
  ])("$name → $expected", ({ car, days, expected }) => {
    expect(isListable({ ...base, ...car }, now, days)).toBe(expected);
  });
});
