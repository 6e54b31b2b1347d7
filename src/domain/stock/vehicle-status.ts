import { calendarDayOf } from "@/domain/stock/calendar-day-of";
import type { CarFacts, DateInput } from "@/domain/stock/car-facts";

/**
 * Where a car stands, from its feed facts: available or not (which cars search lists is SQL:
 * server/stock/stock-scope-sql.ts, with its reference meaning in test-support/matches-scope.ts),
 * just arrived, for test drives only, with a history report. Each rule is the spec's; the
 * buttons a car earns from them are in checkout-eligibility.ts and vehicle-actions.ts.
 */

/**
 * In_stock and coming_soon listings are available. The separate `sold` flag also
 * makes a car unavailable, because the badge rule shows the sold tag for it (a feed can
 * flag a car sold before its status catches up).
 */
export function isAvailable(car: Pick<CarFacts, "status" | "sold">): boolean {
  return (car.status === "in_stock" || car.status === "coming_soon") && !car.sold;
}

/** Just-arrived window, 8 days by default. */
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

/** The vehicle tag values a dealer can pick. */
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

/** A vehicle is test-drive-only if its tag is one of the two test drive values. */
export function isTestDriveOnly(car: Pick<CarFacts, "tag">): boolean {
  return car.tag !== null && TEST_DRIVE_TAGS.has(car.tag.trim());
}

/** The history report button appears only if the car has a file. */
export function hasHistoryReport(car: Pick<CarFacts, "file">): boolean {
  return (car.file?.trim() ?? "") !== "";
}
