import { describe, expect, test } from "vitest";
import { isUsablePaymentKey, isUsableProviderKey } from "@/domain/stock/is-usable-payment-key";

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

describe("isUsableProviderKey (SPEC 5 per provider: no test key, no test environment)", () => {
  test.each([
    // Stripe: the key says test or live, and must be a Stripe key.
    { provider: "stripe", key: "sk_live_51H8abc", endpoint: undefined, expected: true },
    { provider: "stripe", key: "pk_live_51H8abc", endpoint: undefined, expected: true },
    { provider: "stripe", key: "rk_live_51H8abc", endpoint: undefined, expected: true },
    { provider: "stripe", key: "sk_test_51H8abc", endpoint: undefined, expected: false },
    { provider: "stripe", key: "pk_test_51H8abc", endpoint: undefined, expected: false },
    { provider: "stripe", key: "rk_test_51H8abc", endpoint: undefined, expected: false },
    { provider: "stripe", key: "AQEyhmfxKo", endpoint: undefined, expected: false },
    // Adyen: client keys say test_/live_; API keys are judged by their environment.
    { provider: "adyen", key: "live_ABCDEF123", endpoint: undefined, expected: true },
    { provider: "adyen", key: "test_ABCDEF123", endpoint: undefined, expected: false },
    { provider: "adyen", key: "AQEyhmfxKo", endpoint: "https://checkout-test.adyen.com", expected: false },
    {
      provider: "adyen",
      key: "AQEyhmfxKo",
      endpoint: "https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout",
      expected: true,
    },
    { provider: "adyen", key: "AQEyhmfxKo", endpoint: "not a url", expected: false },
    // Windcave: opaque keys; the UAT host is the test environment.
    { provider: "windcave", key: "a1b2c3d4e5", endpoint: "https://uat.windcave.com", expected: false },
    { provider: "windcave", key: "a1b2c3d4e5", endpoint: "https://sec.windcave.com", expected: true },
    { provider: "windcave", key: "test-key", endpoint: "https://sec.windcave.com", expected: false },
    { provider: "windcave", key: "", endpoint: "https://sec.windcave.com", expected: false },
  ] as const)("$provider $key at $endpoint → $expected", ({ provider, key, endpoint, expected }) => {
    expect(isUsableProviderKey(provider, key, endpoint)).toBe(expected);
  });
});
