"use client";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, type AuditChange } from "@/domain/console/audit-log";
import { consoleApi, when } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";

interface Entry {
  id: number;
  at: string;
  staff_email: string;
  entity: "car" | "reservation" | "import";
  entity_id: string;
  subject: string | null;
  action: string;
  changes: AuditChange[];
}

interface AuditPage {
  entries: Entry[];
  total: number;
  page: number;
  vehicle: { id: number; name: string | null } | null;
}

function subjectOf(entry: Entry): string {
  if (entry.entity === "car") return entry.subject ?? `Vehicle ${entry.entity_id}`;
  if (entry.entity === "reservation") return `Reservation ${entry.entity_id}`;
  return "Stock CSV";
}

/**
 * The console's recorded changes (stock edits, photos, imports, refunds and releases) of the
 * member's dealerships: who, when, what, and each field before and after, newest first, a page
 * at a time; narrowed to one vehicle from its stock row or by stock number.
 */
export function AuditLog({ route }: { route: ConsoleRoute }) {
  const id = useId();
  const [result, setResult] = useState<AuditPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stocknum, setStocknum] = useState(route.stocknum ?? "");
  const query = new URLSearchParams(
    Object.entries(route).filter(([key, value]) => key !== "view" && value !== ""),
  ).toString();

  useEffect(() => {
    setResult(null);
    void consoleApi<AuditPage>(`audit${query ? `?${query}` : ""}`).then((answer) => {
      if (answer.ok) {
        setError(null);
        setResult(answer.data);
      } else
        setError(
          Object.entries(answer.error.fields)
            .map(([f, m]) => `The ${f === "stocknum" ? "stock number" : f} ${m}.`)
            .join(" ") || answer.error.message,
        );
    });
  }, [query]);

  function filter(event: FormEvent) {
    event.preventDefault();
    navigate({ view: "audit", ...(stocknum.trim() ? { stocknum: stocknum.trim() } : {}) });
  }

  const pages = result ? Math.max(1, Math.ceil(result.total / AUDIT_PAGE_SIZE)) : 1;
  const page = result?.page ?? 1;
  const narrowed = route.vehicle || route.stocknum;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Changes
      </h1>
      <p className="mt-2 max-w-2xl">
        What staff changed in the console's stock and reservations: who, when, and each field before and
        after.
      </p>
      <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={filter} aria-label="Filter changes">
        {/* A filter: "(optional)" would say nothing. */}
        <Field id={`${id}-stocknum`} label="Stock number" markOptional={false}>
          {(control) => (
            <input
              className="mt-1 rounded-md border border-line px-3 py-2"
              value={stocknum}
              maxLength={40}
              onChange={(e) => setStocknum(e.target.value)}
              {...control}
            />
          )}
        </Field>
        <Button type="submit">Show changes</Button>
        {narrowed && (
          <ConsoleLink to={{ view: "audit" }} className="py-2 font-semibold text-brand-link underline">
            Show every change
          </ConsoleLink>
        )}
      </form>
      {error && (
        <Alert as="p" tone="plain" className="mt-4">
          {error}
        </Alert>
      )}
      <p role="status" className="mt-4 text-muted">
        {result
          ? `${result.total} change${result.total === 1 ? "" : "s"}${
              result.vehicle ? ` to ${result.vehicle.name ?? `vehicle ${result.vehicle.id}`}` : ""
            }${route.stocknum ? ` to stock number ${route.stocknum}` : ""}, page ${page} of ${pages}`
          : error
            ? ""
            : "Loading…"}
      </p>
      {result && result.entries.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Recorded changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  What
                </th>
                <th scope="col" className="py-2">
                  Before and after
                </th>
              </tr>
            </thead>
            <tbody>
              {result.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-line align-top">
                  <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                    {when(entry.at)}
                  </th>
                  <td className="py-2 pr-3">{entry.staff_email}</td>
                  <td className="py-2 pr-3">
                    <span className="font-semibold">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</span>
                    <br />
                    {entry.entity === "car" ? (
                      <ConsoleLink to={{ view: "audit", vehicle: entry.entity_id }}>
                        {subjectOf(entry)}
                      </ConsoleLink>
                    ) : (
                      subjectOf(entry)
                    )}
                  </td>
                  <td className="py-2">
                    <ul>
                      {entry.changes.map((change) => (
                        <li key={change.field} className="break-words">
                          <span className="font-semibold">{change.field}</span>:{" "}
                          {change.before === "" ? change.after : `${change.before} → ${change.after}`}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && pages > 1 && (
        <nav aria-label="Pages of changes" className="mt-4 flex gap-4">
          {page > 1 && (
            <ConsoleLink to={{ ...route, view: "audit", page: String(page - 1) }}>Previous page</ConsoleLink>
          )}
          {page < pages && (
            <ConsoleLink to={{ ...route, view: "audit", page: String(page + 1) }}>Next page</ConsoleLink>
          )}
        </nav>
      )}
    </>
  );
}
