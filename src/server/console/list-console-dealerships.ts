import "server-only";
import { asc } from "drizzle-orm";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { dealerships } from "@/server/db/schema/all";

const columns = {
  id: dealerships.id,
  slug: dealerships.slug,
  name: dealerships.name,
  dealer_group_id: dealerships.dealer_group_id,
  phone: dealerships.phone,
  email: dealerships.email,
};

/** GET /console/api/dealerships: the dealerships in the member's scope, by name. */
export async function listConsoleDealerships({ db, scope }: ConsoleContext<object>): Promise<Response> {
  const rows = await db
    .select(columns)
    .from(dealerships)
    .where(scope.dealershipsWhere())
    .orderBy(asc(dealerships.name))
    .limit(500);
  return Response.json({ dealerships: rows });
}

/** GET /console/api/dealerships/{id}: one dealership in scope (404 otherwise). */
export async function getConsoleDealership({ db, scope, params }: ConsoleContext<{ id: string }>) {
  const row = await scope.requireDealership(db, pathId(params.id, "dealership"));
  const { feed_key_hash: _hash, ...dealership } = row;
  return Response.json({ dealership });
}
