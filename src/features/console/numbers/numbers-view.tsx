"use client";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NUMBERS_CHARTS, type NumbersChart, type NumbersTable } from "@/domain/numbers/numbers-table";
import { consoleApi } from "@/features/console/console-api";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";
import { SvgChart, seriesColour } from "@/features/console/numbers/svg-chart";

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

interface Choice {
  id: number;
  name: string;
}

/**
 * The console's Numbers screen: a date range and a site or dealership (or everything the member
 * may see), then one panel per chart: the chart, its data as a table, and a CSV download.
 * The range and choice live in the address (?view=numbers&from=…&to=…&for=site:3).
 */
export function NumbersView({ route }: { route: ConsoleRoute }) {
  const id = useId();
  const today = isoDay(Date.now());
  const from = route.from ?? isoDay(Date.now() - 27 * DAY_MS);
  const to = route.to ?? today;
  const target = route.for ?? "";
  const [sites, setSites] = useState<Choice[]>([]);
  const [dealerships, setDealerships] = useState<Choice[]>([]);
  const [form, setForm] = useState({ from, to, target });
  useEffect(() => setForm({ from, to, target }), [from, to, target]);
  useEffect(() => {
    void consoleApi<{ sites: Choice[] }>("sites").then((a) => a.ok && setSites(a.data.sites));
    void consoleApi<{ dealerships: Choice[] }>("dealerships").then(
      (a) => a.ok && setDealerships(a.data.dealerships),
    );
  }, []);

  const query = new URLSearchParams({ from, to });
  const [kind, targetId] = target.split(":");
  if ((kind === "site" || kind === "dealership") && targetId) query.set(kind, targetId);

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate({ view: "numbers", from: form.from, to: form.to, ...(form.target ? { for: form.target } : {}) });
  }

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Numbers
      </h1>
      <form className="mt-4 flex flex-wrap items-end gap-4" onSubmit={submit}>
        <Field id={`${id}-from`} label="From" required>
          {(control) => (
            <input
              type="date"
              required
              value={form.from}
              max={form.to}
              onChange={(e) => setForm({ ...form, from: e.target.value })}
              className="mt-1 rounded-md border border-line px-3 py-2"
              {...control}
            />
          )}
        </Field>
        <Field id={`${id}-to`} label="To" required>
          {(control) => (
            <input
              type="date"
              required
              value={form.to}
              min={form.from}
              onChange={(e) => setForm({ ...form, to: e.target.value })}
              className="mt-1 rounded-md border border-line px-3 py-2"
              {...control}
            />
          )}
        </Field>
        {/* Empty means everything in scope, a choice of its own: nothing to mark optional. */}
        <Field id={`${id}-for`} label="Site or dealership" markOptional={false}>
          {(control) => (
            <select
              value={form.target}
              onChange={(e) => setForm({ ...form, target: e.target.value })}
              className="mt-1 rounded-md border border-line px-3 py-2"
              {...control}
            >
              <option value="">Everything you can see</option>
              {sites.length > 0 && (
                <optgroup label="Sites">
                  {sites.map((s) => (
                    <option key={s.id} value={`site:${s.id}`}>
                      {s.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {dealerships.length > 0 && (
                <optgroup label="Dealerships">
                  {dealerships.map((d) => (
                    <option key={d.id} value={`dealership:${d.id}`}>
                      {d.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          )}
        </Field>
        <Button type="submit">Show</Button>
      </form>
      <p className="mt-2 text-sm text-muted">Days are UTC days; a range covers at most 366 days.</p>
      <div className="mt-6 space-y-10">
        {NUMBERS_CHARTS.map((chart) => (
          <ChartPanel key={`${chart}?${query}`} chart={chart} query={query.toString()} />
        ))}
      </div>
    </>
  );
}

function ChartPanel({ chart, query }: { chart: NumbersChart; query: string }) {
  const [state, setState] = useState<{ table: NumbersTable } | { error: string } | null>(null);
  useEffect(() => {
    void consoleApi<NumbersTable>(`numbers/${chart}?${query}`).then((a) =>
      setState(a.ok ? { table: a.data } : { error: a.error.message }),
    );
  }, [chart, query]);
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
  const seriesLabels = table.series.map((s) => table.columns.find((c) => c.key === s)?.label ?? s);
  const empty = table.rows.every((row) => table.series.every((s) => !row[s]));
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
                        {typeof row[c.key] === "number"
                          ? (row[c.key] as number).toLocaleString("en-AU")
                          : (row[c.key] ?? "–")}
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
