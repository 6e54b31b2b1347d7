"use client";
import { useEffect, useId, useState } from "react";
import { numbersQuery, numbersRange, numbersRoute } from "@/domain/console/numbers-screen";
import { NUMBERS_CHARTS, type NumbersChart, type NumbersTable } from "@/domain/numbers/numbers-table";
import { consoleApi } from "@/features/console/console-api";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";
import { type ChartPanelState, ChartPanelView } from "@/features/console/numbers/chart-panel-view";
import { type NumbersChoice, NumbersScreenView } from "@/features/console/numbers/numbers-screen-view";

/**
 * The console's Numbers screen: a date range and a site or dealership (or everything the member
 * may see), then one panel per chart: the chart, its data as a table, and a CSV download.
 * The range and choice live in the address (?view=numbers&from=…&to=…&for=site:3).
 * The state and the API calls are here, the markup numbers-screen-view.tsx's and chart-panel-view.tsx's.
 */
export function NumbersView({ route }: { route: ConsoleRoute }) {
  const id = useId();
  const { from, to, target } = numbersRange(route, Date.now());
  const [sites, setSites] = useState<NumbersChoice[]>([]);
  const [dealerships, setDealerships] = useState<NumbersChoice[]>([]);
  const [form, setForm] = useState({ from, to, target });
  useEffect(() => setForm({ from, to, target }), [from, to, target]);
  useEffect(() => {
    void consoleApi<{ sites: NumbersChoice[] }>("sites").then((a) => a.ok && setSites(a.data.sites));
    void consoleApi<{ dealerships: NumbersChoice[] }>("dealerships").then(
      (a) => a.ok && setDealerships(a.data.dealerships),
    );
  }, []);
  const query = numbersQuery({ from, to, target });

  return (
    <NumbersScreenView
      id={id}
      form={form}
      onForm={setForm}
      onShow={() => navigate(numbersRoute(form))}
      sites={sites}
      dealerships={dealerships}
    >
      {NUMBERS_CHARTS.map((chart) => (
        <ChartPanel key={`${chart}?${query}`} chart={chart} query={query} />
      ))}
    </NumbersScreenView>
  );
}

/** One chart's loader: its table for the query, fetched again when the query changes. */
function ChartPanel({ chart, query }: { chart: NumbersChart; query: string }) {
  const [state, setState] = useState<ChartPanelState>(null);
  useEffect(() => {
    void consoleApi<NumbersTable>(`numbers/${chart}?${query}`).then((a) =>
      setState(a.ok ? { table: a.data } : { error: a.error.message }),
    );
  }, [chart, query]);
  return <ChartPanelView chart={chart} query={query} state={state} />;
}
