import type { CarFacts } from "@/domain/stock/car-facts";
import { isAvailable } from "@/domain/stock/is-available";
import { DEFAULT_SOLD_WINDOW_DAYS, isWithinSoldWindow } from "@/domain/stock/is-within-sold-window";

/**
 * SPEC 7 search filter: in_stock or coming_soon, or sold within the last N days, and only
 * cars the dealer shows on the website.
 */
export function isListable(
  car: Pick<CarFacts, "status" | "sold" | "sold_date_timestamp" | "show_on_dealer_website">,
  now: Date,
  soldWindowDays: number = DEFAULT_SOLD_WINDOW_DAYS,
  timeZone = "UTC",
): boolean {
  if (!car.show_on_dealer_website) return false;
  return isAvailable(car) || isWithinSoldWindow(car, now, soldWindowDays, timeZone);
}
