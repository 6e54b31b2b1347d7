import "server-only";
import { and, asc, gte, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { booking_slots } from "@/server/db/schema/all";

export interface BookingSlot {
  id: number;
  dealership_id: number;
  kind: "service" | "appointment";
  /** ISO timestamp. */
  starts_at: string;
  capacity: number;
}

/** Bookable slots of these dealerships from `now` for `days` days, soonest first. */
export async function listBookingSlots(
  db: DbOrTx,
  {
    dealershipIds,
    kind,
    now,
    days = 21,
    limit = 200,
  }: {
    dealershipIds: readonly number[];
    kind: "service" | "appointment";
    now: Date;
    days?: number;
    limit?: number;
  },
): Promise<BookingSlot[]> {
  if (dealershipIds.length === 0) return [];
  const until = new Date(now.getTime() + days * 86_400_000);
  const rows = await db
    .select()
    .from(booking_slots)
    .where(
      and(
        inArray(booking_slots.dealership_id, [...dealershipIds]),
        inArray(booking_slots.kind, [kind]),
        gte(booking_slots.starts_at, now),
        lt(booking_slots.starts_at, until),
      ),
    )
    .orderBy(asc(booking_slots.starts_at), asc(booking_slots.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, starts_at: r.starts_at.toISOString() }));
}
