import "server-only";
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { RESERVATION_VIEW_STATES, RESERVATIONS_PAGE_SIZE } from "@/domain/console/stock-table";
import type { ConsoleContext } from "@/server/console/console-route";
import { reservationsInScope } from "@/server/console/stock-scope";
import { cars, reservations } from "@/server/db/schema/all";

const reservationsQuery = z
  .object({
    state: z.enum(RESERVATION_VIEW_STATES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/** The state as the console shows it: a refund not yet confirmed by the provider is owed. */
const reservationViewState = sql<string>`case when ${reservations.state} = 'refunded' and ${reservations.refund_id} is null then 'refund_owed' else ${reservations.state} end`;

function stateWhere(state: (typeof RESERVATION_VIEW_STATES)[number]): SQL {
  if (state === "refunded")
    return and(eq(reservations.state, "refunded"), isNotNull(reservations.refund_id)) as SQL;
  if (state === "refund_owed")
    return and(eq(reservations.state, "refunded"), isNull(reservations.refund_id)) as SQL;
  return eq(reservations.state, state);
}

/**
 * GET /console/api/reservations?state&page: the deposits taken on the scope's cars, newest
 * first, with the provider and its references (payment id, refund id) and the car.
 */
export async function listConsoleReservations({ db, scope, request }: ConsoleContext<object>) {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (value !== "") params[key] = value;
  const query = reservationsQuery.parse(params);
  const where = and(reservationsInScope(scope), query.state ? stateWhere(query.state) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reservations.id,
        state: reservationViewState,
        provider: reservations.provider,
        payment_id: reservations.payment_id,
        provider_payment_ref: reservations.provider_payment_ref,
        refund_id: reservations.refund_id,
        refund_reason: reservations.refund_reason,
        amount_cents: reservations.amount_cents,
        currency: reservations.currency,
        shopper_name: sql<string>`trim(${reservations.shopper}->>'first_name' || ' ' || (${reservations.shopper}->>'last_name'))`,
        shopper_email: sql<string>`${reservations.shopper}->>'email'`,
        car_id: reservations.car_id,
        car_name: cars.name,
        stocknum: cars.stocknum,
        car_reserved: cars.reserved,
        created_at: reservations.created_at,
        paid_at: reservations.paid_at,
      })
      .from(reservations)
      .leftJoin(cars, eq(cars.id, reservations.car_id))
      .where(where)
      .orderBy(desc(reservations.created_at), desc(reservations.id))
      .limit(RESERVATIONS_PAGE_SIZE)
      .offset((query.page - 1) * RESERVATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(reservations).where(where),
  ]);
  return Response.json({
    reservations: rows,
    total: total?.n ?? 0,
    page: query.page,
    page_size: RESERVATIONS_PAGE_SIZE,
  });
}
