import { type CheckoutCar, type CheckoutSettings, canReserve } from "@/domain/stock/can-reserve";

/** SPEC 5 gives reserve and online purchase one rule; a separate name keeps call sites honest. */
export function canBuyOnline(car: CheckoutCar, settings: CheckoutSettings): boolean {
  return canReserve(car, settings);
}
