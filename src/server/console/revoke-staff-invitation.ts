import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { staff_invitations } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";

/**
 * DELETE /console/api/staff/invitations/{id}: its link stops working at once. An invitation
 * outside the scope, or already accepted or revoked, is 404.
 */
export async function revokeStaffInvitation({
  db,
  scope,
  params,
}: ConsoleContext<{ id: string }>): Promise<Response> {
  if (scope.tenant.role === "dealership_staff")
    throw new AppError("forbidden", "Your role cannot manage staff.");
  const id = pathId(params.id, "invitation");
  const [row] = await db
    .update(staff_invitations)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(staff_invitations.id, id),
        scope.staffWhere(staff_invitations),
        isNull(staff_invitations.accepted_at),
        isNull(staff_invitations.revoked_at),
      ),
    )
    .returning({ id: staff_invitations.id });
  if (!row) throw new AppError("not_found", "No pending invitation with that id.");
  return new Response(null, { status: 204 });
}
