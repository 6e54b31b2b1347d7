import "server-only";
import { eq } from "drizzle-orm";
import { mayManageRole } from "@/domain/console/staff-invitation";
import type { ConsoleContext } from "@/server/console/console-route";
import { staff_users } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";

/**
 * DELETE /console/api/staff/{id}: the member loses console access at once (their row goes,
 * and with it their sessions and passkeys; what they saved keeps their email). Nobody removes
 * themself (403); a member outside the scope is 404.
 */
export async function removeStaffMember({ db, scope, staff, params }: ConsoleContext<{ id: string }>) {
  if (scope.tenant.role === "dealership_staff")
    throw new AppError("forbidden", "Your role cannot manage staff.");
  const id = (params.id ?? "").slice(0, 100);
  const member = await scope.requireStaffMember(db, id);
  if (member.id === staff.id) throw new AppError("forbidden", "You cannot remove your own access.");
  if (!mayManageRole(scope.tenant, member.role))
    throw new AppError("not_found", "No member of staff with that id.");
  await db.delete(staff_users).where(eq(staff_users.id, member.id));
  return new Response(null, { status: 204 });
}
