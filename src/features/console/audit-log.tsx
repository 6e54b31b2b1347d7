"use client";
import { useEffect, useId, useState } from "react";
import { auditErrorText, auditFilterRoute, auditQuery } from "@/domain/console/audit-log";
import { AuditLogView, type AuditPage } from "@/features/console/audit-log-view";
import { consoleApi } from "@/features/console/console-api";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";

/**
 * The console's recorded changes (stock edits, photos, imports, refunds and releases) of the
 * member's dealerships: who, when, what, and each field before and after, newest first, a page
 * at a time; narrowed to one vehicle from its stock row or by stock number.
 * The state and the API call are here, the markup audit-log-view.tsx's.
 */
export function AuditLog({ route }: { route: ConsoleRoute }) {
  const id = useId();
  const [result, setResult] = useState<AuditPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stocknum, setStocknum] = useState(route.stocknum ?? "");
  const query = auditQuery(route);

  useEffect(() => {
    setResult(null);
    void consoleApi<AuditPage>(`audit${query ? `?${query}` : ""}`).then((answer) => {
      if (answer.ok) {
        setError(null);
        setResult(answer.data);
      } else setError(auditErrorText(answer.error));
    });
  }, [query]);

  return (
    <AuditLogView
      id={id}
      route={route}
      stocknum={stocknum}
      onStocknum={setStocknum}
      onFilter={() => navigate(auditFilterRoute(stocknum))}
      result={result}
      error={error}
    />
  );
}
