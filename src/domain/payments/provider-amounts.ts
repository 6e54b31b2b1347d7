/**
 * Money handed to a card payment provider. Forecourt computes every amount on the server in
 * integer cents (every PAYMENT_CURRENCIES currency has two decimals); each provider wants its
 * own format.
 */

/** The largest amount a provider is asked for: a deposit, never a car's full price twice over. */
const MAX_PAYMENT_CENTS = 10_000_000_00;

/** Whether `cents` is an amount a provider may be asked for: a whole, positive number of cents. */
export function isPaymentAmount(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_PAYMENT_CENTS;
}

/** Windcave's REST API takes the amount as a decimal string with two places: 12345 → "123.45". */
export function toWindcaveAmount(cents: number): string {
  if (!isPaymentAmount(cents)) throw new RangeError(`Not a payable amount in cents: ${cents}`);
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** A Windcave decimal amount back in cents ("123.45" → 12345, "5" → 500); null if it is not one. */
export function centsFromWindcaveAmount(amount: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
