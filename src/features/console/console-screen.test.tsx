// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { Me } from "@/features/console/console-app-view";
import { ConsoleScreen } from "@/features/console/console-screen";
import "../../../tests/support/dom";

// The screen an address names: its chunk arrives and shows its heading (the API calls never
// answer here); staff management only for those who may manage staff; an unknown view, nothing.

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (role: Me["role"]): Me => ({
  email: "sam@metro.example",
  name: "Sam",
  role,
  tenant_name: "Metro",
  abilities: { editSites: true, readLeads: true },
});

describe("ConsoleScreen", () => {
  test.each([
    ["leads", "group_admin", "Leads"],
    ["audit", "dealership_staff", "Changes"],
    ["numbers", "operator", "Numbers"],
    ["sites", "operator", "Sites"],
    ["onboard", "operator", "Onboard a dealer"],
    ["staff", "group_admin", "Staff"],
  ] as const)("?view=%s for a %s shows %j", async (view, role, heading) => {
    render(<ConsoleScreen me={me(role)} view={view} route={{ view }} />);
    expect(await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 5000 })).toBeVisible();
  });

  test.each([
    ["staff", "dealership_staff"],
    ["nowhere", "operator"],
    ["settings", "operator"],
  ] as const)("?view=%s for a %s shows no screen (settings needs its site)", async (view, role) => {
    render(<ConsoleScreen me={me(role)} view={view} route={{ view }} />);
    // The leads screen, loaded after, proves the chunks had their chance to arrive.
    render(<ConsoleScreen me={me(role)} view="leads" route={{ view: "leads" }} />);
    await screen.findByRole("heading", { level: 1, name: "Leads" }, { timeout: 5000 });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });
});
