import type { DateInput } from "@/domain/stock/car-facts";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar day of `date` in `timeZone`, as a whole number of days since 1970-01-01, so
 * "compared by day" rules can subtract days without caring about the time of day.
 * Returns null for an unparseable date so callers can decide what unknown means.
 *
 * A date-only string ("2024-05-06") already names a day: it is taken as-is rather than as
 * UTC midnight, which would fall on the previous day in the Americas.
 */
export function calendarDayOf(date: DateInput, timeZone = "UTC"): number | null {
  if (typeof date === "string") {
    const match = DATE_ONLY.exec(date.trim());
    if (match) {
      const [, y, m, d] = match;
      const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
      const check = new Date(ms);
      if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return null;
      return ms / MS_PER_DAY;
    }
  }
  const instant = typeof date === "string" ? new Date(date) : date;
  const ms = instant.getTime();
  if (Number.isNaN(ms)) return null;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day")) / MS_PER_DAY;
}
