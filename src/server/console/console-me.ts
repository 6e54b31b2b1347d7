import "server-only";
import { eq } from "drizzle-orm";
import type { ConsoleContext } from "@/server/console/console-route";
import { dealer_groups, dealerships } from "@/server/db/schema/all";

/** GET /console/api/me: who is signed in, their role and tenant's name, and what they may do. */
export async function consoleMe({ db, staff, scope }: ConsoleContext<object>): Promise<Response> {
  const tenant = staff.tenant;
  let tenantName = "Forecourt platform";
  if (tenant.role === "group_admin") {
    const [g] = await db.select().from(dealer_groups).where(eq(dealer_groups.id, tenant.dealerGroupId));
    tenantName = g?.name ?? "";
  } else if (tenant.role === "dealership_staff") {
    const [d] = await db.select().from(dealerships).where(eq(dealerships.id, tenant.dealershipId));
    tenantName = d?.name ?? "";
  }
  return Response.json({
    email: staff.email,
    name: staff.name,
    role: tenant.role,
    tenant_name: tenantName,
    abilities: scope.abilities,
  });
}
