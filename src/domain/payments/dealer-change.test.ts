import { describe, expect, test } from "vitest";
import { type DepositSettings, depositOnDealerChange } from "@/domain/payments/dealer-change";

const defaults: DepositSettings = { deposit_when_sold: "keep", deposit_when_released: "refund" };

describe("a dealer selling or releasing a reserved car", () => {
  test.each([
    {
      name: "sold: kept by default",
      car: { sold: true, reserved: true },
      settings: defaults,
      expected: "keep",
    },
    {
      name: "sold: refunded where configured",
      car: { sold: true, reserved: false },
      settings: { ...defaults, deposit_when_sold: "refund" as const },
      expected: "refund",
    },
    {
      name: "released: refunded by default",
      car: { sold: false, reserved: false },
      settings: defaults,
      expected: "refund",
    },
    {
      name: "released: kept where configured",
      car: { sold: false, reserved: false },
      settings: { ...defaults, deposit_when_released: "keep" as const },
      expected: "keep",
    },
    {
      name: "still reserved: nothing",
      car: { sold: false, reserved: true },
      settings: defaults,
      expected: "none",
    },
  ])("$name", ({ car, settings, expected }) => {
    expect(depositOnDealerChange(car, settings)).toBe(expected);
  });
});
