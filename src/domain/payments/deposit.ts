import type { Market } from "@/domain/config/site-config";
import type { PaymentCurrency, PaymentProviderName } from "@/domain/payments/payment-types";
import { isUsablePaymentKey } from "@/domain/stock/is-usable-payment-key";

/** The market's currency: a deposit is charged in it (AU → AUD, NZ → NZD, US → USD). */
export const MARKET_CURRENCY: Record<Market, PaymentCurrency> = { AU: "AUD", NZ: "NZD", US: "USD" };

interface Processor {
  authorization_type: string;
  authorization_key: string | null;
  /** Cents. */
  deposit_amount: number;
}

/**
 * The deposit a reservation charges, in integer cents: the deposit_amount of the car's first
 * processor for the site's provider whose key is usable (not blank, not a test key).
 * Null when there is none, or when the amount is not a positive whole number of cents.
 */
export function depositCents(processors: readonly Processor[], provider: PaymentProviderName): number | null {
  const processor = processors.find(
    (p) => p.authorization_type === provider && isUsablePaymentKey(p.authorization_key),
  );
  if (!processor) return null;
  const amount = processor.deposit_amount;
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}
