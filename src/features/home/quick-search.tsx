import type { QuickSearchField } from "@/domain/site/trade-profile";
import { QuickSearchButton, type QuickSearchButtonLabel } from "@/features/home/quick-search-button";
import type { StockOverview } from "@/server/stock/list-stock-facets";

interface Choice {
  value: string;
  label: string;
  count: number;
}

interface FieldSpec {
  label: string;
  allLabel: string;
  choices: Choice[];
}

const selectClass = "rounded-md border border-line bg-white px-3 py-2.5 text-sm text-ink";

function fieldSpec(field: QuickSearchField, overview: StockOverview, usedLabel: string): FieldSpec {
  switch (field) {
    case "make":
      return {
        label: "Make",
        allLabel: "All makes",
        choices: overview.makes.map((m) => ({ value: m.make, label: m.make, count: m.count })),
      };
    case "body":
      return {
        label: "Body type",
        allLabel: "All body types",
        choices: overview.bodies.map((b) => ({ value: b.body, label: b.body, count: b.count })),
      };
    case "location":
      return {
        label: "Pick-up location",
        allLabel: "All locations",
        choices: overview.cities.map((c) => ({ value: c.city, label: c.city, count: c.count })),
      };
    case "condition":
      return {
        label: "Condition",
        allLabel: "Any condition",
        choices: overview.car_types.map((c) => ({
          value: c.car_type,
          label: c.car_type === "used" ? usedLabel : c.car_type === "new" ? "New" : "Demo",
          count: c.count,
        })),
      };
  }
}

const GRID_COLUMNS: Record<number, string> = {
  2: "lg:grid-cols-[1fr_1fr_auto]",
  3: "lg:grid-cols-[1fr_1fr_1fr_auto]",
};

/**
 * A plain GET form to the site's search page: works before (and without) any JavaScript. Its
 * fields are the template's (tradeProfile): a hire company's pick-up location, a dealer's
 * condition. The parameter names are the search page's own.
 */
export function QuickSearch({
  action,
  overview,
  usedLabel,
  fields,
  submitLabel,
}: {
  action: string;
  overview: StockOverview;
  usedLabel: string;
  fields: readonly QuickSearchField[];
  submitLabel: QuickSearchButtonLabel;
}) {
  return (
    <form
      action={action}
      method="get"
      className={`grid gap-3 rounded-xl bg-white p-4 shadow-2xl sm:grid-cols-2 ${GRID_COLUMNS[fields.length] ?? GRID_COLUMNS[3]}`}
      role="search"
      aria-label="Quick stock search"
      // 29 vehicle search (sent by the layout's ActionTracker on submit).
      data-event="vehicle_search"
    >
      {fields.map((field) => {
        const spec = fieldSpec(field, overview, usedLabel);
        return (
          <label key={field} className="flex flex-col gap-1 text-xs font-semibold text-muted">
            {spec.label}
            <select name={field} className={selectClass} defaultValue="">
              <option value="">{spec.allLabel}</option>
              {spec.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label} ({c.count})
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <QuickSearchButton
        initialCount={overview.listed}
        label={submitLabel}
        className="btn-brand self-end py-3 sm:col-span-2 lg:col-span-1"
      />
    </form>
  );
}
