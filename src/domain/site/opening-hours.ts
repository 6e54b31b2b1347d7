/**
 * "Location" opening_hours (by weekday 0-6, 0 = Sunday, each with status, open,
 * close, formated_hours) and "Opening hours (shown dealer)". Times are 'HH:MM'
 * wall-clock times in the location's own time zone.
 */

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface DayHours {
  status: "open" | "closed";
  open?: string | null;
  close?: string | null;
  /** Display text as the dashboard stores it (spec spelling); recomputed when absent. */
  formated_hours?: string | null;
}

/** An array indexed by weekday, or the JSON object form with keys '0'-'6'. */
export type OpeningHours = readonly (DayHours | undefined)[] | Readonly<Partial<Record<Weekday, DayHours>>>;

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
const WEEKDAY_SHORT_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const CLOSED_LABEL = "Closed";

const weekdayOpen = (open: string, close: string): DayHours => ({
  status: "open",
  open,
  close,
  formated_hours: formatHours(open, close),
});
const closedDay: DayHours = { status: "closed", open: null, close: null, formated_hours: CLOSED_LABEL };

/** Mon-Fri 8:00am-5:00pm, Sat 8:30am-12:30pm, Sun closed. Index = weekday, 0 = Sunday. */
export const DEFAULT_OPENING_HOURS: readonly DayHours[] = [
  closedDay,
  weekdayOpen("08:00", "17:00"),
  weekdayOpen("08:00", "17:00"),
  weekdayOpen("08:00", "17:00"),
  weekdayOpen("08:00", "17:00"),
  weekdayOpen("08:00", "17:00"),
  weekdayOpen("08:30", "12:30"),
];

/** Minutes after midnight for 'H:MM', 'HH:MM' or 'HH:MM:SS'; '24:00' is end of day; null if invalid. */
function parseTime(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time?.trim() ?? "");
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

/** '08:30' → '8:30am', '12:30' → '12:30pm', '00:00' → '12:00am'. */
export function formatTime(time: string): string {
  const total = parseTime(time);
  if (total === null) throw new RangeError(`not a time of day: ${time}`);
  const hours24 = Math.floor(total / 60) % 24;
  const minutes = String(total % 60).padStart(2, "0");
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${minutes}${hours24 < 12 ? "am" : "pm"}`;
}

/** '8:00am - 5:00pm', or 'Closed' when either end is missing or not a time. */
export function formatHours(open: string | null | undefined, close: string | null | undefined): string {
  if (parseTime(open) === null || parseTime(close) === null) return CLOSED_LABEL;
  return `${formatTime(open as string)} - ${formatTime(close as string)}`;
}

function dayAt(hours: OpeningHours, weekday: Weekday): DayHours | undefined {
  return (hours as Readonly<Partial<Record<number, DayHours>>>)[weekday];
}

/** The open and close minutes of a day, or null when it is closed or its times are unusable. */
function openSpan(day: DayHours | undefined): { open: number; close: number } | null {
  if (day?.status !== "open") return null;
  const open = parseTime(day.open);
  const close = parseTime(day.close);
  // Dealers do not trade past midnight; a close at or before the open is bad data, not a night shift.
  if (open === null || close === null || close <= open) return null;
  return { open, close };
}

/** What a day shows: the stored formated_hours when present, else computed; 'Closed' for closed days. */
export function displayHours(day: DayHours | undefined): string {
  if (openSpan(day) === null) return CLOSED_LABEL;
  const stored = day?.formated_hours?.trim();
  return stored ? stored : formatHours(day?.open, day?.close);
}

export interface OpeningHoursGroup {
  from: Weekday;
  to: Weekday;
  /** 'Mon - Fri' or a single 'Sat'. */
  days: string;
  /** '8:00am - 5:00pm' or 'Closed'. */
  hours: string;
}

/**
 * Consecutive days showing the same hours collapse into one row ('Mon - Fri  8:00am - 5:00pm').
 * The week starts on Monday by default, as Australian dealers print it.
 */
export function groupOpeningHours(hours: OpeningHours, weekStartsOn: Weekday = 1): OpeningHoursGroup[] {
  const groups: OpeningHoursGroup[] = [];
  for (let i = 0; i < 7; i++) {
    const weekday = ((weekStartsOn + i) % 7) as Weekday;
    const text = displayHours(dayAt(hours, weekday));
    const last = groups.at(-1);
    if (last !== undefined && last.hours === text) {
      last.to = weekday;
      last.days = `${WEEKDAY_SHORT_NAMES[last.from]} - ${WEEKDAY_SHORT_NAMES[weekday]}`;
    } else {
      groups.push({ from: weekday, to: weekday, days: WEEKDAY_SHORT_NAMES[weekday], hours: text });
    }
  }
  return groups;
}

export interface OpenNow {
  open: boolean;
  /** 'Open now · closes 5:00pm', 'Closed · opens 8:00am' (later today), 'Closed · opens 8:30am Sat', 'Closed'. */
  label: string;
}

/**
 * Whether the location is open at `now`, judged on the location's own wall clock (a Perth
 * shopper looking at a Sydney yard sees Sydney hours). Open includes the opening minute and
 * excludes the closing minute.
 */
export function isOpenNow(hours: OpeningHours, timeZone: string, now: Date): OpenNow {
  const { weekday, minutes } = wallClock(now, timeZone);
  const today = openSpan(dayAt(hours, weekday));
  if (today !== null && minutes >= today.open && minutes < today.close) {
    return { open: true, label: `Open now · closes ${formatMinutes(today.close)}` };
  }
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = ((weekday + ahead) % 7) as Weekday;
    const span = openSpan(dayAt(hours, day));
    if (span === null || (ahead === 0 && minutes >= span.open)) continue;
    const when = ahead === 0 ? "" : ` ${WEEKDAY_SHORT_NAMES[day]}`;
    return { open: false, label: `Closed · opens ${formatMinutes(span.open)}${when}` };
  }
  return { open: false, label: CLOSED_LABEL };
}

function formatMinutes(total: number): string {
  const h = String(Math.floor(total / 60)).padStart(2, "0");
  const m = String(total % 60).padStart(2, "0");
  return formatTime(`${h}:${m}`);
}

const SHORT_TO_WEEKDAY: Readonly<Record<string, Weekday>> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

function wallClock(now: Date, timeZone: string): { weekday: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = SHORT_TO_WEEKDAY[part("weekday")];
  if (weekday === undefined) throw new RangeError(`cannot read the weekday in ${timeZone}`);
  return { weekday, minutes: (Number(part("hour")) % 24) * 60 + Number(part("minute")) };
}

/**
 * The week's open days as schema.org OpeningHoursSpecification (a location's structured
 * data): one entry per open day, with its times as HH:MM. A closed day, or one whose times
 * are unusable, is left out, as the page shows it closed.
 */
export function openingHoursSpecification(
  hours: OpeningHours,
): Array<{ "@type": "OpeningHoursSpecification"; dayOfWeek: string; opens: string; closes: string }> {
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return WEEKDAY_NAMES.flatMap((dayName, weekday) => {
    const span = openSpan(dayAt(hours, weekday as Weekday));
    return span === null
      ? []
      : [
          {
            "@type": "OpeningHoursSpecification" as const,
            dayOfWeek: `https://schema.org/${dayName}`,
            opens: hhmm(span.open),
            closes: hhmm(span.close),
          },
        ];
  });
}
