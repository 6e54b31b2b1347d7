import type { CarFacts } from "@/domain/stock/car-facts";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";

/** A price is shown only if above 10 (dollars). */
export const PRICE_DISPLAY_MIN_CENTS = 10 * 100;

const DEFAULT_NO_PRICE_TEXT = "Enquire for price.";

export type PriceDisplay =
  | { kind: "price"; text: string }
  | { kind: "preorder"; text: "PREORDER" }
  | { kind: "no-price"; text: string };

/**
 * How a site prices its vehicles: a rental site shows the daily rate (the car's price), a
 * subscription site the weekly subscription price, every other site the price to buy.
 */
export type PriceMode = "sale" | "rental-daily" | "subscription-weekly";

export function priceModeFor(template: string): PriceMode {
  if (template === "rental") return "rental-daily";
  if (template === "subscription") return "subscription-weekly";
  return "sale";
}

/**
 * The stored price a site shows, filters and sorts by: a subscription site's weekly price,
 * every other site's price (a hire site's daily rate is its price). "Lowest price" must
 * order by the number on the card, never by a price the shopper cannot see.
 */
export function shownPriceField(mode: PriceMode): "price" | "subscription_price" {
  return mode === "subscription-weekly" ? "subscription_price" : "price";
}

/** What follows a rate: '$59/day', '$189/week'. */
export const PRICE_PERIOD: Record<PriceMode, string> = {
  sale: "",
  "rental-daily": "/day",
  "subscription-weekly": "/week",
};

/** The price filter's name. */
export const PRICE_LABEL: Record<PriceMode, string> = {
  sale: "Price",
  "rental-daily": "Daily rate",
  "subscription-weekly": "Weekly price",
};

/** What a vehicle page's title says the vehicle is offered as. */
export const OFFERED_AS: Record<PriceMode, string> = {
  sale: "for sale",
  "rental-daily": "for hire",
  "subscription-weekly": "on subscription",
};

export interface PriceDisplayOptions {
  noPriceText?: string | null;
  locale?: PriceLocale;
  mode?: PriceMode;
}

export function priceDisplay(
  car: Pick<CarFacts, "price" | "preorder"> & { subscription_price?: number | null },
  { noPriceText, locale = "en-AU", mode = "sale" }: PriceDisplayOptions = {},
): PriceDisplay {
  const amount = mode === "subscription-weekly" ? (car.subscription_price ?? null) : car.price;
  if (amount !== null && amount > PRICE_DISPLAY_MIN_CENTS) {
    return { kind: "price", text: `${formatPrice(amount, locale)}${PRICE_PERIOD[mode]}` };
  }
  if (car.preorder) return { kind: "preorder", text: "PREORDER" };
  // A blank configured text would leave an empty price slot, so it falls back too.
  const text = noPriceText?.trim() ? noPriceText : DEFAULT_NO_PRICE_TEXT;
  return { kind: "no-price", text };
}

/**
 * Price after offer = price − offer price − extra amount, empty when neither an
 * offer nor an extra is present. A zero amount counts as absent: "$0 off" is not an offer
 * and would otherwise show a second, identical price. Without a price there is nothing to
 * subtract from.
 */
export function priceAfterOffer(car: Pick<CarFacts, "price" | "offer_price" | "offer_extra">): number | null {
  const offer = car.offer_price ?? 0;
  const extra = car.offer_extra ?? 0;
  if (car.price === null || (offer === 0 && extra === 0)) return null;
  return car.price - offer - extra;
}
