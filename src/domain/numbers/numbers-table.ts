// No zod here: the console's Numbers screen imports this, and its JavaScript stays small.

/** The charts the numbers page shows, each answered by GET /console/api/numbers/{chart}. */
export const NUMBERS_CHARTS = [
  "leads-by-category",
  "leads-by-source",
  "delivery-times",
  "failed-deliveries",
  "funnel",
  "top-vehicles",
  "stock-ageing",
  "phone",
] as const;
export type NumbersChart = (typeof NUMBERS_CHARTS)[number];

/**
 * One chart's data as a table: the accessible table, the chart and the CSV all read this.
 * `x` is the column the chart's axis runs along; `series` the numeric columns it draws.
 */
export interface NumbersTable {
  chart: NumbersChart;
  title: string;
  kind: "stacked-bars" | "lines" | "bars";
  x: string;
  series: string[];
  columns: { key: string; label: string; numeric: boolean }[];
  rows: Record<string, string | number | null>[];
}
