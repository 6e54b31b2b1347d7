import { expect, test } from "@playwright/test";
import { mailedLink, signInAs } from "./console-helpers";
import { expectNoAxeViolations } from "./fixtures";

// Console staff: a group admin invites a member of dealership staff from the Staff screen (by
// keyboard, axe-checked), the invitation arrives at /mail, the invitee accepts and lands in
// the console seeing only their dealership; then adds a passkey (a virtual authenticator),
// signs out and signs in with it.

const GROUP_ADMIN = "admin@harbourcity.example";

test("a group admin invites dealership staff; the invitee accepts from /mail, sees only their dealership, and adds and uses a passkey", async ({
  browser,
}) => {
  const invitee = `new.staff.${Date.now()}@harbourcity.example`;
  const admin = await browser.newContext();
  const page = await admin.newPage();
  await signInAs(page, GROUP_ADMIN);
  await expect(page.getByRole("heading", { name: "Sites" })).toBeVisible();

  const staffLink = page.getByRole("link", { name: "Staff" });
  await staffLink.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("cell", { name: "sales.staff@harbourcity.example", exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // A group admin cannot even pick the operator role.
  await expect(page.getByLabel("Role").locator("option[value=operator]")).toHaveCount(0);
  await page.getByLabel("Email", { exact: true }).fill(invitee);
  await page.getByLabel("Name (optional)").fill("Nina New");
  await page.getByLabel("Role").selectOption("dealership_staff");
  await page.getByLabel("Dealership").selectOption({ label: "Harbour City Toyota" });
  await page.getByLabel("Name (optional)").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${invitee}` })).toBeVisible();
  await expect(page.locator("[data-invitations]")).toContainText(invitee);
  await admin.close();

  const context = await browser.newContext();
  const newcomer = await context.newPage();
  const link = await mailedLink(
    newcomer,
    invitee,
    "You are invited to the Forecourt dealer console",
    /https?:\/\/\S+?\/console\?invitation=[A-Za-z0-9_-]+/,
  );
  await newcomer.goto(link);
  await expect(newcomer.getByRole("heading", { name: "Join the dealer console" })).toBeVisible();
  await expectNoAxeViolations(newcomer);
  await newcomer.getByRole("button", { name: "Accept the invitation" }).focus();
  await newcomer.keyboard.press("Enter");
  await expect(newcomer.getByText(`${invitee} · Dealership staff, Harbour City Toyota`)).toBeVisible();
  await expect(newcomer).toHaveURL(/\/console$/);
  await expect(newcomer.getByRole("heading", { name: "Leads" })).toBeVisible();
  await expect(newcomer.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(newcomer.getByRole("link", { name: "Sites" })).toHaveCount(0);

  // The link worked once.
  const again = await context.newPage();
  await again.goto(link);
  await again.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(again.getByText("This invitation has already been used")).toBeVisible();
  await again.close();

  // A passkey, added and then used to sign in.
  const cdp = await context.newCDPSession(newcomer);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await newcomer.getByRole("link", { name: "Passkeys" }).click();
  await expect(newcomer.getByRole("heading", { name: "Your passkeys" })).toBeVisible();
  await expectNoAxeViolations(newcomer);
  await newcomer.getByLabel("Passkey name (optional)").fill("Test laptop");
  await newcomer.getByLabel("Passkey name (optional)").press("Enter");
  await expect(newcomer.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  await expect(newcomer.locator("[data-staff-passkeys]")).toContainText("Test laptop");
  await newcomer.getByRole("button", { name: "Sign out" }).click();
  await expect(newcomer.getByRole("heading", { name: "Sign in to the dealer console" })).toBeVisible();
  await newcomer.getByRole("button", { name: "Sign in with a passkey" }).focus();
  await newcomer.keyboard.press("Enter");
  await expect(newcomer.getByText(`${invitee} · Dealership staff, Harbour City Toyota`)).toBeVisible();
  await context.close();
});
