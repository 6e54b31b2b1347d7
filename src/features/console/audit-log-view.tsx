import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import {
  AUDIT_ACTION_LABELS,
  type AuditChange,
  type AuditSubject,
  auditChangeText,
  auditPages,
  auditStatusText,
  auditSubject,
} from "@/domain/console/audit-log";
import { when } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";
import type { ConsoleRoute } from "@/features/console/console-nav";

export interface AuditEntry extends AuditSubject {
  id: number;
  at: string;
  staff_email: string;
  action: string;
  changes: AuditChange[];
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  vehicle: { id: number; name: string | null } | null;
}

export interface AuditLogViewProps {
  id: string;
  route: ConsoleRoute;
  stocknum: string;
  onStocknum(stocknum: string): void;
  /** Show changes: apply the stock number to the address. */
  onFilter(): void;
  result: AuditPage | null;
  error: string | null;
}

/** The changes screen's markup from props: the stock number filter, the count, the table, the pages. */
export function AuditLogView({
  id,
  route,
  stocknum,
  onStocknum,
  onFilter,
  result,
  error,
}: AuditLogViewProps) {
  function filter(event: FormEvent) {
    event.preventDefault();
    onFilter();
  }

  const pages = result ? auditPages(result.total) : 1;
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
              onChange={(e) => onStocknum(e.target.value)}
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
        {auditStatusText(result, error, route.stocknum)}
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
                        {auditSubject(entry)}
                      </ConsoleLink>
                    ) : (
                      auditSubject(entry)
                    )}
                  </td>
                  <td className="py-2">
                    <ul>
                      {entry.changes.map((change) => (
                        <li key={change.field} className="break-words">
                          <span className="font-semibold">{change.field}</span>: {auditChangeText(change)}
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
