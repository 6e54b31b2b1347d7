/**
 * Turns counted rows (x, series, value) into one table row per x with a column per series,
 * every x of `xs` present (a day without events shows 0, not a gap). Values of the same x
 * and series are added. Series not in `series` are added to `other` when given, else dropped.
 */
export function pivot(
  counted: readonly { x: string; series: string; value: number }[],
  xs: readonly string[],
  series: readonly string[],
  xKey: string,
  other?: string,
): Record<string, string | number>[] {
  const rows = new Map<string, Record<string, string | number>>();
  for (const x of xs) {
    const row: Record<string, string | number> = { [xKey]: x };
    for (const s of series) row[s] = 0;
    if (other !== undefined) row[other] = 0;
    rows.set(x, row);
  }
  const known = new Set(series);
  for (const { x, series: s, value } of counted) {
    const row = rows.get(x);
    if (!row) continue;
    const key = known.has(s) ? s : other;
    if (key === undefined) continue;
    row[key] = Number(row[key] ?? 0) + value;
  }
  return [...rows.values()];
}

/** The series with the largest totals first, at most `limit` of them (the rest become "Other"). */
export function topSeries(counted: readonly { series: string; value: number }[], limit: number): string[] {
  const totals = new Map<string, number>();
  for (const { series, value } of counted) totals.set(series, (totals.get(series) ?? 0) + value);
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([s]) => s);
}

/** A share as a percentage with one decimal, or null when there is nothing to divide by. */
export function ratePercent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** Days in stock as the ageing chart's bands. */
export const AGE_BANDS = [
  { key: "d0_30", label: "0–30 days", max: 30 },
  { key: "d31_60", label: "31–60 days", max: 60 },
  { key: "d61_90", label: "61–90 days", max: 90 },
  { key: "d91_180", label: "91–180 days", max: 180 },
  { key: "d181", label: "Over 180 days", max: Number.POSITIVE_INFINITY },
] as const;
