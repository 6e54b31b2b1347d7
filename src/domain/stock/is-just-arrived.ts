import { calendarDayOf } from "@/domain/stock/calendar-day-of";
import type { DateInput } from "@/domain/stock/car-facts";

/** SPEC 9: just-arrived window, 8 days by default. */
export const DEFAULT_JUST_ARRIVED_DAYS = 8;

/**
 * Created within the last `days` days, compared by calendar day (created `days` days before
 * today still counts, matching the sold window). A future created_at (clock skew between
 * the stock feed and us) counts as just arrived.
 */
export function isJustArrived(created_at: DateInput, days: number, now: Date, timeZone = "UTC"): boolean {
  const created = calendarDayOf(created_at, timeZone);
  const today = calendarDayOf(now, timeZone);
  if (created === null || today === null) return false;
  return today - created <= days;
}
