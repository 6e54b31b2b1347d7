import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import {
  RESERVATION_STATE_LABELS,
  RESERVATION_VIEW_STATES,
  type ReservationViewState,
} from "@/domain/console/stock-table";
import { when } from "@/features/console/console-api";
import type { ConsoleRoute } from "@/features/console/console-nav";
import { Pager } from "@/features/console/console-pager";

// The reservations screen's markup, from props alone: the state filter, what happened, the
// table of deposits with their refund and release buttons, and the pages. The state and the
// API calls are reservations-list.tsx's.

export interface ReservationRow {
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

export interface ReservationsPage {
  reservations: ReservationRow[];
  total: number;
  page: number;
}

/** What the last refund or release did, or why the list could not be read. */
export interface ReservationNotice {
  kind: "done" | "error";
  text: string;
}

export interface ReservationsViewProps {
  /** The screen's own id: the state filter's id starts with it. */
  id: string;
  route: ConsoleRoute;
  /** The state shown ("" for any). */
  state: string;
  onState: (state: string) => void;
  /** Null while loading. */
  result: ReservationsPage | null;
  notice: ReservationNotice | null;
  /** The reservation whose refund or release is being sent. */
  busy: string | null;
  onAct: (row: ReservationRow, action: "refund" | "release") => void;
  pages: number;
  page: number;
}

export function ReservationsView({
  id,
  route,
  state,
  onState,
  result,
  notice,
  busy,
  onAct,
  pages,
  page: current,
}: ReservationsViewProps) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Reservations
      </h1>
      <div className="mt-4 max-w-xs">
        <Field id={`${id}-state`} label="State" markOptional={false}>
          {(control) => (
            <select
              className="mt-1 w-full rounded-md border border-line px-3 py-2"
              value={state}
              onChange={(e) => onState(e.target.value)}
              {...control}
            >
              <option value="">Any</option>
              {RESERVATION_VIEW_STATES.map((s) => (
                <option key={s} value={s}>
                  {RESERVATION_STATE_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
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
                        <Button
                          variant="secondary"
                          disabled={busy === row.id}
                          onClick={() => onAct(row, "refund")}
                        >
                          {row.state === "refund_owed" ? "Retry refund" : "Refund"}
                          <span className="sr-only"> the deposit for {row.car_name}</span>
                        </Button>
                      )}
                      {(row.state === "paid" || row.state === "pending") && (
                        <Button
                          variant="secondary"
                          disabled={busy === row.id}
                          onClick={() => onAct(row, "release")}
                        >
                          Release<span className="sr-only"> the reservation of {row.car_name}</span>
                        </Button>
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
