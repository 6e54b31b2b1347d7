import { describe, expect, test } from "vitest";
import {
  centsFromWindcaveAmount,
  isPaymentAmount,
  toWindcaveAmount,
} from "@/domain/payments/provider-amounts";

describe("amounts for the card payment providers (integer cents in, provider format out)", () => {
  test.each([
    { cents: 12345, windcave: "123.45" },
    { cents: 50000, windcave: "500.00" },
    { cents: 5, windcave: "0.05" },
    { cents: 100, windcave: "1.00" },
    { cents: 99_999_99, windcave: "99999.99" },
  ])("$cents cents → Windcave $windcave and back", ({ cents, windcave }) => {
    expect(toWindcaveAmount(cents)).toBe(windcave);
    expect(centsFromWindcaveAmount(windcave)).toBe(cents);
  });

  test.each([0, -100, 12.5, Number.NaN, 10_000_000_01])("%s is not a payable amount", (cents) => {
    expect(isPaymentAmount(cents)).toBe(false);
    expect(() => toWindcaveAmount(cents)).toThrow(RangeError);
  });

  test.each([
    { amount: "5", cents: 500 },
    { amount: "5.5", cents: 550 },
    { amount: "abc", cents: null },
    { amount: "1.234", cents: null },
    { amount: "-1.00", cents: null },
  ])("Windcave amount $amount → $cents", ({ amount, cents }) => {
    expect(centsFromWindcaveAmount(amount)).toBe(cents);
  });
});
