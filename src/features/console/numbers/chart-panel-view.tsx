import { Alert } from "@/components/ui/alert";
import { numbersCell, numbersSeriesLabels, numbersTableEmpty } from "@/domain/console/numbers-screen";
import type { NumbersChart, NumbersTable } from "@/domain/numbers/numbers-table";
import { SvgChart, seriesColour } from "@/features/console/numbers/svg-chart";

/** A chart's table, its error, or null while it loads. */
export type ChartPanelState = { table: NumbersTable } | { error: string } | null;

export interface ChartPanelViewProps {
  chart: NumbersChart;
  /** The charts' API query, for the CSV link. */
  query: string;
  state: ChartPanelState;
}

/** One chart's panel from props: its heading, CSV link, chart with legend, and table. */
export function ChartPanelView({ chart, query, state }: ChartPanelViewProps) {
  const headingId = `numbers-${chart}`;
  if (state === null) {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-bold">
          {chart}
        </h2>
        <p role="status">Loading…</p>
      </section>
    );
  }
  if ("error" in state) {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-bold">
          {chart}
        </h2>
        <Alert as="p" tone="plain">
          {state.error}
        </Alert>
      </section>
    );
  }
  const { table } = state;
  const seriesLabels = numbersSeriesLabels(table);
  const empty = numbersTableEmpty(table);
  return (
    <section aria-labelledby={headingId} data-chart={chart}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {table.title}
        </h2>
        <a
          href={`/console/api/numbers/${chart}?${query}&format=csv`}
          download
          className="font-semibold text-brand-link underline"
        >
          Download CSV<span className="sr-only"> of {table.title}</span>
        </a>
      </div>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <figure>
          {empty ? (
            <p className="rounded-md border border-line p-4 text-muted">Nothing to show for this range.</p>
          ) : (
            <SvgChart table={table} label={`${table.title}: chart of the table beside it`} />
          )}
          <figcaption>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {seriesLabels.map((label, i) => (
                <li key={label} className="flex items-center gap-1">
                  <span
                    aria-hidden="true"
                    className="inline-block h-3 w-3"
                    style={{ background: seriesColour(i) }}
                  />
                  {label}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <div
          className="max-h-80 overflow-auto rounded-md border border-line focus-visible:ring-4 focus-visible:ring-focus"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
          role="region"
          aria-label={`${table.title}, table`}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{table.title}</caption>
            <thead className="sticky top-0 bg-white">
              <tr>
                {table.columns.map((c) => (
                  <th key={c.key} scope="col" className={`px-2 py-1 ${c.numeric ? "text-right" : ""}`}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.length === 0 && (
                <tr>
                  <td colSpan={table.columns.length} className="px-2 py-1 text-muted">
                    No rows for this range.
                  </td>
                </tr>
              )}
              {table.rows.map((row, i) => (
                <tr key={`${String(row[table.x])}#${i}`} className="border-t border-line">
                  {table.columns.map((c, ci) =>
                    ci === 0 ? (
                      <th key={c.key} scope="row" className="px-2 py-1 font-normal">
                        {row[c.key] ?? ""}
                      </th>
                    ) : (
                      <td key={c.key} className={`px-2 py-1 ${c.numeric ? "text-right tabular-nums" : ""}`}>
                        {numbersCell(row[c.key])}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
