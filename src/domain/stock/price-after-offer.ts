import type { CarFacts } from "@/domain/stock/car-facts";

/**
 * SPEC 3: price after offer = price − offer price − extra amount, empty when neither an
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
