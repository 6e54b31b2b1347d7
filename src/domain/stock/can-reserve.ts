import type { CarFacts } from "@/domain/stock/car-facts";
import { isUsablePaymentKey } from "@/domain/stock/is-usable-payment-key";

/** SPEC 5/9: reserve, online purchase and trade-in need a price over 200 (dollars). */
export const CHECKOUT_MIN_PRICE_CENTS = 200 * 100;

export interface CheckoutSettings {
  /** the checkout feature is enabled for the dealer */
  checkout_enabled: boolean;
  /** SPEC 5: "in stock (or coming soon on some sites)" */
  checkout_allows_coming_soon?: boolean;
}

export type CheckoutCar = Pick<
  CarFacts,
  "status" | "sold" | "reserved" | "reservable" | "price" | "payment_processors"
>;

/** SPEC 5 "Reserve and online purchase buttons": every condition must hold. */
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
