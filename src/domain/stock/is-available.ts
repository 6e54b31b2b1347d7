import type { CarFacts } from "@/domain/stock/car-facts";

/**
 * SPEC 4: in_stock and coming_soon listings are available. The separate `sold` flag also
 * makes a car unavailable, because the badge rule shows the sold tag for it (a feed can
 * flag a car sold before its status catches up).
 */
export function isAvailable(car: Pick<CarFacts, "status" | "sold">): boolean {
  return (car.status === "in_stock" || car.status === "coming_soon") && !car.sold;
}
