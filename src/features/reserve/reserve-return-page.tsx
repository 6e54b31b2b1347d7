import type { ReactNode } from "react";
import { type SearchParams, singleParam } from "@/domain/input/search-param";
import { depositText, reservationOutcome, shopperCancelled } from "@/domain/payments/reservation-messages";
import type { RefundReason } from "@/domain/payments/reservation-step";
import type { ReservePathKind } from "@/features/reserve/reserve-page";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { getDb } from "@/server/db/client";
import { findReservation } from "@/server/payments/find-reservation";
import type { Site } from "@/server/sites/site";

/**
 * What the page the provider sends the shopper back to shows: the reservation's true state
 * (paid, pending, failed, expired, refunded after losing the race, or left without paying) and
 * what happens next. Only with the token of the shopper's own link; anything else is null (a 404).
 */
export async function reserveReturnData(site: Site, kind: ReservePathKind, searchParams: SearchParams) {
  if (site.config.commerce.reserve_path !== kind) return null;
  const db = await getDb();
  const token = singleParam(searchParams.token) ?? null;
  const reservation = await findReservation(db, {
    site,
    id: singleParam(searchParams.reservation) ?? null,
    token,
  });
  if (!reservation || !token) return null;
  const cancelled = shopperCancelled({
    state: reservation.state,
    cancelledParam: singleParam(searchParams.cancelled) === "1",
    createdAt: reservation.created_at,
    now: new Date(),
  });
  const outcome = reservationOutcome({
    state: reservation.state,
    refundReason: reservation.refund_reason as RefundReason | null,
    cancelled,
    siteName: site.name,
    deposit: depositText(reservation.amount_cents, reservation.currency),
  });
  return { site, kind, reservation, token, outcome };
}

type ReserveReturnData = NonNullable<Awaited<ReturnType<typeof reserveReturnData>>>;

/**
 * The return page for the car at `slug`; while the payment is being confirmed, `refresh` (the
 * PendingRefresh island) asks again and reloads the page when the state changes.
 */
export function ReserveReturnPage({
  data,
  slug,
  refresh,
}: {
  data: ReserveReturnData;
  slug: string;
  refresh?: ReactNode;
}) {
  const { site, kind, reservation, outcome } = data;
  const carHref = `/cars/${encodeURIComponent(slug)}`;
  return (
    <div className="container-site py-14" data-reservation-state={outcome.kind}>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-link">Reservation</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{outcome.heading}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted" role="status">
        {outcome.message}
      </p>
      <p className="mt-2 text-sm text-muted">Reference: {reservation.id}</p>
      {outcome.kind === "pending" && refresh}
      <div className="mt-8 flex flex-wrap gap-3">
        {outcome.retry && (
          <a href={`${carHref}/${kind}`} className="btn-brand" data-reservation-retry>
            Try again
          </a>
        )}
        <a href={carHref} className={outcome.retry ? "btn-outline" : "btn-brand"}>
          Back to the car
        </a>
        <a href={siteSearchPath(site)} className="btn-outline">
          Browse more cars
        </a>
      </div>
    </div>
  );
}
