import type { SiteConfig } from "@/domain/config/site-config";
import { calendarDayOf } from "@/domain/stock/calendar-day-of";
import { canonicalMake } from "@/domain/stock/canonical-make";
import type { CarFacts } from "@/domain/stock/car-facts";
import { isAvailable } from "@/domain/stock/vehicle-status";

/** Sold cars stay in search for 3 days by default (7 on the range site). */
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
 * Search filter: in_stock or coming_soon, or sold within the last N days (3 unless
 * given), and only cars the dealer shows on the website.
 */
export function isListable(
  car: Pick<CarFacts, "status" | "sold" | "sold_date_timestamp" | "show_on_dealer_website">,
  now: Date,
  soldWindowDays?: number,
  timeZone = "UTC",
): boolean {
  if (!car.show_on_dealer_website) return false;
  return isAvailable(car) || isWithinSoldWindow(car, now, soldWindowDays, timeZone);
}

/**
 * Per-site stock scope (preset searches, per-site rules): the site
 * configuration's `stock.scope` (validated there) plus the sold window
 * (`stock.include_sold_cars_days`). The DB layer turns the same settings into SQL;
 * `matchesScope` is the reference meaning both must agree with.
 */
export type StockScope = Partial<Omit<SiteConfig["stock"]["scope"], "preset_query">> & {
  /** 3 by default, 7 on the range site */
  sold_window_days: number;
};

export type ScopeCar = Pick<
  CarFacts,
  | "status"
  | "sold"
  | "sold_date_timestamp"
  | "show_on_dealer_website"
  | "make"
  | "car_type"
  | "city"
  | "images"
  | "dealership_id"
> & {
  /**
   * The dealer system's id of the car's location (the id a dealer configures, e.g. 2919), not
   * our own row id of that location; null when the car has no location.
   */
  dealer_location_id: number | null;
};

const norm = (value: string) => value.trim().toLowerCase();

/**
 * Whether a car belongs in a site's stock. The reference meaning of a StockScope:
 *
 *   listable
 *   AND (selection OR used-always)
 *   AND exclusions
 *
 * - listable: the filter (available, or sold within `sold_window_days`, and shown on
 *   the dealer website). Nothing bypasses it.
 * - selection: what the site's preset search picks — `cities`, `makes`, `min_photos`. An
 *   absent or empty list does not restrict.
 * - used-always: a used car whose make is in `used_always_for_makes`. Used stock
 *   of those brands is OR-ed into the make-group filter, so it bypasses the selection
 *   rules only.
 * - exclusions: the per-dealer patches and market flag — `exclude_location_ids`,
 *   `new_only_seller_id`, `exclude_new_demo_for_make`. They remove a car whatever picked it,
 *   because a dealer excluding a location never wants its cars back through another rule.
 *
 * Makes compare case-insensitively after `make_aliases`, applied to both the car's make and
 * the configured makes, so one canonical name covers every regional variant.
 */
export function matchesScope(car: ScopeCar, scope: StockScope, now: Date, timeZone = "UTC"): boolean {
  if (!isListable(car, now, scope.sold_window_days, timeZone)) return false;

  const aliases = scope.make_aliases ?? {};
  const make = norm(canonicalMake(car.make, aliases));
  const inMakes = (makes: readonly string[]) => makes.some((m) => norm(canonicalMake(m, aliases)) === make);

  if (scope.exclude_location_ids?.length && car.dealer_location_id !== null) {
    if (scope.exclude_location_ids.includes(car.dealer_location_id)) return false;
  }
  if (
    scope.new_only_seller_id != null &&
    car.dealership_id === scope.new_only_seller_id &&
    car.car_type !== "new"
  ) {
    return false;
  }
  if (
    scope.exclude_new_demo_for_make &&
    car.car_type !== "used" &&
    inMakes([scope.exclude_new_demo_for_make])
  ) {
    return false;
  }

  if (
    car.car_type === "used" &&
    scope.used_always_for_makes?.length &&
    inMakes(scope.used_always_for_makes)
  ) {
    return true;
  }

  if (scope.cities?.length) {
    const city = car.city === null ? null : norm(car.city);
    if (city === null || !scope.cities.some((c) => norm(c) === city)) return false;
  }
  if (scope.makes?.length && !inMakes(scope.makes)) return false;
  if (scope.min_photos !== undefined && car.images.length < scope.min_photos) return false;
  return true;
}
