import { calendarDayOf } from "@/domain/stock/calendar-day-of";
import type { DateInput } from "@/domain/stock/car-facts";

/**
 * "Vehicle list dates": compared by day, only today or later are kept, so a date
 * earlier today is still offered. Unparseable dates are dropped; order is preserved.
 */
export function filterUpcomingDates<T extends DateInput>(
  dates: readonly T[],
  now: Date,
  timeZone = "UTC",
): T[] {
  const today = calendarDayOf(now, timeZone);
  if (today === null) return [];
  return dates.filter((date) => {
    const day = calendarDayOf(date, timeZone);
    return day !== null && day >= today;
  });
}
