/** The three card payment providers a site can use (a site's commerce `payment_provider`). */
export type PaymentProviderName = "stripe" | "adyen" | "windcave";

/** A payment's (and its reservation's) life as Forecourt tracks it. */
export type PaymentState = "pending" | "paid" | "failed" | "expired" | "refunded";

/**
 * The currencies a deposit is taken in. AUD, NZD and USD all have two decimals, so their minor
 * units are cents.
 */
export const PAYMENT_CURRENCIES = ["AUD", "NZD", "USD"] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
