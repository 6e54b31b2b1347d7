import type { StockOverview } from "../../server/stock/list-stock-facets";

/** A plain GET form to the site's search page: works before (and without) any JavaScript. */
export function QuickSearch({
  action,
  overview,
  usedLabel,
}: {
  action: string;
  overview: StockOverview;
  usedLabel: string;
}) {
  const conditions = overview.car_types.map((c) => ({
    value: c.car_type,
    label: c.car_type === "used" ? usedLabel : c.car_type === "new" ? "New" : "Demo",
    count: c.count,
  }));
  return (
    <form
      action={action}
      method="get"
      className="grid gap-3 rounded-xl bg-white p-4 shadow-2xl sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
      role="search"
      aria-label="Quick stock search"
    >
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        Make
        <select
          name="make"
          className="rounded-md border border-line bg-white px-3 py-2.5 text-sm text-ink"
          defaultValue=""
        >
          <option value="">All makes</option>
          {overview.makes.map((m) => (
            <option key={m.make} value={m.make}>
              {m.make} ({m.count})
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        Body type
        <select
          name="body"
          className="rounded-md border border-line bg-white px-3 py-2.5 text-sm text-ink"
          defaultValue=""
        >
          <option value="">All body types</option>
          {overview.bodies.map((b) => (
            <option key={b.body} value={b.body}>
              {b.body} ({b.count})
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        Condition
        <select
          name="condition"
          className="rounded-md border border-line bg-white px-3 py-2.5 text-sm text-ink"
          defaultValue=""
        >
          <option value="">Any condition</option>
          {conditions.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label} ({c.count})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-brand self-end py-3 sm:col-span-2 lg:col-span-1">
        Show {overview.listed} vehicles
      </button>
    </form>
  );
}
