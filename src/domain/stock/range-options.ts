import { KM_PER_MILE } from "@/domain/site/locale";
import { PRICE_PERIOD, type PriceMode } from "@/domain/stock/price-display";

export interface RangeOption {
  /** the URL value: dollars for price, km for distance, the year */
  value: number;
  label: string;
}

/** Price steps (dollars) a shopper picks from; the list stops at the first step above the dearest car. */
const PRICE_STEPS = [
  5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 50_000, 60_000, 75_000, 100_000, 150_000,
  200_000, 300_000, 500_000,
] as const;

/** Odometer steps, in the unit the shopper reads (km, or miles on US sites). */
const DISTANCE_STEPS = [5_000, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 150_000, 200_000] as const;

function upTo<T extends number>(steps: readonly T[], max: number | null): T[] {
  if (max === null) return [...steps];
  const index = steps.findIndex((step) => step >= max);
  return index === -1 ? [...steps] : steps.slice(0, index + 1);
}

/** Daily rental rates and weekly subscription prices (dollars) step on their own scales. */
const PRICE_STEPS_BY_MODE: Record<PriceMode, readonly number[]> = {
  sale: PRICE_STEPS,
  "rental-daily": [25, 50, 75, 100, 150, 200, 300, 500],
  "subscription-weekly": [100, 150, 200, 250, 300, 400, 500, 750, 1_000],
};

export function priceOptions(
  maxCents: number | null,
  locale = "en-AU",
  mode: PriceMode = "sale",
): RangeOption[] {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return upTo(PRICE_STEPS_BY_MODE[mode], maxCents === null ? null : maxCents / 100).map((value) => ({
    value,
    label: `$${format.format(value)}${PRICE_PERIOD[mode]}`,
  }));
}

/**
 * Odometer options. The URL always holds km (km_min, km_max), so on US sites each mile step
 * carries its km equivalent as the value and the miles as the label.
 */
export function distanceOptions(maxKm: number | null, unit: "km" | "mi", locale = "en-AU"): RangeOption[] {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const maxInUnit = maxKm === null ? null : unit === "mi" ? maxKm / KM_PER_MILE : maxKm;
  return upTo(DISTANCE_STEPS, maxInUnit).map((step) => ({
    value: unit === "mi" ? Math.round(step * KM_PER_MILE) : step,
    label: `${format.format(step)} ${unit === "mi" ? "miles" : "km"}`,
  }));
}

/** Model years from the newest in stock down to the oldest (at most 30 of them). */
export function yearOptions(min: number | null, max: number | null): RangeOption[] {
  if (min === null || max === null || min > max) return [];
  const years: RangeOption[] = [];
  for (let year = max; year >= Math.max(min, max - 29); year--)
    years.push({ value: year, label: String(year) });
  return years;
}

/** A van's external length in whole metres (the URL's length_min/length_max), feet beside them. */
export function lengthOptions(): RangeOption[] {
  return [4, 5, 6, 7, 8, 9].map((m) => ({
    value: m,
    label: `${m} m (${Math.round((m * 1000) / 304.8)} ft)`,
  }));
}

/** A motorcycle's engine size (cc_min/cc_max): the steps riders shop by. */
export function engineSizeOptions(locale = "en-AU"): RangeOption[] {
  const format = new Intl.NumberFormat(locale);
  return [125, 250, 300, 400, 500, 650, 750, 900, 1000, 1200, 1500, 2000].map((cc) => ({
    value: cc,
    label: `${format.format(cc)} cc`,
  }));
}

/** "At least N berths" choices for RVs. */
export const BERTH_STEPS: readonly number[] = [2, 3, 4, 5, 6];
