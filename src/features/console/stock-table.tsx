"use client";
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import {
  RESERVATION_STATE_LABELS,
  type ReservationViewState,
  STOCK_CONDITIONS,
  STOCK_PAGE_SIZE,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockSort,
} from "@/domain/console/stock-table";
import { consoleApi } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";
import { Pager } from "@/features/console/console-pager";
import { FilterBar, FilterSelect, FilterText } from "@/features/console/filter-bar";
import { useConsoleList } from "@/features/console/use-console-list";

// The photo editor (upload with its progress, reorder, remove) loads when a vehicle is opened.
const StockPhotos = lazy(() =>
  import("@/features/console/stock-photos").then((m) => ({ default: m.StockPhotos })),
);

interface Vehicle {
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

interface StockPage {
  vehicles: Vehicle[];
  total: number;
  page: number;
  sort: StockSort;
  dir: "asc" | "desc";
}

const FILTERS = ["q", "dealership", "status", "condition", "visibility"] as const;
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

/**
 * The stock of the member's dealerships: filtered, sorted and paged on the server (the
 * filters and order live in the address), with each vehicle's page views and leads. Each row
 * opens an editor for its price, status, badges, visibility and photos, and links to its
 * recorded changes; "Mark sold" is one click. A change shows on the sites at once.
 */
export function StockTable({ route }: { route: ConsoleRoute }) {
  const [notice, setNotice] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const [dealerships, setDealerships] = useState<Array<{ id: number; name: string }>>([]);
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FILTERS.map((f) => [f, route[f] ?? ""])),
  );
  const query = new URLSearchParams(
    Object.entries(route).filter(([key, value]) => key !== "view" && value !== ""),
  ).toString();

  const { result, error, reload: load } = useConsoleList<StockPage>("stock", query);
  useEffect(() => {
    void consoleApi<{ dealerships: Array<{ id: number; name: string }> }>("dealerships").then((answer) =>
      setDealerships(answer.ok ? answer.data.dealerships : []),
    );
  }, []);

  function apply() {
    navigate({
      view: "stock",
      ...(route.sort ? { sort: route.sort, dir: route.dir ?? "asc" } : {}),
      ...Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== "")),
    });
  }
  function sortBy(key: StockSort) {
    const dir = result?.sort === key && result.dir === "asc" ? "desc" : "asc";
    navigate({ ...route, view: "stock", sort: key, dir, page: "1" });
  }
  async function markSold(vehicle: Vehicle) {
    const answer = await consoleApi(`stock/${vehicle.id}`, { method: "PATCH", body: { status: "sold" } });
    setNotice(answer.ok ? `${vehicle.name} is marked sold.` : answer.error.message);
    await load();
  }

  const pages = result ? Math.max(1, Math.ceil(result.total / STOCK_PAGE_SIZE)) : 1;
  const page = result?.page ?? 1;
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
        onApply={apply}
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
                  return (
                    <th
                      key={column.label}
                      scope="col"
                      className="py-2 pr-3 align-bottom"
                      aria-sort={
                        column.key === null
                          ? undefined
                          : sorted
                            ? result.dir === "asc"
                              ? "ascending"
                              : "descending"
                            : "none"
                      }
                    >
                      {column.key === null ? (
                        column.label
                      ) : (
                        <button
                          type="button"
                          className="font-semibold underline decoration-dotted"
                          onClick={() => sortBy(column.key as StockSort)}
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
                  onEdit={() => setEditing(editing === vehicle.id ? null : vehicle.id)}
                  onMarkSold={() => markSold(vehicle)}
                  onPhotosChanged={load}
                  onSaved={async (message) => {
                    setEditing(null);
                    setNotice(message);
                    await load();
                  }}
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
  onPhotosChanged,
  onSaved,
}: {
  vehicle: Vehicle;
  editing: boolean;
  onEdit(): void;
  onMarkSold(): void;
  onPhotosChanged(): Promise<void>;
  onSaved(message: string): Promise<void>;
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
            <button type="button" className="btn-outline" aria-expanded={editing} onClick={onEdit}>
              Edit<span className="sr-only"> {vehicle.name}</span>
            </button>
            {vehicle.status !== "sold" && (
              <button type="button" className="btn-outline" onClick={onMarkSold}>
                Mark sold<span className="sr-only"> {vehicle.name}</span>
              </button>
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
            <VehicleEditor vehicle={vehicle} onSaved={onSaved} />
            <Suspense fallback={<p className="mt-4">Loading photos…</p>}>
              <StockPhotos vehicleId={vehicle.id} vehicleName={vehicle.name} onChanged={onPhotosChanged} />
            </Suspense>
          </td>
        </tr>
      )}
    </>
  );
}

function VehicleEditor({ vehicle, onSaved }: { vehicle: Vehicle; onSaved(message: string): Promise<void> }) {
  const id = useId();
  const [price, setPrice] = useState(vehicle.price === null ? "" : String(vehicle.price / 100));
  const [status, setStatus] = useState<string>(vehicle.status);
  const [tag, setTag] = useState(vehicle.tag ?? "");
  const [certified, setCertified] = useState(vehicle.certified);
  const [shown, setShown] = useState(vehicle.shown);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const priceValue = price.trim() === "" ? null : Number(price.replace(/[$,\s]/g, ""));
    const answer = await consoleApi(`stock/${vehicle.id}`, {
      method: "PATCH",
      body: {
        // Not a number: sent as typed, so the server names the problem in the feed's words.
        price: priceValue === null ? null : Number.isNaN(priceValue) ? price : priceValue,
        status,
        tag: tag.trim() === "" ? null : tag,
        certified,
        show_on_dealer_website: shown,
      },
    });
    setSaving(false);
    if (answer.ok) {
      setErrors({});
      await onSaved(`${vehicle.name} is saved; the website shows it now.`);
    } else
      setErrors({
        ...answer.error.fields,
        ...(Object.keys(answer.error.fields).length ? {} : { body: answer.error.message }),
      });
  }
  const field = (key: string) => ({
    "aria-invalid": key in errors ? true : undefined,
    "aria-describedby": key in errors ? `${id}-${key}-error` : undefined,
  });
  const fieldError = (key: string) =>
    key in errors ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-red-800">
        {errors[key]}
      </p>
    ) : null;
  const input = "mt-1 w-full rounded-md border border-line px-3 py-2";
  return (
    <form
      className="grid gap-3 rounded-md border border-line p-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={save}
      aria-label={`Edit ${vehicle.name}`}
      noValidate
    >
      <div>
        <label htmlFor={`${id}-price`} className="block text-sm font-semibold">
          Price (dollars)
        </label>
        <input
          id={`${id}-price`}
          inputMode="decimal"
          className={input}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          {...field("price")}
        />
        {fieldError("price")}
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
          Status
        </label>
        <select
          id={`${id}-status`}
          className={input}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          {...field("status")}
        >
          {STOCK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STOCK_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        {fieldError("status")}
      </div>
      <div>
        <label htmlFor={`${id}-tag`} className="block text-sm font-semibold">
          Badge text
        </label>
        <input
          id={`${id}-tag`}
          className={input}
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          {...field("tag")}
        />
        {fieldError("tag")}
      </div>
      <div className="flex flex-col justify-end gap-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={certified} onChange={(e) => setCertified(e.target.checked)} />
          Certified badge
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
          Shown on the website
        </label>
      </div>
      <div className="flex items-end">
        <button type="submit" className="btn-brand" disabled={saving}>
          Save<span className="sr-only"> {vehicle.name}</span>
        </button>
      </div>
      {errors.body && (
        <Alert as="p" tone="plain" className="sm:col-span-2 lg:col-span-5">
          {errors.body}
        </Alert>
      )}
    </form>
  );
}
