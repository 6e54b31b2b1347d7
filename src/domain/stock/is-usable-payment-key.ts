/**
 * SPEC 5: a configured payment-provider key must not be a test key. We recognise:
 * - Stripe-style test keys: `pk_test_`, `sk_test_`, `rk_test_` (publishable, secret, restricted);
 * - any key starting with the word "test" (e.g. `test_abc`, `TEST-123`), which is how the
 *   other providers' sandbox keys and hand-entered placeholders look;
 * - Square-style `sandbox-` keys.
 * Matching is case-insensitive; surrounding whitespace is ignored. A blank key is unusable.
 */
const TEST_KEY_PATTERNS: readonly RegExp[] = [/^(pk|sk|rk)_test_/i, /^test/i, /^sandbox-/i];

export function isUsablePaymentKey(key: string | null | undefined): boolean {
  const trimmed = key?.trim() ?? "";
  if (trimmed === "") return false;
  return !TEST_KEY_PATTERNS.some((pattern) => pattern.test(trimmed));
}
