"use client";
import { useCallback, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import {
  RESERVATION_STATE_LABELS,
  RESERVATION_VIEW_STATES,
  RESERVATIONS_PAGE_SIZE,
  type ReservationViewState,
} from "@/domain/console/stock-table";
import { consoleApi, when } from "@/features/console/console-api";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";
import { Pager } from "@/features/console/console-pager";

interface ReservationRow {
  id: string;
  state: ReservationViewState;
  provider: string;
  payment_id: string | null;
  provider_payment_ref: string | null;
  refund_id: string | null;
  amount_cents: number;
  currency: string;
  shopper_name: string;
  shopper_email: string;
  car_name: string | null;
  stocknum: string | null;
  created_at: string;
}

/**
 * The deposits taken on the member's cars, by state, with the provider's references. A paid
 * one can be refunded or released, a pending one released; each button works once however
 * often it is pressed (the server makes the change once).
 */
export function ReservationsList({ route }: { route: ConsoleRoute }) {
  const id = useId();
  const [result, setResult] = useState<{
    reservations: ReservationRow[];
    total: number;
    page: number;
  } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: "done" | "error"; text: string } | null>(null);
  const state = route.state ?? "";
  const page = route.page ?? "";
  const load = useCallback(async () => {
    const query = new URLSearchParams(Object.entries({ state, page }).filter(([, v]) => v !== "")).toString();
    const answer = await consoleApi<{ reservations: ReservationRow[]; total: number; page: number }>(
      `reservations${query ? `?${query}` : ""}`,
    );
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

  const pages = result ? Math.max(1, Math.ceil(result.total / RESERVATIONS_PAGE_SIZE)) : 1;
  const current = result?.page ?? 1;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Reservations
      </h1>
      <div className="mt-4 max-w-xs">
        <label htmlFor={`${id}-state`} className="block text-sm font-semibold">
          State
        </label>
        <select
          id={`${id}-state`}
          className="mt-1 w-full rounded-md border border-line px-3 py-2"
          value={state}
          onChange={(e) =>
            navigate({ view: "reservations", ...(e.target.value ? { state: e.target.value } : {}) })
          }
        >
          <option value="">Any</option>
          {RESERVATION_VIEW_STATES.map((s) => (
            <option key={s} value={s}>
              {RESERVATION_STATE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <Alert role="status" tone="plain" className="mt-4">
        {notice?.kind === "done" ? (
          <p className="font-semibold">{notice.text}</p>
        ) : (
          <p className="text-muted">
            {result
              ? `${result.total} reservation${result.total === 1 ? "" : "s"}, page ${current} of ${pages}`
              : "Loading…"}
          </p>
        )}
      </Alert>
      {notice?.kind === "error" && (
        <Alert as="p" tone="plain" className="mt-2">
          {notice.text}
        </Alert>
      )}
      {result && result.reservations.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Reservations, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Vehicle
                </th>
                <th scope="col" className="py-2 pr-3">
                  Shopper
                </th>
                <th scope="col" className="py-2 pr-3">
                  Deposit
                </th>
                <th scope="col" className="py-2 pr-3">
                  State
                </th>
                <th scope="col" className="py-2 pr-3">
                  Provider reference
                </th>
                <th scope="col" className="py-2 pr-3">
                  Started
                </th>
                <th scope="col" className="py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {result.reservations.map((row) => (
                <tr key={row.id} className="border-t border-line align-top">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="font-semibold">{row.car_name ?? "Removed vehicle"}</span>
                    <br />
                    <span className="text-muted">{row.stocknum}</span>
                  </th>
                  <td className="py-2 pr-3">
                    {row.shopper_name}
                    <br />
                    <span className="text-muted">{row.shopper_email}</span>
                  </td>
                  <td className="py-2 pr-3">
                    {(row.amount_cents / 100).toLocaleString("en-AU", {
                      style: "currency",
                      currency: row.currency,
                    })}
                  </td>
                  <td className="py-2 pr-3">{RESERVATION_STATE_LABELS[row.state]}</td>
                  <td className="py-2 pr-3 break-all">
                    {row.provider}: {row.provider_payment_ref ?? row.payment_id ?? "none yet"}
                    {row.refund_id && (
                      <>
                        <br />
                        <span className="text-muted">Refund {row.refund_id}</span>
                      </>
                    )}
                    <br />
                    <span className="text-muted">Ours: {row.id}</span>
                  </td>
                  <td className="py-2 pr-3">{when(row.created_at)}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      {(row.state === "paid" || row.state === "refund_owed") && (
                        <button
                          type="button"
                          className="btn-outline"
                          disabled={busy === row.id}
                          onClick={() => void act(row, "refund")}
                        >
                          {row.state === "refund_owed" ? "Retry refund" : "Refund"}
                          <span className="sr-only"> the deposit for {row.car_name}</span>
                        </button>
                      )}
                      {(row.state === "paid" || row.state === "pending") && (
                        <button
                          type="button"
                          className="btn-outline"
                          disabled={busy === row.id}
                          onClick={() => void act(row, "release")}
                        >
                          Release<span className="sr-only"> the reservation of {row.car_name}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && (
        <Pager
          label="Pages of reservations"
          route={route}
          view="reservations"
          page={current}
          pages={pages}
          previous="Newer"
          next="Older"
        />
      )}
    </>
  );
}
