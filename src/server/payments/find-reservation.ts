import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { reservations } from "@/server/db/schema/all";
import type { Reservation } from "@/server/payments/apply-payment-state";
import { hashReservationToken } from "@/server/payments/start-reservation";
import type { Site } from "@/server/sites/site";

/** A reservation of this site, only with the token its return link carries; else null. */
export async function findReservation(
  db: Db,
  input: { site: Pick<Site, "id">; id: string | null; token: string | null },
): Promise<Reservation | null> {
  if (!input.id || !input.token || input.id.length > 100 || input.token.length > 200) return null;
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, input.id), eq(reservations.website_id, input.site.id)));
  if (!row) return null;
  const given = Buffer.from(hashReservationToken(input.token));
  const stored = Buffer.from(row.token_hash);
  return given.length === stored.length && timingSafeEqual(given, stored) ? row : null;
}
