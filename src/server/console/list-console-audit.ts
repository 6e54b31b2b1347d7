import "server-only";
import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { AUDIT_PAGE_SIZE, auditChanges } from "@/domain/console/audit-log";
import { FEED_STOCKNUM } from "@/domain/stock/feed-car";
import type { ConsoleContext } from "@/server/console/console-route";
import { auditInScope, carsInScope } from "@/server/console/stock-scope";
import { cars, console_audit, reservations } from "@/server/db/schema/all";
import { validationError } from "@/server/http/app-error";

const auditQuery = z
  .object({
    vehicle: z.coerce
      .number({ error: "must be a vehicle id" })
      .int()
      .positive()
      .max(2_147_483_647)
      .optional(),
    stocknum: z
      .string()
      .trim()
      .regex(FEED_STOCKNUM, "must be 1-40 letters, digits, dots, hyphens or underscores")
      .optional(),
    page: z.coerce.number({ error: "must be a page number" }).int().min(1).max(10_000).default(1),
  })
  .strict();

/**
 * GET /console/api/audit?vehicle&stocknum&page: the console's recorded changes (who, when, what, the
 * fields before and after) of the dealerships in the member's scope, newest first, a page at a
 * time. `vehicle` narrows it to one vehicle: its edits and photos and its reservations' refunds
 * and releases; `stocknum` the same by stock number (another tenant's vehicle finds nothing,
 * the scope always applies).
 */
export async function listConsoleAudit({ db, scope, request }: ConsoleContext<object>): Promise<Response> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (value !== "") params[key] = value;
  const parsed = auditQuery.safeParse(params);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[issue.path.map(String).join(".") || "query"] ??= issue.message;
    throw validationError(fields);
  }
  const query = parsed.data;
  const conditions: SQL[] = [auditInScope(scope)];
  if (query.vehicle) conditions.push(aboutVehicles(db, [query.vehicle]));
  if (query.stocknum) {
    const matching = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.stocknum, query.stocknum), carsInScope(scope)))
      .limit(50);
    conditions.push(
      aboutVehicles(
        db,
        matching.map((c) => c.id),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(console_audit)
      .where(where)
      .orderBy(desc(console_audit.created_at), desc(console_audit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(console_audit).where(where),
  ]);
  // The vehicles named on this page (their names, for the reader), read once.
  const carIds = [
    ...new Set(
      rows
        .filter((r) => r.entity === "car" && /^\d{1,10}$/.test(r.entity_id))
        .map((r) => Number(r.entity_id)),
    ),
  ].filter((id) => id <= 2_147_483_647);
  const named =
    carIds.length === 0
      ? []
      : await db
          .select({ id: cars.id, name: cars.name, stocknum: cars.stocknum })
          .from(cars)
          .where(and(inArray(cars.id, carIds), carsInScope(scope)));
  const names = new Map(named.map((c) => [String(c.id), `${c.name} (${c.stocknum})`]));
  const vehicleName = query.vehicle
    ? (names.get(String(query.vehicle)) ?? (await nameOf(db, scope, query.vehicle)))
    : null;
  return Response.json({
    entries: rows.map((row) => ({
      id: row.id,
      at: row.created_at.toISOString(),
      staff_email: row.staff_email,
      entity: row.entity,
      entity_id: row.entity_id,
      subject: row.entity === "car" ? (names.get(row.entity_id) ?? `Vehicle ${row.entity_id}`) : null,
      action: row.action,
      changes: auditChanges(row.before, row.after),
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: AUDIT_PAGE_SIZE,
    vehicle: query.vehicle ? { id: query.vehicle, name: vehicleName } : null,
  });
}

async function nameOf(db: ConsoleContext<object>["db"], scope: ConsoleContext<object>["scope"], id: number) {
  const [car] = await db
    .select({ name: cars.name, stocknum: cars.stocknum })
    .from(cars)
    .where(and(eq(cars.id, id), carsInScope(scope)))
    .limit(1);
  return car ? `${car.name} (${car.stocknum})` : null;
}

/** The records about these vehicles: their edits and photos, and their reservations' refunds and releases. */
function aboutVehicles(db: ConsoleContext<object>["db"], ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return or(
    and(
      eq(console_audit.entity, "car"),
      inArray(
        console_audit.entity_id,
        ids.map((id) => String(id)),
      ),
    ),
    and(
      eq(console_audit.entity, "reservation"),
      inArray(
        console_audit.entity_id,
        db.select({ id: reservations.id }).from(reservations).where(inArray(reservations.car_id, ids)),
      ),
    ),
  ) as SQL;
}
