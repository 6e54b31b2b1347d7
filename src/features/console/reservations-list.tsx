"use client";
import { useCallback, useEffect, useId, useState } from "react";
import { RESERVATIONS_PAGE_SIZE } from "@/domain/console/stock-table";
import { consoleApi } from "@/features/console/console-api";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";
import {
  type ReservationNotice,
  type ReservationRow,
  type ReservationsPage,
  ReservationsView,
} from "@/features/console/reservations-view";

/**
 * The deposits taken on the member's cars, by state, with the provider's references. A paid
 * one can be refunded or released, a pending one released; each button works once however
 * often it is pressed (the server makes the change once). The state and the API calls are
 * here, the markup reservations-view.tsx's.
 */
export function ReservationsList({ route }: { route: ConsoleRoute }) {
  const id = useId();
  const [result, setResult] = useState<ReservationsPage | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReservationNotice | null>(null);
  const state = route.state ?? "";
  const page = route.page ?? "";
  const load = useCallback(async () => {
    const query = new URLSearchParams(Object.entries({ state, page }).filter(([, v]) => v !== "")).toString();
    const answer = await consoleApi<ReservationsPage>(`reservations${query ? `?${query}` : ""}`);
    if (answer.ok) setResult(answer.data);
    else setNotice({ kind: "error", text: answer.error.message });
  }, [state, page]);
  useEffect(() => {
    setResult(null);
    void load();
  }, [load]);

  async function act(row: ReservationRow, action: "refund" | "release") {
    setBusy(row.id);
    const answer = await consoleApi<{ state: string }>(
      `reservations/${encodeURIComponent(row.id)}/${action}`,
      {
        method: "POST",
      },
    );
    setBusy(null);
    const car = row.car_name ?? "the car";
    if (answer.ok)
      setNotice({
        kind: "done",
        text:
          action === "refund"
            ? answer.data.state === "refund_owed"
              ? `The refund for ${car} is owed: the provider did not confirm it yet and it is tried again automatically. ${car} is available again.`
              : `The deposit for ${car} is refunded and ${car} is available again.`
            : `The reservation of ${car} is released; ${car} is available again.`,
      });
    else
      setNotice({
        kind: "error",
        text:
          Object.values(answer.error.fields)
            .map((m) => `The reservation ${m}.`)
            .join(" ") || answer.error.message,
      });
    await load();
  }

  return (
    <ReservationsView
      id={id}
      route={route}
      state={state}
      onState={(value) => navigate({ view: "reservations", ...(value ? { state: value } : {}) })}
      result={result}
      notice={notice}
      busy={busy}
      onAct={(row, action) => void act(row, action)}
      pages={result ? Math.max(1, Math.ceil(result.total / RESERVATIONS_PAGE_SIZE)) : 1}
      page={result?.page ?? 1}
    />
  );
}
