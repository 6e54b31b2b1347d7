// POST /api/reservations/{id}/refresh – the return page asks the provider about a pending payment
import { AppError } from "@/server/http/app-error";
import { siteRoute } from "@/server/http/route-handler";
import { findReservation } from "@/server/payments/find-reservation";
import { refreshReservation } from "@/server/payments/refresh-reservation";

export const dynamic = "force-dynamic";

export const POST = siteRoute<{ host: string; id: string }>(async ({ site, db, params, request }) => {
  const token = request.headers.get("x-reservation-token");
  const reservation = await findReservation(db, { site, id: params.id, token });
  if (!reservation) throw new AppError("not_found", "No such reservation.");
  if (reservation.state === "pending") await refreshReservation(db, site, reservation);
  const fresh = await findReservation(db, { site, id: params.id, token });
  return Response.json(
    { state: fresh?.state ?? reservation.state },
    { headers: { "cache-control": "no-store" } },
  );
});
