import { describe, expect, test } from "vitest";
import { staffAbilities, staffTenant } from "@/domain/console/staff-roles";

describe("staff roles", () => {
  test.each([
    [{ role: "operator", dealer_group_id: null, dealership_id: null }, { role: "operator" }],
    [
      { role: "group_admin", dealer_group_id: 4, dealership_id: null },
      { role: "group_admin", dealerGroupId: 4 },
    ],
    [
      { role: "dealership_staff", dealer_group_id: null, dealership_id: 9 },
      { role: "dealership_staff", dealershipId: 9 },
    ],
    // A role without the tenant it needs signs in to nothing.
    [{ role: "group_admin", dealer_group_id: null, dealership_id: 9 }, null],
    [{ role: "dealership_staff", dealer_group_id: 4, dealership_id: null }, null],
    [{ role: "admin", dealer_group_id: null, dealership_id: null }, null],
  ])("%o is %o", (row, tenant) => {
    expect(staffTenant(row)).toEqual(tenant);
  });

  test("only operators and group admins edit sites", () => {
    expect(staffAbilities({ role: "operator" }).editSites).toBe(true);
    expect(staffAbilities({ role: "group_admin", dealerGroupId: 1 }).editSites).toBe(true);
    expect(staffAbilities({ role: "dealership_staff", dealershipId: 1 }).editSites).toBe(false);
  });
});
