import { describe, expect, test } from "vitest";
import {
  invitationRequest,
  invitationTenantField,
  mayManageRole,
  staffInvitationBody,
} from "@/domain/console/staff-invitation";

describe("staff invitations", () => {
  test("an operator manages every role, a group admin never an operator, dealership staff nobody", () => {
    const roles = ["operator", "group_admin", "dealership_staff"] as const;
    const table = (tenant: Parameters<typeof mayManageRole>[0]) => roles.map((r) => mayManageRole(tenant, r));
    expect(table({ role: "operator" })).toEqual([true, true, true]);
    expect(table({ role: "group_admin", dealerGroupId: 1 })).toEqual([false, true, true]);
    expect(table({ role: "dealership_staff", dealershipId: 1 })).toEqual([false, false, false]);
  });

  test("the body names the tenant its role needs and nothing else", () => {
    const staff = staffInvitationBody.safeParse({ email: "a@b.example", role: "dealership_staff" });
    expect(staff.success).toBe(false);
    expect(staff.error?.issues[0]).toMatchObject({
      path: ["dealership_id"],
      message: "is needed for dealership staff",
    });
    expect(
      staffInvitationBody.safeParse({ email: "a@b.example", role: "operator", is_admin: true }).success,
    ).toBe(false);
    expect(
      staffInvitationBody.parse({ email: "a@b.example", role: "group_admin", dealer_group_id: 3 }),
    ).toEqual({
      email: "a@b.example",
      name: "",
      role: "group_admin",
      dealer_group_id: 3,
    });
  });
});

describe("the invite form's request", () => {
  test.each([
    ["group_admin", "4", { dealer_group_id: 4 }, "dealer_group_id"],
    ["dealership_staff", "9", { dealership_id: 9 }, "dealership_id"],
    ["dealership_staff", "", {}, "dealership_id"],
    ["operator", "9", {}, "dealership_id"],
  ] as const)("a %s with tenant %j is sent with %j, its error shown on %s", (role, tenant, where, field) => {
    expect(invitationRequest({ email: "sam@example.com", name: "Sam", role }, tenant)).toEqual({
      email: "sam@example.com",
      name: "Sam",
      role,
      ...where,
    });
    expect(invitationTenantField(role)).toBe(field);
  });
});
