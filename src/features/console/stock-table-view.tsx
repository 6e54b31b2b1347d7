import type { FormEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import {
  RESERVATION_STATE_LABELS,
  type ReservationViewState,
  STOCK_CONDITIONS,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockSort,
} from "@/domain/console/stock-table";
import { ConsoleLink } from "@/features/console/console-link";
import type { ConsoleRoute } from "@/features/console/console-nav";
import { Pager } from "@/features/console/console-pager";
import { FilterBar, FilterSelect, FilterText } from "@/features/console/filter-bar";

// The stock screen's markup, from props alone: the filters, the sortable table, each row's
// actions and the editor a row opens. The state and the API calls are stock-table.tsx's.

export interface Vehicle {
  id: number;
  slug: string;
  stocknum: string;
  name: string;
  make: string;
  model: string;
  condition: string;
  status: (typeof STOCK_STATUSES)[number];
  price: number | null;
  tag: string | null;
  certified: boolean;
  shown: boolean;
  reserved: boolean;
  photos: number;
  page_views: number;
  leads: number;
  days_in_stock: number;
  reservation: ReservationViewState | null;
  dealership_name: string;
}

export interface StockPage {
  vehicles: Vehicle[];
  total: number;
  page: number;
  sort: StockSort;
  dir: "asc" | "desc";
}

const COLUMNS: Array<{ key: StockSort | null; label: string }> = [
  { key: "name", label: "Vehicle" },
  { key: "status", label: "Status" },
  { key: null, label: "Condition" },
  { key: "make", label: "Make and model" },
  { key: "price", label: "Price" },
  { key: "days", label: "Days in stock" },
  { key: "photos", label: "Photos" },
  { key: null, label: "Page views" },
  { key: null, label: "Leads" },
  { key: null, label: "Reservation" },
  { key: null, label: "Actions" },
];

const dollars = (cents: number | null) =>
  cents === null ? "No price" : `$${(cents / 100).toLocaleString("en-AU", { maximumFractionDigits: 2 })}`;

export interface StockTableViewProps {
  route: ConsoleRoute;
  /** The address's filters and order, as a query string (the CSV download keeps them). */
  query: string;
  result: StockPage | null;
  error: string | null;
  notice: string;
  /** The dealership filter is offered to a member of more than one. */
  dealerships: ReadonlyArray<{ id: number; name: string }>;
  draft: Record<string, string>;
  setDraft: (draft: Record<string, string>) => void;
  onApply: () => void;
  onSort: (key: StockSort) => void;
  /** The vehicle whose editor is open. */
  editing: number | null;
  onEdit: (vehicle: Vehicle) => void;
  onMarkSold: (vehicle: Vehicle) => void;
  /** The open row's editor and photos. */
  editor: (vehicle: Vehicle) => ReactNode;
  pages: number;
  page: number;
}

export function StockTableView({
  route,
  query,
  result,
  error,
  notice,
  dealerships,
  draft,
  setDraft,
  onApply,
  onSort,
  editing,
  onEdit,
  onMarkSold,
  editor,
  pages,
  page,
}: StockTableViewProps) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Stock
      </h1>
      <p className="mt-2">
        <ConsoleLink to={{ view: "import" }}>Import stock from a CSV file</ConsoleLink>
        {" · "}
        <a
          className="font-semibold text-brand-link underline"
          href={`/console/api/stock/export.csv${query ? `?${query}` : ""}`}
          download
        >
          Download this stock (CSV)
        </a>
      </p>
      <FilterBar
        label="Filter stock"
        columns="lg:grid-cols-6"
        submitLabel="Show stock"
        draft={draft}
        setDraft={setDraft}
        onApply={onApply}
      >
        <FilterText
          name="q"
          label="Search make, model or stock number"
          type="search"
          className="lg:col-span-2"
        />
        {dealerships.length > 1 && (
          <FilterSelect
            name="dealership"
            label="Dealership"
            choices={dealerships.map((d) => ({ value: String(d.id), label: d.name }))}
          />
        )}
        <FilterSelect
          name="status"
          label="Status"
          choices={STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))}
        />
        <FilterSelect
          name="condition"
          label="Condition"
          choices={STOCK_CONDITIONS.map((c) => ({ value: c, label: c }))}
        />
        <FilterSelect
          name="visibility"
          label="On the website"
          choices={[
            { value: "shown", label: "Shown" },
            { value: "hidden", label: "Hidden" },
          ]}
        />
      </FilterBar>
      {error && (
        <Alert as="p" tone="plain" className="mt-4">
          {error}
        </Alert>
      )}
      <p role="status" className="mt-4 text-muted">
        {notice ||
          (result
            ? `${result.total} vehicle${result.total === 1 ? "" : "s"}, page ${page} of ${pages}`
            : error
              ? ""
              : "Loading…")}
      </p>
      {result && result.vehicles.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Stock, sorted by {COLUMNS.find((c) => c.key === result.sort)?.label.toLowerCase()}{" "}
              {result.dir === "asc" ? "ascending" : "descending"}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => {
                  const sorted = column.key !== null && result.sort === column.key;
                  const key = column.key;
                  return (
                    <th
                      key={column.label}
                      scope="col"
                      className="py-2 pr-3 align-bottom"
                      aria-sort={
                        key === null
                          ? undefined
                          : sorted
                            ? result.dir === "asc"
                              ? "ascending"
                              : "descending"
                            : "none"
                      }
                    >
                      {key === null ? (
                        column.label
                      ) : (
                        <button
                          type="button"
                          className="font-semibold underline decoration-dotted"
                          onClick={() => onSort(key)}
                        >
                          {column.label}
                          <span aria-hidden="true">{sorted ? (result.dir === "asc" ? " ▲" : " ▼") : ""}</span>
                        </button>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {result.vehicles.map((vehicle) => (
                <VehicleRow
                  key={vehicle.id}
                  vehicle={vehicle}
                  editing={editing === vehicle.id}
                  onEdit={() => onEdit(vehicle)}
                  onMarkSold={() => onMarkSold(vehicle)}
                  editor={editor}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && (
        <Pager
          label="Pages of stock"
          route={route}
          view="stock"
          page={page}
          pages={pages}
          previous="Previous page"
          next="Next page"
        />
      )}
    </>
  );
}

function VehicleRow({
  vehicle,
  editing,
  onEdit,
  onMarkSold,
  editor,
}: {
  vehicle: Vehicle;
  editing: boolean;
  onEdit(): void;
  onMarkSold(): void;
  editor: (vehicle: Vehicle) => ReactNode;
}) {
  return (
    <>
      <tr className="border-t border-line align-top">
        <th scope="row" className="py-2 pr-3 font-normal">
          <span className="font-semibold">{vehicle.name}</span>
          <br />
          <span className="text-muted">
            {vehicle.stocknum} · {vehicle.dealership_name}
            {vehicle.tag ? ` · ${vehicle.tag}` : ""}
            {vehicle.certified ? " · Certified" : ""}
            {vehicle.shown ? "" : " · Hidden"}
          </span>
        </th>
        <td className="py-2 pr-3">{STOCK_STATUS_LABELS[vehicle.status]}</td>
        <td className="py-2 pr-3">{vehicle.condition}</td>
        <td className="py-2 pr-3">
          {vehicle.make} {vehicle.model}
        </td>
        <td className="py-2 pr-3">{dollars(vehicle.price)}</td>
        <td className="py-2 pr-3">{vehicle.days_in_stock}</td>
        <td className="py-2 pr-3">{vehicle.photos}</td>
        <td className="py-2 pr-3">{vehicle.page_views.toLocaleString("en")}</td>
        <td className="py-2 pr-3">{vehicle.leads.toLocaleString("en")}</td>
        <td className="py-2 pr-3">
          {vehicle.reservation
            ? RESERVATION_STATE_LABELS[vehicle.reservation]
            : vehicle.reserved
              ? "Reserved"
              : "None"}
        </td>
        <td className="py-2">
          <div className="flex gap-2 whitespace-nowrap">
            <Button variant="secondary" aria-expanded={editing} onClick={onEdit}>
              Edit<span className="sr-only"> {vehicle.name}</span>
            </Button>
            {vehicle.status !== "sold" && (
              <Button variant="secondary" onClick={onMarkSold}>
                Mark sold<span className="sr-only"> {vehicle.name}</span>
              </Button>
            )}
            <ConsoleLink to={{ view: "audit", vehicle: String(vehicle.id) }}>
              History<span className="sr-only"> of {vehicle.name}</span>
            </ConsoleLink>
          </div>
        </td>
      </tr>
      {editing && (
        <tr>
          <td colSpan={COLUMNS.length} className="pb-4">
            {editor(vehicle)}
          </td>
        </tr>
      )}
    </>
  );
}

/** What the editor's fields hold, as typed. */
export interface VehicleDraft {
  price: string;
  status: string;
  tag: string;
  certified: boolean;
  shown: boolean;
}

const inputClass = "mt-1 w-full rounded-md border border-line px-3 py-2";

/** A vehicle's editor: its price, status, badge, certified badge and visibility. */
export function VehicleEditorView({
  id,
  vehicle,
  draft,
  onChange,
  errors,
  saving,
  onSubmit,
}: {
  /** The form's own id: each field's id starts with it. */
  id: string;
  vehicle: Vehicle;
  draft: VehicleDraft;
  onChange: (change: Partial<VehicleDraft>) => void;
  /** The refused fields' messages, and the answer's message ("body") when no field is named. */
  errors: Readonly<Record<string, string>>;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const frame = (key: string, label: string) => ({
    id: `${id}-${key}`,
    label,
    error: errors[key],
    markOptional: false,
  });
  return (
    <form
      className="grid gap-3 rounded-md border border-line p-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={onSubmit}
      aria-label={`Edit ${vehicle.name}`}
      noValidate
    >
      <Field {...frame("price", "Price (dollars)")}>
        {(control) => (
          <input
            inputMode="decimal"
            className={inputClass}
            value={draft.price}
            onChange={(e) => onChange({ price: e.target.value })}
            {...control}
          />
        )}
      </Field>
      <Field {...frame("status", "Status")}>
        {(control) => (
          <select
            className={inputClass}
            value={draft.status}
            onChange={(e) => onChange({ status: e.target.value })}
            {...control}
          >
            {STOCK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STOCK_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...frame("tag", "Badge text")}>
        {(control) => (
          <input
            className={inputClass}
            value={draft.tag}
            onChange={(e) => onChange({ tag: e.target.value })}
            {...control}
          />
        )}
      </Field>
      <div className="flex flex-col justify-end gap-2">
        <Field {...frame("certified", "Certified badge")} kind="check">
          {(control) => (
            <input
              type="checkbox"
              checked={draft.certified}
              onChange={(e) => onChange({ certified: e.target.checked })}
              {...control}
            />
          )}
        </Field>
        <Field {...frame("show_on_dealer_website", "Shown on the website")} kind="check">
          {(control) => (
            <input
              type="checkbox"
              checked={draft.shown}
              onChange={(e) => onChange({ shown: e.target.checked })}
              {...control}
            />
          )}
        </Field>
      </div>
      <div className="flex items-end">
        <Button type="submit" busy={saving}>
          Save<span className="sr-only"> {vehicle.name}</span>
        </Button>
      </div>
      {errors.body && (
        <Alert as="p" tone="plain" className="sm:col-span-2 lg:col-span-5">
          {errors.body}
        </Alert>
      )}
    </form>
  );
}
