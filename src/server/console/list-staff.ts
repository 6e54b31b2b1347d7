import "server-only";
import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import type { ConsoleContext } from "@/server/console/console-route";
import { invitationAnswer } from "@/server/console/invite-staff";
import { dealer_groups, dealerships, staff_invitations, staff_users } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";

/** The most members or invitations one answer lists (a group's staff fit many times over). */
const LIST_LIMIT = 500;

/**
 * GET /console/api/staff: the members of staff in the signed-in member's scope (with their
 * group's or dealership's name) and the pending invitations. Dealership staff manage nobody (403).
 */
export async function listStaff({ db, scope, staff }: ConsoleContext<object>): Promise<Response> {
  if (scope.tenant.role === "dealership_staff")
    throw new AppError("forbidden", "Your role cannot manage staff.");
  const members = await db
    .select({
      id: staff_users.id,
      email: staff_users.email,
      name: staff_users.name,
      role: staff_users.role,
      group_name: dealer_groups.name,
      dealership_name: dealerships.name,
    })
    .from(staff_users)
    .leftJoin(dealer_groups, eq(dealer_groups.id, staff_users.dealer_group_id))
    .leftJoin(dealerships, eq(dealerships.id, staff_users.dealership_id))
    .where(scope.staffWhere(staff_users))
    .orderBy(asc(staff_users.email))
    .limit(LIST_LIMIT);
  const invitations = await db
    .select()
    .from(staff_invitations)
    .where(
      and(
        scope.staffWhere(staff_invitations),
        isNull(staff_invitations.accepted_at),
        isNull(staff_invitations.revoked_at),
        gt(staff_invitations.expires_at, new Date()),
      ),
    )
    .orderBy(desc(staff_invitations.created_at))
    .limit(LIST_LIMIT);
  return Response.json({
    members: members.map((m) => ({
      id: m.id,
      email: m.email,
      name: m.name,
      role: m.role,
      tenant_name: m.role === "operator" ? "Forecourt platform" : (m.group_name ?? m.dealership_name ?? ""),
      you: m.id === staff.id,
    })),
    invitations: invitations.map(invitationAnswer),
  });
}
