/**
 * The dealer console's roles: a platform operator sees everything, a group admin
 * their dealer group's sites, dealerships and staff, dealership staff their dealership's
 * leads and stock. A role always names the tenant it needs, never more.
 */
export type StaffTenant =
  | { role: "operator" }
  | { role: "group_admin"; dealerGroupId: number }
  | { role: "dealership_staff"; dealershipId: number };

/** The tenant a staff row names, or null when the row is inconsistent (then it signs in to nothing). */
export function staffTenant(row: {
  role: string;
  dealer_group_id: number | null;
  dealership_id: number | null;
}): StaffTenant | null {
  if (row.role === "operator") return { role: "operator" };
  if (row.role === "group_admin" && row.dealer_group_id !== null) {
    return { role: "group_admin", dealerGroupId: row.dealer_group_id };
  }
  if (row.role === "dealership_staff" && row.dealership_id !== null) {
    return { role: "dealership_staff", dealershipId: row.dealership_id };
  }
  return null;
}

/** What the console may show and do for a tenant (the screens ask; the server enforces). */
export function staffAbilities(tenant: StaffTenant): { editSites: boolean; readLeads: boolean } {
  return { editSites: tenant.role !== "dealership_staff", readLeads: true };
}
