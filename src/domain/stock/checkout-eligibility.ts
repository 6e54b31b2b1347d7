import type { CarFacts } from "@/domain/stock/car-facts";
import { isUsablePaymentKey } from "@/domain/stock/is-usable-payment-key";

/**
 * "Reserve and online purchase buttons" and "Trade-in button": whether a car can be
 * reserved, bought online or traded against. All three need a price over 200 (dollars).
 */

/** Reserve, online purchase and trade-in need a price over 200 (dollars). */
const CHECKOUT_MIN_PRICE_CENTS = 200 * 100;

export interface CheckoutSettings {
  /** the checkout feature is enabled for the dealer */
  checkout_enabled: boolean;
  /** "in stock (or coming soon on some sites)" */
  checkout_allows_coming_soon?: boolean;
}

export type CheckoutCar = Pick<
  CarFacts,
  "status" | "sold" | "reserved" | "reservable" | "price" | "payment_processors"
>;

/** "Reserve and online purchase buttons": every condition must hold. */
export function canReserve(car: CheckoutCar, settings: CheckoutSettings): boolean {
  if (!settings.checkout_enabled) return false;
  const stockOk =
    car.status === "in_stock" ||
    (car.status === "coming_soon" && settings.checkout_allows_coming_soon === true);
  if (!stockOk || car.sold || car.reserved) return false;
  if (car.price === null || car.price <= CHECKOUT_MIN_PRICE_CENTS) return false;
  if (car.reservable === false) return false;
  return car.payment_processors.some((processor) => isUsablePaymentKey(processor.authorization_key));
}

/** Reserve and online purchase follow one rule; a separate name keeps call sites honest. */
export function canBuyOnline(car: CheckoutCar, settings: CheckoutSettings): boolean {
  return canReserve(car, settings);
}

export interface TradeInSettings {
  valuation_enabled: boolean;
}

/** "Trade-in button": valuation on, in stock, not sold or reserved, price over 200. */
export function canTradeIn(
  car: Pick<CarFacts, "status" | "sold" | "reserved" | "price">,
  settings: TradeInSettings,
): boolean {
  return (
    settings.valuation_enabled &&
    car.status === "in_stock" &&
    !car.sold &&
    !car.reserved &&
    car.price !== null &&
    car.price > CHECKOUT_MIN_PRICE_CENTS
  );
}
