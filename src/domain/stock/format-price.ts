export type PriceLocale = "en-AU" | "en-NZ" | "en-US";

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: PriceLocale, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "$" plus a locale number, padded to two decimals when a single decimal digit is
 * shown. In cents that means: whole dollars show no decimals, anything else shows two.
 * The sign goes before the "$" so a negative amount reads "-$5".
 */
export function formatPrice(cents: number, locale: PriceLocale = "en-AU"): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const digits = abs % 100 === 0 ? 0 : 2;
  const text = formatterFor(locale, digits).format(abs / 100);
  return `${rounded < 0 ? "-" : ""}$${text}`;
}

const CURRENCY_LOCALES: Record<"AUD" | "NZD" | "USD", PriceLocale> = {
  AUD: "en-AU",
  NZD: "en-NZ",
  USD: "en-US",
};
const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money as a dealer reads it in a lead email: the currency's
 * symbol and always two decimals, in the currency's own locale ("$500.00", "$45,990.00").
 */
export function formatMoney(cents: number, currency: "AUD" | "NZD" | "USD"): string {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(CURRENCY_LOCALES[currency], {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormatters.set(currency, formatter);
  }
  return formatter.format(Math.round(cents) / 100);
}
