import { describe, expect, test } from "vitest";
import type { CarStatus } from "@/domain/stock/car-facts";
import { isAvailable } from "@/domain/stock/is-available";

describe("isAvailable (SPEC 4: in_stock or coming_soon are available)", () => {
  test.each<{ status: CarStatus; sold: boolean; expected: boolean }>([
    { status: "in_stock", sold: false, expected: true },
    { status: "coming_soon", sold: false, expected: true },
    { status: "sold", sold: false, expected: false },
    { status: "sold", sold: true, expected: false },
    { status: "in_stock", sold: true, expected: false },
    { status: "coming_soon", sold: true, expected: false },
  ])("status $status, sold flag $sold → $expected", ({ status, sold, expected }) => {
    expect(isAvailable({ status, sold })).toBe(expected);
  });
});
