import "server-only";
import { and, eq } from "drizzle-orm";
import {
  freeCar,
  lockScopedReservation,
  revalidateReservedCar,
} from "@/server/console/console-reservation-change";
import type { ConsoleContext } from "@/server/console/console-route";
import { recordConsoleAudit } from "@/server/console/record-console-audit";
import { reservations } from "@/server/db/schema/all";
import { validationError } from "@/server/http/app-error";
import { settleDealerChange } from "@/server/payments/settle-dealer-change";

/**
 * POST /console/api/reservations/{id}/release: the dealer takes the reservation off the car.
 * A pending one (no money taken yet) expires, so a payment arriving later is refunded as late;
 * a paid one gives the car back and its deposit is kept or refunded as the site is configured
 * (commerce.deposit_when_released, refunded by default), the same rule as a release by feed.
 * Recorded; releasing again changes nothing.
 */
export async function releaseConsoleReservation({
  db,
  scope,
  staff,
  params,
}: ConsoleContext<{ id: string }>) {
  const now = new Date();
  const { res, carFreed } = await db.transaction(async (tx) => {
    const res = await lockScopedReservation(tx, scope, params.id);
    if (res.state === "pending") {
      await tx
        .update(reservations)
        .set({ state: "expired", updated_at: now })
        .where(and(eq(reservations.id, res.id), eq(reservations.state, "pending")));
      await recordConsoleAudit(tx, {
        staff,
        dealershipId: res.dealership_id,
        entity: "reservation",
        entityId: res.id,
        action: "release",
        before: { state: "pending" },
        after: { state: "expired" },
        now,
      });
      return { res, carFreed: false };
    }
    if (res.state !== "paid") {
      if (res.state === "expired" || res.state === "refunded") return { res, carFreed: false };
      throw validationError({ state: `is ${res.state}; only a pending or paid reservation can be released` });
    }
    const carFreed = await freeCar(tx, res.car_id, now);
    if (carFreed)
      await recordConsoleAudit(tx, {
        staff,
        dealershipId: res.dealership_id,
        entity: "reservation",
        entityId: res.id,
        action: "release",
        before: { state: "paid", car_reserved: true },
        after: { state: "paid", car_reserved: false },
        now,
      });
    return { res, carFreed };
  });
  let deposit: "keep" | "refund" | "none" = "none";
  if (carFreed) {
    await revalidateReservedCar(db, res);
    deposit = await settleDealerChange(db, res.car_id);
  }
  const [row] = await db
    .select({ state: reservations.state, refund_id: reservations.refund_id })
    .from(reservations)
    .where(eq(reservations.id, res.id));
  return Response.json({
    id: res.id,
    state: row?.state ?? res.state,
    refund_id: row?.refund_id ?? null,
    deposit,
  });
}
