import type { CarFacts } from "./car-facts";
import { formatPrice, type PriceLocale } from "./format-price";

/** SPEC 5: a price is shown only if above 10 (dollars). */
export const PRICE_DISPLAY_MIN_CENTS = 10 * 100;

const DEFAULT_NO_PRICE_TEXT = "Enquire for price.";

export type PriceDisplay =
  | { kind: "price"; text: string }
  | { kind: "preorder"; text: "PREORDER" }
  | { kind: "no-price"; text: string };

export interface PriceDisplayOptions {
  noPriceText?: string | null;
  locale?: PriceLocale;
}

export function priceDisplay(
  car: Pick<CarFacts, "price" | "preorder">,
  { noPriceText, locale = "en-AU" }: PriceDisplayOptions = {},
): PriceDisplay {
  if (car.price !== null && car.price > PRICE_DISPLAY_MIN_CENTS) {
    return { kind: "price", text: formatPrice(car.price, locale) };
  }
  if (car.preorder) return { kind: "preorder", text: "PREORDER" };
  // A blank configured text would leave an empty price slot, so it falls back too.
  const text = noPriceText?.trim() ? noPriceText : DEFAULT_NO_PRICE_TEXT;
  return { kind: "no-price", text };
}
