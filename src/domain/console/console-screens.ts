/**
 * The console shell's rules: which screen a member lands on, which screens its menu offers
 * them, and how their role reads. The screens ask; the server enforces.
 */

type StaffRole = "operator" | "group_admin" | "dealership_staff";

interface Member {
  role: StaffRole;
  abilities: { editSites: boolean };
}

export const ROLE_NAMES: Record<StaffRole, string> = {
  operator: "Platform operator",
  group_admin: "Group admin",
  dealership_staff: "Dealership staff",
};

/** The screen shown when the address names none: sites for those who edit them, else the leads. */
export function defaultConsoleView(member: Member): string {
  return member.abilities.editSites ? "sites" : "leads";
}

/** The console's menu, in order: each entry's screen, its name, and the screens it is current on. */
export function consoleMenu(member: Member): { view: string; label: string; currentOn: string[] }[] {
  const entry = (view: string, label: string, currentOn = [view]) => ({ view, label, currentOn });
  return [
    ...(member.abilities.editSites ? [entry("sites", "Sites"), entry("onboard", "Onboard")] : []),
    entry("leads", "Leads"),
    entry("stock", "Stock", ["stock", "import"]),
    entry("reservations", "Reservations"),
    entry("audit", "Changes"),
    entry("numbers", "Numbers"),
    ...(canManageStaff(member) ? [entry("staff", "Staff")] : []),
    entry("passkeys", "Passkeys"),
  ];
}

/** Whether the member has the Staff screen (dealership staff do not manage staff). */
export function canManageStaff(member: { role: StaffRole }): boolean {
  return member.role !== "dealership_staff";
}
