import { z } from "zod";
import type { StaffTenant } from "@/domain/console/staff-roles";

/** An invitation's link works once, for this many days. */
export const INVITATION_DAYS = 7;

const STAFF_ROLES = ["operator", "group_admin", "dealership_staff"] as const;

const tenantId = z
  .number()
  .int("must be a whole number")
  .positive("must be a positive id")
  .max(2_147_483_647);

/** POST /console/api/staff/invitations: who to invite, as what, where. Unknown keys are refused. */
export const staffInvitationBody = z
  .object({
    email: z.email("Enter a valid email address").max(254, "must be at most 254 characters"),
    name: z.string().trim().max(120, "must be at most 120 characters").default(""),
    role: z.enum(STAFF_ROLES, "must be operator, group_admin or dealership_staff"),
    dealer_group_id: tenantId.optional(),
    dealership_id: tenantId.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.role === "group_admin" && body.dealer_group_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["dealer_group_id"], message: "is needed for a group admin" });
    }
    if (body.role === "dealership_staff" && body.dealership_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["dealership_id"], message: "is needed for dealership staff" });
    }
  });

/**
 * Whether a member may invite (or remove) staff of a role at all: an operator anyone; a
 * group admin group admins and dealership staff (inside their group, which the scope checks);
 * dealership staff nobody. Never a role above one's own.
 */
export function mayManageRole(manager: StaffTenant, role: (typeof STAFF_ROLES)[number]): boolean {
  if (manager.role === "operator") return true;
  if (manager.role === "group_admin") return role !== "operator";
  return false;
}

type StaffRole = (typeof STAFF_ROLES)[number];

/** The form field naming where an invitee works: a dealer group for a group admin, else a dealership. */
export function invitationTenantField(role: StaffRole): "dealer_group_id" | "dealership_id" {
  return role === "group_admin" ? "dealer_group_id" : "dealership_id";
}

/** The body of POST staff/invitations from the invite form: the tenant's id under its role's key. */
export function invitationRequest(form: { email: string; name: string; role: StaffRole }, tenant: string) {
  return {
    email: form.email,
    name: form.name,
    role: form.role,
    ...(form.role === "group_admin" && tenant ? { dealer_group_id: Number(tenant) } : {}),
    ...(form.role === "dealership_staff" && tenant ? { dealership_id: Number(tenant) } : {}),
  };
}
