import { filterUpcomingDates } from "@/domain/stock/filter-upcoming-dates";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The car's vehicle list dates still to come (by day, today or later, in the dealer's
 * zone), server-rendered in the vehicle facts. The lookup already dropped past ones; they are
 * filtered again here because a cached page can outlive its day. A day is shown as that day; a
 * date-time also with its time, in the dealer's zone.
 */
export function UpcomingDates({
  dates,
  now,
  locale,
  timeZone,
}: {
  dates: readonly string[];
  now: Date;
  locale: string;
  timeZone: string;
}) {
  const upcoming = filterUpcomingDates(dates, now, timeZone);
  if (upcoming.length === 0) return null;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const dayAndTime = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone });
  return (
    <div className="mt-4" data-upcoming-dates>
      <h3 className="text-base font-bold">Upcoming dates</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {upcoming.map((date) => (
          <li key={date}>
            <time dateTime={date}>
              {DATE_ONLY.test(date)
                ? day.format(new Date(`${date}T00:00:00Z`))
                : dayAndTime.format(new Date(date))}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
