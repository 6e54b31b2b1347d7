import "server-only";
import { and, eq } from "drizzle-orm";
import { isUsablePaymentKey } from "@/domain/stock/is-usable-payment-key";
import type { DbOrTx } from "@/server/db/client";
import { payment_accounts } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import { logger } from "@/server/log/logger";
import { createAdyenProvider } from "@/server/payments/adyen/adyen-provider";
import { resolvePaymentBaseUrl } from "@/server/payments/payment-base-url";
import type {
  PaymentCredentials,
  PaymentProvider,
  PaymentProviderName,
} from "@/server/payments/payment-provider";
import { createStripeProvider } from "@/server/payments/stripe/stripe-provider";
import { createWindcaveProvider } from "@/server/payments/windcave/windcave-provider";

function unavailable(reason: string, context: Record<string, unknown>): never {
  // The reason goes to the log only; the shopper gets the one clear message.
  logger().error(context, `payment provider unavailable: ${reason}`);
  throw new AppError("provider_unavailable", "Online payment is unavailable for this car right now.");
}

/** The adapter for one provider and one merchant account. */
function providerFromCredentials(
  provider: PaymentProviderName,
  credentials: PaymentCredentials,
): PaymentProvider {
  switch (provider) {
    case "stripe":
      return createStripeProvider(credentials);
    case "adyen":
      return createAdyenProvider(credentials);
    case "windcave":
      return createWindcaveProvider(credentials);
  }
}

/**
 * The payment provider of one dealership on its site's provider: its server-only account
 * (payment_accounts), its base URL resolved (a stand-in only on a local platform domain), and
 * the test-key rule applied to the secret key too. Throws provider_unavailable when
 * any of it is missing.
 */
export async function paymentProviderFor(
  db: DbOrTx,
  input: { provider: PaymentProviderName; dealershipId: number },
): Promise<PaymentProvider> {
  const [account] = await db
    .select()
    .from(payment_accounts)
    .where(
      and(
        eq(payment_accounts.dealership_id, input.dealershipId),
        eq(payment_accounts.provider, input.provider),
      ),
    )
    .limit(1);
  if (!account) return unavailable("no account", input);
  if (!isUsablePaymentKey(account.secret_key)) return unavailable("test or blank secret key", input);
  const baseUrl = resolvePaymentBaseUrl(account.base_url);
  if (baseUrl === null) return unavailable("the demo stand-in is local only", input);
  return providerFromCredentials(input.provider, {
    baseUrl,
    secretKey: account.secret_key,
    account: account.account ?? undefined,
    webhookSecret: account.webhook_secret,
  });
}
