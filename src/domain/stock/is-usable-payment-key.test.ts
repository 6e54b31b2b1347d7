import { describe, expect, test } from "vitest";
import { isUsablePaymentKey } from "./is-usable-payment-key";

describe("isUsablePaymentKey (SPEC 5: a configured payment-provider key must not be a test key)", () => {
  test.each([
    { key: "pk_live_51H8abc", expected: true },
    { key: "sk_live_51H8abc", expected: true },
    { key: "sq0idp-abc123", expected: true },
    { key: "live_key_with_test_inside", expected: true },
    { key: "pk_test_51H8abc", expected: false },
    { key: "sk_test_51H8abc", expected: false },
    { key: "rk_test_51H8abc", expected: false },
    { key: "PK_TEST_51H8abc", expected: false },
    { key: "test_abc", expected: false },
    { key: "TEST-123", expected: false },
    { key: "  test_abc", expected: false },
    { key: "sandbox-sq0idb-abc", expected: false },
    { key: "", expected: false },
    { key: "   ", expected: false },
    { key: null, expected: false },
    { key: undefined, expected: false },
  ])("$key → $expected", ({ key, expected }) => {
    expect(isUsablePaymentKey(key)).toBe(expected);
  });
});
