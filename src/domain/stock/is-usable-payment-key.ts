/**
 * A configured payment-provider key must not be a test key. We recognise:
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

/** The card payment providers a site can use (the site's `commerce.payment_provider`). */
export type PaymentKeyProvider = "stripe" | "adyen" | "windcave";

/**
 * How each provider tells a test key from a live one, beyond the general rule above:
 * - Stripe says it in the key: `sk_test_`/`pk_test_`/`rk_test_` versus `…_live_`. A Stripe key
 *   must also look like one (publishable, secret or restricted, live).
 * - Adyen client keys say it too (`test_…` versus `live_…`), but its API keys are opaque
 *   (`AQE…`): what makes them test keys is the test environment they belong to, whose
 *   endpoints are the `-test.adyen.com` hosts (live ones are `…-live.adyenpayments.com`).
 * - Windcave's keys are opaque as well: its test (UAT) environment is the host
 *   `uat.windcave.com`; live is `sec.windcave.com`.
 * So a key is judged with the provider's endpoint when there is one (`endpoint`, a URL).
 */
const PROVIDER_TEST_ENDPOINTS: Record<PaymentKeyProvider, RegExp | null> = {
  stripe: null,
  adyen: /(^|[.-])test\.adyen\.com$/i,
  windcave: /^uat\.windcave\.com$/i,
};

const PROVIDER_KEY_SHAPES: Record<PaymentKeyProvider, RegExp | null> = {
  stripe: /^(pk|sk|rk)_live_\w+$/,
  adyen: null,
  windcave: null,
};

function hostOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return null;
  }
}

/**
 * Per provider: the key is set, is not a test key, and is not for a test endpoint.
 * @internal Only tests call it so far: production judges keys with isUsablePaymentKey alone
 * (npm run knip: the production pass skips an @internal export).
 */
export function isUsableProviderKey(
  provider: PaymentKeyProvider,
  key: string | null | undefined,
  endpoint?: string | null,
): boolean {
  if (!isUsablePaymentKey(key)) return false;
  const shape = PROVIDER_KEY_SHAPES[provider];
  if (shape && !shape.test((key ?? "").trim())) return false;
  const testHost = PROVIDER_TEST_ENDPOINTS[provider];
  if (testHost && endpoint) {
    const host = hostOf(endpoint);
    if (host === null || testHost.test(host)) return false;
  }
  return true;
}
