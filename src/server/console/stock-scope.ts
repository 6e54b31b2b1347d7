import "server-only";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { ConsoleScope } from "@/server/console/console-scope";
import { cars, console_audit, dealerships, reservations } from "@/server/db/schema/all";

/**
 * The console's stock and reservations are a dealership's: those of the dealerships in the
 * member's scope (console-scope.ts), nothing else. An id outside is 404 like a missing one.
 */
function scopedDealerships(scope: ConsoleScope): SQL {
  return sql`(select ${dealerships.id} from ${dealerships} where ${scope.dealershipsWhere()})`;
}

export function carsInScope(scope: ConsoleScope): SQL {
  return inArray(cars.dealership_id, scopedDealerships(scope));
}

export function reservationsInScope(scope: ConsoleScope): SQL {
  return inArray(reservations.dealership_id, scopedDealerships(scope));
}

/** The console's own record of changes, for the same dealerships. */
export function auditInScope(scope: ConsoleScope): SQL {
  return inArray(console_audit.dealership_id, scopedDealerships(scope));
}
