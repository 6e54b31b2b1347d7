import { expect, test } from "@playwright/test";
import { ACCOUNT_SITE, signIn, uniqueEmail } from "./account-helpers";
import { expectNoAxeViolations, siteUrl, visitSite } from "./fixtures";

// The account keeps the recently viewed vehicles and the compare picks: what one browser
// viewed before signing in joins the account and shows on another browser's account page,
// each a working link.

test("recently viewed and compare picks follow the shopper to another browser's account page", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("lists");
  const first = await browser.newContext();
  const page = await first.newPage();
  await visitSite(page, ACCOUNT_SITE, "/search");
  const href = await page
    .locator("main article h3 a")
    .first()
    .evaluate((a) => (a as HTMLAnchorElement).href);
  await page.goto(href);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("recently-viewed") ?? ""))
    .toContain('"slug"');
  // Pick it to compare, on this device.
  const compare = page.locator("[data-compare-id]").first();
  if ((await compare.count()) > 0) await compare.click();

  // Signing in merges the device's lists into the account.
  const merged = page.waitForResponse((r) => r.url().endsWith("/api/auth/car-lists") && r.ok());
  await signIn(first, email, page);
  await merged;

  const second = await browser.newContext();
  const other = await signIn(second, email);
  await other.goto(siteUrl(ACCOUNT_SITE, "/account"));
  const viewed = other.getByRole("list", { name: "Recently viewed vehicles" });
  // The link is the listing's name, which begins with the page's heading.
  await expect(viewed.getByRole("link").first()).toContainText(name);
  await expectNoAxeViolations(other);
  await viewed.getByRole("link").first().click();
  await expect(other).toHaveURL(href);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(name);
  await first.close();
  await second.close();
});
