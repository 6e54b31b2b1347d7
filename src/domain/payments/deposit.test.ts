import { describe, expect, test } from "vitest";
import { depositCents } from "@/domain/payments/deposit";

const live = { authorization_type: "stripe", authorization_key: "pk_live_abc", deposit_amount: 500_00 };

describe("depositCents (the processor's deposit_amount, in cents, from a usable key)", () => {
  test.each([
    { name: "a live key of the site's provider", processors: [live], expected: 500_00 },
    {
      name: "a test key is not usable (SPEC 5)",
      processors: [{ ...live, authorization_key: "pk_test_x" }],
      expected: null,
    },
    { name: "a blank key", processors: [{ ...live, authorization_key: null }], expected: null },
    {
      name: "another provider's processor",
      processors: [{ ...live, authorization_type: "adyen" }],
      expected: null,
    },
    {
      name: "the first usable one wins",
      processors: [
        { ...live, authorization_key: "pk_test_x", deposit_amount: 1 },
        { ...live, deposit_amount: 250_00 },
      ],
      expected: 250_00,
    },
    {
      name: "a fractional amount is refused",
      processors: [{ ...live, deposit_amount: 10.5 }],
      expected: null,
    },
    { name: "a zero amount is refused", processors: [{ ...live, deposit_amount: 0 }], expected: null },
    { name: "no processors", processors: [], expected: null },
  ])("$name", ({ processors, expected }) => {
    expect(depositCents(processors, "stripe")).toBe(expected);
  });
});
