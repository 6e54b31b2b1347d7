import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { ACCOUNT_SITE, signIn, uniqueEmail } from "./account-helpers";
import { expectNoAxeViolations, hostHeaders, PORT, siteUrl, visitSite } from "./fixtures";

// Shopper accounts on Harbour City: a passkey added on /account and
// used to sign in (Chromium's virtual authenticator), the saved searches listed on /account,
// and the saved-cars page saying whose list it shows. All by keyboard, axe clean.

const SITE = ACCOUNT_SITE;
const SAVED = "/my-garage?tab=saved-cars";

/** A platform authenticator (like a phone's or a laptop's) that always says yes. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

function dataLayerIds(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { dataLayer?: Array<{ event_id: number }> }).dataLayer?.map((e) => e.event_id) ??
      [],
  );
}

test("sign in by link, add a passkey on /account, sign out, sign in with the passkey; all by keyboard", async ({
  browser,
}) => {
  const email = uniqueEmail("passkey");
  const context = await browser.newContext();
  const page = await context.newPage();
  const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);
  await signIn(context, email, page);

  await page.goto(siteUrl(SITE, "/account"));
  const passkeys = page.locator("[data-passkeys]");
  await expect(passkeys).toContainText("You have not added a passkey.");
  await passkeys.getByLabel("Name for a new passkey (optional)").focus();
  await page.keyboard.type("Work laptop");
  await page.keyboard.press("Tab");
  await expect(passkeys.getByRole("button", { name: "Add a passkey" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-passkeys-status]")).toHaveText(/^Passkey added\./);
  await expect(passkeys.locator("[data-passkey]")).toHaveCount(1);
  await expect(passkeys.locator("[data-passkey]")).toContainText("Work laptop");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(defined(credentials[0], "credentials[0]").rpId).toBe(`${SITE}.localhost`);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();

  await visitSite(page, SITE, "/sign-in");
  const passkeyButton = page.getByRole("button", { name: "Sign in with a passkey" });
  await expect(passkeyButton).toBeVisible();
  await expectNoAxeViolations(page);
  await passkeyButton.focus();
  await page.keyboard.press("Enter");
  // It lands where the emailed link lands, and the header sends the same login event (37).
  await expect(page).toHaveURL(siteUrl(SITE, SAVED));
  await expect(page.locator("[data-account-link]")).toHaveText("My account");
  expect(await dataLayerIds(page)).toContain(37);
  expect(await dataLayerIds(page)).not.toContain(38);
  const me = await page.evaluate(async () => (await fetch("/api/auth")).json());
  expect(me.user.email).toBe(email);

  // Removed from the account, the passkey no longer signs in.
  await page.goto(siteUrl(SITE, "/account"));
  const remove = passkeys.getByRole("button", { name: "Remove passkey Work laptop" });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-passkeys-status]")).toHaveText("Passkey removed: Work laptop.");
  await expect(passkeys).toContainText("You have not added a passkey.");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await visitSite(page, SITE, "/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.locator("[data-passkey-sign-in]")).toContainText(
    "This passkey does not belong to an account on this site",
  );
  await context.close();
});

test("the sign-in page offers a passkey only where the browser supports them", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    // A browser without WebAuthn.
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  const page = await context.newPage();
  await visitSite(page, SITE, "/sign-in");
  await expect(page.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
  await expect(page.locator("[data-passkey-sign-in]")).toHaveCount(0);
  await context.close();
});

test("/account lists saved searches: the link opens the search with its filters, Remove works by keyboard", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail("searches");
  const context = await browser.newContext();
  const page = await signIn(context, email);

  // The saved-cars page says the list is the account's (decided in the browser).
  await expect(page).toHaveURL(siteUrl(SITE, SAVED));
  await expect(page.locator("[data-saved-cars-note]")).toContainText("saved to your account");
  await expect(page.locator("[data-saved-cars-note]")).not.toContainText("Sign in");
  // ...and the cached page the server sends holds none of it.
  const cookie = (await context.cookies(siteUrl(SITE, "/"))).map((c) => `${c.name}=${c.value}`).join("; ");
  const served = await (
    await request.get(`http://127.0.0.1:${PORT}${SAVED}`, { headers: { ...hostHeaders(SITE), cookie } })
  ).text();
  expect(served).toContain('data-saved-cars-note="loading"');
  expect(served).not.toContain("saved to your account");
  expect(served).not.toContain(email);

  await visitSite(page, SITE, "/search/new-used-and-demo-cars?make=Toyota");
  await expect(page.locator("[data-account-link]")).toHaveText("My account");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByRole("button", { name: "Search saved" })).toBeVisible();

  await page.goto(siteUrl(SITE, "/account"));
  const searches = page.locator("[data-saved-searches]");
  const link = searches.getByRole("link", { name: "New used and demo cars: make Toyota" });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(siteUrl(SITE, "/search/new-used-and-demo-cars?make=Toyota"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Cars for sale");
  await expect(page.locator("#filter-make")).toHaveValue("Toyota");

  await page.goto(siteUrl(SITE, "/account"));
  const remove = searches.getByRole("button", {
    name: "Remove saved search New used and demo cars: make Toyota",
  });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-saved-searches-status]")).toHaveText(
    "Saved search removed: New used and demo cars: make Toyota.",
  );
  await expect(searches).toContainText("You have no saved searches.");
  await expect(searches.getByRole("heading", { name: "Saved searches" })).toBeFocused();
  await expectNoAxeViolations(page);

  // Signed out, the saved-cars page invites the shopper to sign in.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await page.goto(siteUrl(SITE, SAVED));
  await expect(page.locator("[data-saved-cars-note]")).toContainText("Sign in to keep them on every device.");
  await context.close();
});
