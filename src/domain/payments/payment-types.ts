/** The three card payment providers a site can use (a site's commerce `payment_provider`). */
export type PaymentProviderName = "stripe" | "adyen" | "windcave";

/** A payment's (and its reservation's) life as Forecourt tracks it. */
export type PaymentState = "pending" | "paid" | "failed" | "expired" | "refunded";

export type PaymentCurrency = "AUD" | "NZD" | "USD";
