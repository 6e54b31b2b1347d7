import "server-only";
import { eq } from "drizzle-orm";
import {
  freeCar,
  lockScopedReservation,
  refundAtProvider,
  revalidateReservedCar,
} from "@/server/console/console-reservation-change";
import type { ConsoleContext } from "@/server/console/console-route";
import { recordConsoleAudit } from "@/server/console/record-console-audit";
import { reservations } from "@/server/db/schema/all";
import { validationError } from "@/server/http/app-error";

/**
 * POST /console/api/reservations/{id}/refund: a paid deposit goes back to the shopper through
 * the site's payment provider, and the car is available again. Idempotent: the reservation
 * row is locked and marked refunded once (with its audit row); a second click finds it
 * refunded and asks nothing (202 while the first call is under way), unless an earlier call
 * failed and the refund is owed, when it asks again under the same idempotency key (the
 * reservation's id), so two clicks are one refund.
 */
export async function refundConsoleReservation({ db, scope, staff, params }: ConsoleContext<{ id: string }>) {
  const now = new Date();
  const { res, transitioned, carFreed } = await db.transaction(async (tx) => {
    const res = await lockScopedReservation(tx, scope, params.id);
    if (res.state === "refunded") return { res, transitioned: false, carFreed: false };
    if (res.state !== "paid") {
      throw validationError({ state: `is ${res.state}; only a paid deposit can be refunded` });
    }
    const [marked] = await tx
      .update(reservations)
      .set({ state: "refunded", refund_reason: "dealer", updated_at: now })
      .where(eq(reservations.id, res.id))
      .returning();
    const carFreed = await freeCar(tx, res.car_id, now);
    await recordConsoleAudit(tx, {
      staff,
      dealershipId: res.dealership_id,
      entity: "reservation",
      entityId: res.id,
      action: "refund",
      before: { state: res.state, car_reserved: true },
      after: { state: "refunded", refund_reason: "dealer", car_reserved: false },
      now,
    });
    return { res: marked ?? res, transitioned: true, carFreed };
  });
  if (carFreed) await revalidateReservedCar(db, res);
  // Only the click that marked it refunded asks the provider, or a click on a refund whose
  // earlier attempt failed (owed, attempts counted): a click while the first call is still
  // under way must not send a second one.
  let refunded = res.refund_id !== null;
  if (!refunded && (transitioned || res.refund_attempts > 0)) {
    refunded = await refundAtProvider(db, res, "dealer");
  }
  const [row] = await db
    .select({ id: reservations.id, refund_id: reservations.refund_id })
    .from(reservations)
    .where(eq(reservations.id, res.id));
  return Response.json(
    { id: res.id, state: refunded ? "refunded" : "refund_owed", refund_id: row?.refund_id ?? null },
    { status: refunded ? 200 : 202 },
  );
}
