import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, PORT } from "./fixtures";

// Console staff: a group admin invites a member of dealership staff from the Staff screen (by
// keyboard, axe-checked), the invitation arrives at /mail, the invitee accepts and lands in
// the console seeing only their dealership; then adds a passkey (a virtual authenticator),
// signs out and signs in with it.

const CONSOLE = `http://localhost:${PORT}/console`;
const GROUP_ADMIN = "admin@harbourcity.example";

async function mailedLink(page: Page, to: string, subject: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        await page.goto(`http://localhost:${PORT}/mail`);
        const mail = page.locator("article", { hasText: to }).filter({ hasText: subject }).first();
        if ((await mail.count()) === 0) return "";
        link = (await mail.textContent())?.match(pattern)?.[0] ?? "";
        return link;
      },
      { timeout: 15_000, intervals: [300] },
    )
    .not.toBe("");
  return link;
}

async function signInByLink(context: BrowserContext, page: Page, email: string) {
  await page.goto(CONSOLE);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Work email").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "a sign-in link is on its way" })).toBeVisible();
  const outbox = await context.newPage();
  const link = await mailedLink(
    outbox,
    email,
    "Sign in to the Forecourt console",
    /https?:\/\/\S+?\/console\/api\/auth\/magic-link\/verify\?\S+?(?=\s|It works|$)/,
  );
  await outbox.close();
  await page.goto(link);
}

test("a group admin invites dealership staff; the invitee accepts from /mail, sees only their dealership, and adds and uses a passkey", async ({
  browser,
}) => {
  const invitee = `new.staff.${Date.now()}@harbourcity.example`;
  const admin = await browser.newContext();
  const page = await admin.newPage();
  await signInByLink(admin, page, GROUP_ADMIN);
  await expect(page.getByRole("heading", { name: "Sites" })).toBeVisible();

  const staffLink = page.getByRole("link", { name: "Staff" });
  await staffLink.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: "sales.staff@harbourcity.example", exact: true })).toBeVisible();
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
