import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { invitationTokenHash } from "@/server/console/invitation-token";
import type { Db } from "@/server/db/client";
import { staff_invitations, staff_users } from "@/server/db/schema/all";

/**
 * Claims a pending invitation by its token (once: the claim and the new staff row are one
 * transaction, and the claim only matches an invitation not yet accepted, revoked or expired)
 * and makes the member of staff with its role and tenant. Null when the token is no good.
 */
export async function acceptStaffInvitation(db: Db, token: string): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staff_invitations)
      .set({ accepted_at: new Date() })
      .where(
        and(
          eq(staff_invitations.token_hash, invitationTokenHash(token)),
          isNull(staff_invitations.accepted_at),
          isNull(staff_invitations.revoked_at),
          gt(staff_invitations.expires_at, new Date()),
        ),
      )
      .returning();
    if (!invitation) return null;
    const [taken] = await tx
      .select({ id: staff_users.id })
      .from(staff_users)
      .where(eq(staff_users.email, invitation.email));
    if (taken) return null;
    const [member] = await tx
      .insert(staff_users)
      .values({
        id: randomUUID(),
        email: invitation.email,
        name: invitation.name,
        emailVerified: true,
        role: invitation.role,
        dealer_group_id: invitation.role === "group_admin" ? invitation.dealer_group_id : null,
        dealership_id: invitation.role === "dealership_staff" ? invitation.dealership_id : null,
      })
      .returning({ id: staff_users.id });
    return member ?? null;
  });
}
