"use client";
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from "react";
import { STOCK_PAGE_SIZE, type StockSort } from "@/domain/console/stock-table";
import { consoleApi } from "@/features/console/console-api";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";
import {
  type StockPage,
  StockTableView,
  type Vehicle,
  type VehicleDraft,
  VehicleEditorView,
} from "@/features/console/stock-table-view";
import { useConsoleList } from "@/features/console/use-console-list";

// The photo editor (upload with its progress, reorder, remove) loads when a vehicle is opened.
const StockPhotos = lazy(() =>
  import("@/features/console/stock-photos").then((m) => ({ default: m.StockPhotos })),
);

const FILTERS = ["q", "dealership", "status", "condition", "visibility"] as const;

/**
 * The stock of the member's dealerships: filtered, sorted and paged on the server (the
 * filters and order live in the address), with each vehicle's page views and leads. Each row
 * opens an editor for its price, status, badges, visibility and photos, and links to its
 * recorded changes; "Mark sold" is one click. A change shows on the sites at once. The state
 * and the API calls are here, the markup stock-table-view.tsx's.
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

  return (
    <StockTableView
      route={route}
      query={query}
      result={result}
      error={error}
      notice={notice}
      dealerships={dealerships}
      draft={draft}
      setDraft={setDraft}
      onApply={apply}
      onSort={sortBy}
      editing={editing}
      onEdit={(vehicle) => setEditing(editing === vehicle.id ? null : vehicle.id)}
      onMarkSold={(vehicle) => void markSold(vehicle)}
      editor={(vehicle) => (
        <>
          <VehicleEditor
            vehicle={vehicle}
            onSaved={async (message) => {
              setEditing(null);
              setNotice(message);
              await load();
            }}
          />
          <Suspense fallback={<p className="mt-4">Loading photos…</p>}>
            <StockPhotos vehicleId={vehicle.id} vehicleName={vehicle.name} onChanged={load} />
          </Suspense>
        </>
      )}
      pages={result ? Math.max(1, Math.ceil(result.total / STOCK_PAGE_SIZE)) : 1}
      page={result?.page ?? 1}
    />
  );
}

/** A vehicle's editor: its draft, and the save that sends it. */
function VehicleEditor({ vehicle, onSaved }: { vehicle: Vehicle; onSaved(message: string): Promise<void> }) {
  const id = useId();
  const [draft, setDraft] = useState<VehicleDraft>({
    price: vehicle.price === null ? "" : String(vehicle.price / 100),
    status: vehicle.status,
    tag: vehicle.tag ?? "",
    certified: vehicle.certified,
    shown: vehicle.shown,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const { price } = draft;
    const priceValue = price.trim() === "" ? null : Number(price.replace(/[$,\s]/g, ""));
    const answer = await consoleApi(`stock/${vehicle.id}`, {
      method: "PATCH",
      body: {
        // Not a number: sent as typed, so the server names the problem in the feed's words.
        price: priceValue === null ? null : Number.isNaN(priceValue) ? price : priceValue,
        status: draft.status,
        tag: draft.tag.trim() === "" ? null : draft.tag,
        certified: draft.certified,
        show_on_dealer_website: draft.shown,
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
  return (
    <VehicleEditorView
      id={id}
      vehicle={vehicle}
      draft={draft}
      onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      errors={errors}
      saving={saving}
      onSubmit={(event) => void save(event)}
    />
  );
}
