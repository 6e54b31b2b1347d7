import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { INVITATION_DAYS, mayManageRole, staffInvitationBody } from "@/domain/console/staff-invitation";
import type { ConsoleContext } from "@/server/console/console-route";
import { newInvitationToken } from "@/server/console/invitation-token";
import type { Db } from "@/server/db/client";
import { dealer_groups, staff_invitations, staff_users } from "@/server/db/schema/all";
import { AppError, validationError } from "@/server/http/app-error";
import { createDeliveryTransport } from "@/server/leads/create-delivery-transport";

const ROLE_WORDS = {
  operator: "a platform operator",
  group_admin: "a group admin",
  dealership_staff: "a member of dealership staff",
} as const;

/** Who may be invited where: a role above one's own is 403; a tenant outside one's scope is 404. */
async function requireInvitableTenant(
  db: Db,
  scope: ConsoleContext<object>["scope"],
  body: { role: keyof typeof ROLE_WORDS; dealer_group_id?: number; dealership_id?: number },
): Promise<{ tenantName: string; dealer_group_id: number | null; dealership_id: number | null }> {
  if (scope.tenant.role === "dealership_staff") {
    throw new AppError("forbidden", "Your role cannot invite staff.");
  }
  if (!mayManageRole(scope.tenant, body.role)) {
    throw new AppError("forbidden", "Only a platform operator can invite a platform operator.");
  }
  if (body.role === "operator")
    return { tenantName: "the Forecourt platform", dealer_group_id: null, dealership_id: null };
  if (body.role === "dealership_staff") {
    const dealership = await scope.requireDealership(db, body.dealership_id ?? 0);
    return { tenantName: dealership.name, dealer_group_id: null, dealership_id: dealership.id };
  }
  const groupId = body.dealer_group_id ?? 0;
  const notFound = new AppError("not_found", "No dealer group with that id.");
  if (scope.tenant.role === "group_admin" && scope.tenant.dealerGroupId !== groupId) throw notFound;
  const [group] = await db.select().from(dealer_groups).where(eq(dealer_groups.id, groupId)).limit(1);
  if (!group) throw notFound;
  return { tenantName: group.name, dealer_group_id: group.id, dealership_id: null };
}

/**
 * POST /console/api/staff/invitations: invite someone to the console with a role and tenant
 * in the inviter's scope. The email (through the mail outbox) carries a single-use link valid
 * for 7 days; an earlier pending invitation to the same address stops working.
 */
export async function inviteStaff({
  db,
  scope,
  staff,
  origin,
  json,
}: ConsoleContext<object>): Promise<Response> {
  const body = staffInvitationBody.parse(await json());
  const tenant = await requireInvitableTenant(db, scope, body);
  const email = body.email.toLowerCase();
  const [member] = await db
    .select({ id: staff_users.id })
    .from(staff_users)
    .where(eq(staff_users.email, email));
  if (member) throw validationError({ email: "already has console access" });
  const { token, hash } = newInvitationToken();
  const now = new Date();
  const invitation = await db.transaction(async (tx) => {
    await tx
      .update(staff_invitations)
      .set({ revoked_at: now })
      .where(
        and(
          eq(staff_invitations.email, email),
          isNull(staff_invitations.accepted_at),
          isNull(staff_invitations.revoked_at),
        ),
      );
    const [row] = await tx
      .insert(staff_invitations)
      .values({
        token_hash: hash,
        email,
        name: body.name,
        role: body.role,
        dealer_group_id: tenant.dealer_group_id,
        dealership_id: tenant.dealership_id,
        invited_by: staff.id,
        invited_by_email: staff.email,
        expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    if (!row) throw new Error("the invitation just inserted");
    return row;
  });
  const url = `${origin}/console?invitation=${token}`;
  await createDeliveryTransport(db).sendMail({
    to: [email],
    subject: "You are invited to the Forecourt dealer console",
    text: [
      body.name ? `Hello ${body.name},` : "Hello,",
      "",
      `${staff.email} has invited you to the Forecourt dealer console as ${ROLE_WORDS[body.role]} of ${tenant.tenantName}.`,
      "",
      "Use this link to accept and sign in:",
      "",
      url,
      "",
      `It works once, for ${INVITATION_DAYS} days. If you were not expecting it, you can ignore this email.`,
    ].join("\n"),
  });
  return Response.json({ invitation: invitationAnswer(invitation) }, { status: 201 });
}

export function invitationAnswer(row: typeof staff_invitations.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    dealer_group_id: row.dealer_group_id,
    dealership_id: row.dealership_id,
    invited_by: row.invited_by_email,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}
