import { calendarDayOf } from "@/domain/stock/calendar-day-of";
import type { CarFacts } from "@/domain/stock/car-facts";

/** SPEC 9: sold cars stay in search for 3 days by default (7 on the range site). */
export const DEFAULT_SOLD_WINDOW_DAYS = 3;

/**
 * Sold within the last `days` days, compared by calendar day: sold on the day that is
 * `days` days before today still counts (the SQL twin is `sold_day >= today - days`).
 * A car without a sold date never counts, since its age is unknown.
 */
export function isWithinSoldWindow(
  car: Pick<CarFacts, "sold_date_timestamp">,
  now: Date,
  days: number = DEFAULT_SOLD_WINDOW_DAYS,
  timeZone = "UTC",
): boolean {
  if (car.sold_date_timestamp === null) return false;
  const soldDay = calendarDayOf(car.sold_date_timestamp, timeZone);
  const today = calendarDayOf(now, timeZone);
  if (soldDay === null || today === null) return false;
  return today - soldDay <= days;
}
