import type { NumbersTable } from "@/domain/numbers/numbers-table";

/**
 * The console's Numbers screen, as pure rules: the range and choice its address means, the
 * API query they make, and how a chart's table is shown.
 */

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The range form's values. */
export interface NumbersForm {
  from: string;
  to: string;
  /** "site:3", "dealership:4", or "" for everything the member may see. */
  target: string;
}

/** What an address shows: its range and choice, else the 28 UTC days to `now` and everything. */
export function numbersRange(route: Readonly<Record<string, string>>, now: number): NumbersForm {
  return {
    from: route.from ?? isoDay(now - 27 * DAY_MS),
    to: route.to ?? isoDay(now),
    target: route.for ?? "",
  };
}

/** The charts' API query: the range, and site=… or dealership=… for a choice. */
export function numbersQuery({ from, to, target }: NumbersForm): string {
  const query = new URLSearchParams({ from, to });
  const [kind, targetId] = target.split(":");
  if ((kind === "site" || kind === "dealership") && targetId) query.set(kind, targetId);
  return query.toString();
}

/** The address the form is applied to (no `for` when it is everything). */
export function numbersRoute(form: NumbersForm): Record<string, string> {
  return { view: "numbers", from: form.from, to: form.to, ...(form.target ? { for: form.target } : {}) };
}

/** The legend: each series by its column's label. */
export function numbersSeriesLabels(table: NumbersTable): string[] {
  return table.series.map((s) => table.columns.find((c) => c.key === s)?.label ?? s);
}

/** A table with no series value above nothing draws no chart. */
export function numbersTableEmpty(table: NumbersTable): boolean {
  return table.rows.every((row) => table.series.every((s) => !row[s]));
}

/** A data cell: numbers grouped the Australian way (1,234), a missing value a dash. */
export function numbersCell(value: string | number | null | undefined): string {
  return typeof value === "number" ? value.toLocaleString("en-AU") : (value ?? "–");
}
