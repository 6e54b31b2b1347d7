import { calendarDayOf } from "@/domain/stock/calendar-day-of";
import type { CarFacts, DateInput } from "@/domain/stock/car-facts";

/**
 * Where a car stands, from its feed facts: available or not, still listed after its sale,
 * just arrived, for test drives only, with a history report. Each rule is the spec's; the
 * buttons a car earns from them are in checkout-eligibility.ts and vehicle-actions.ts.
 */

/**
 * SPEC 4: in_stock and coming_soon listings are available. The separate `sold` flag also
 * makes a car unavailable, because the badge rule shows the sold tag for it (a feed can
 * flag a car sold before its status catches up).
 */
export function isAvailable(car: Pick<CarFacts, "status" | "sold">): boolean {
  return (car.status === "in_stock" || car.status === "coming_soon") && !car.sold;
}

/** SPEC 9: sold cars stay in search for 3 days by default (7 on the range site). */
const DEFAULT_SOLD_WINDOW_DAYS = 3;

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

/**
 * SPEC 7 search filter: in_stock or coming_soon, or sold within the last N days, and only
 * cars the dealer shows on the website.
 * @internal Only tests import it (npm run knip: the production pass skips it).
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

/** SPEC 3: the vehicle tag values a dealer can pick. */
export const VEHICLE_TAGS = [
  "Test Drive Only",
  "*** Test Drive Vehicle Only ***",
  "Special",
  "Pre-order",
] as const;

type VehicleTag = (typeof VEHICLE_TAGS)[number];

const TEST_DRIVE_TAGS: ReadonlySet<string> = new Set<VehicleTag>([
  "Test Drive Only",
  "*** Test Drive Vehicle Only ***",
]);

/** SPEC 3: a vehicle is test-drive-only if its tag is one of the two test drive values. */
export function isTestDriveOnly(car: Pick<CarFacts, "tag">): boolean {
  return car.tag !== null && TEST_DRIVE_TAGS.has(car.tag.trim());
}

/** SPEC 5: the history report button appears only if the car has a file. */
export function hasHistoryReport(car: Pick<CarFacts, "file">): boolean {
  return (car.file?.trim() ?? "") !== "";
}
