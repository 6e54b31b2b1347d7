import { CHECKOUT_MIN_PRICE_CENTS } from "@/domain/stock/can-reserve";
import type { CarFacts } from "@/domain/stock/car-facts";

export interface TradeInSettings {
  valuation_enabled: boolean;
}

/** SPEC 5 "Trade-in button": valuation on, in stock, not sold or reserved, price over 200. */
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
