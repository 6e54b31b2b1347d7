import { describe, expect, test } from "vitest";
import { canManageStaff, consoleMenu, defaultConsoleView } from "@/domain/console/console-screens";

const operator = { role: "operator", abilities: { editSites: true } } as const;
const groupAdmin = { role: "group_admin", abilities: { editSites: true } } as const;
const staff = { role: "dealership_staff", abilities: { editSites: false } } as const;

describe("the console's menu by role", () => {
  test.each([
    [
      operator.role,
      operator,
      "sites",
      ["Sites", "Onboard", "Leads", "Stock", "Reservations", "Changes", "Numbers", "Staff", "Passkeys"],
    ],
    [
      groupAdmin.role,
      groupAdmin,
      "sites",
      ["Sites", "Onboard", "Leads", "Stock", "Reservations", "Changes", "Numbers", "Staff", "Passkeys"],
    ],
    [staff.role, staff, "leads", ["Leads", "Stock", "Reservations", "Changes", "Numbers", "Passkeys"]],
  ])("%s lands on %s and is offered %j", (_role, member, landing, labels) => {
    expect(defaultConsoleView(member)).toBe(landing);
    expect(consoleMenu(member).map((e) => e.label)).toEqual(labels);
    expect(canManageStaff(member)).toBe(labels.includes("Staff"));
  });

  test("Stock is current on the import screen too; Changes is the audit screen", () => {
    const menu = consoleMenu(staff);
    expect(menu.find((e) => e.label === "Stock")?.currentOn).toEqual(["stock", "import"]);
    expect(menu.find((e) => e.label === "Changes")?.view).toBe("audit");
  });
});
