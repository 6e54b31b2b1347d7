import "server-only";
import { asc, eq } from "drizzle-orm";
import { dealerGroupInput } from "@/domain/console/onboarding";
import type { ConsoleContext } from "@/server/console/console-route";
import { requireFreeSlug, requireOnboarder } from "@/server/console/onboarding-rules";
import { dealer_groups } from "@/server/db/schema/all";

/** GET /console/api/groups: the dealer groups in scope (all for an operator, their own for a group admin). */
export async function listConsoleGroups({ db, scope }: ConsoleContext<object>): Promise<Response> {
  const { tenant } = scope;
  if (tenant.role === "dealership_staff") return Response.json({ groups: [] });
  const query = db.select().from(dealer_groups);
  const rows =
    tenant.role === "operator"
      ? await query.orderBy(asc(dealer_groups.name)).limit(500)
      : await query.where(eq(dealer_groups.id, tenant.dealerGroupId)).limit(1);
  return Response.json({ groups: rows });
}

/** POST /console/api/groups {name, slug}: a new dealer group (operator only). */
export async function createConsoleGroup({ db, scope, json }: ConsoleContext<object>): Promise<Response> {
  requireOnboarder(scope, "group");
  const input = dealerGroupInput.parse(await json());
  await requireFreeSlug(db, dealer_groups, input.slug, "dealer group");
  const [group] = await db.insert(dealer_groups).values(input).returning();
  return Response.json({ group }, { status: 201 });
}
