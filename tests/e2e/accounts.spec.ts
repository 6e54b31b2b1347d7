import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { captured } from "../support/captured";
import { ACCOUNT_SITE, linkFromOutbox, requestLink, signIn, uniqueEmail } from "./account-helpers";
import { apiGet, expectNoAxeViolations, hostHeaders, outboxUrl, PORT, siteUrl, visitSite } from "./fixtures";

// Shopper accounts on Harbour City, whose garage and sign-in settings are on:
// sign in by the link the outbox holds, saved cars merged into the account and found on a
// second browser, the shopper's rights, and what stays shared on cached pages.

const SITE = ACCOUNT_SITE;
const SAVED = "/my-garage?tab=saved-cars";

async function saveFirstCars(page: Page, count: number, skip = 0): Promise<string[]> {
  await visitSite(page, SITE, "/search");
  const buttons = page.locator("[data-favourite-id]:not([disabled])");
  await buttons.first().waitFor();
  const ids: string[] = [];
  for (let i = skip; i < skip + count; i++) {
    const button = buttons.nth(i);
    ids.push(
      defined(
        await button.getAttribute("data-favourite-id"),
        'await button.getAttribute("data-favourite-id")',
      ),
    );
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  return ids;
}

async function newContext(browser: Browser) {
  return browser.newContext();
}

test("sign in by the emailed link, saved cars before and after merge into one list on a second browser", async ({
  browser,
}) => {
  const email = uniqueEmail("merge");
  const first = await newContext(browser);
  const page = await first.newPage();
  await visitSite(page, SITE, "/");
  await expect(page.locator("[data-account-link]")).toHaveText("Sign in");
  const before = await saveFirstCars(page, 1);

  await requestLink(page, email);
  const events = await page.evaluate(() =>
    (window as unknown as { dataLayer: Array<{ event_id: number }> }).dataLayer.map((e) => e.event_id),
  );
  expect(events).toEqual(expect.arrayContaining([35, 36]));
  const outbox = await first.newPage();
  const link = await linkFromOutbox(outbox, email);
  await page.goto(link);
  await expect(page).toHaveURL(siteUrl(SITE, SAVED));
  await expect(page.locator("[data-account-link]")).toHaveText("My account");
  const landing = await page.evaluate(() =>
    (window as unknown as { dataLayer: Array<{ event_id: number }> }).dataLayer.map((e) => e.event_id),
  );
  expect(landing).toEqual(expect.arrayContaining([37, 38]));
  await expect(page.locator(`[data-saved-car-id="${before[0]}"]`)).toBeVisible();

  const watchlistSaved = page.waitForResponse((r) => r.url().endsWith("/api/auth/watchlist") && r.ok());
  const after = await saveFirstCars(page, 1, 1);
  await watchlistSaved;

  // The used link now fails with a clear message and signs nobody in.
  const stranger = await newContext(browser);
  const again = await stranger.newPage();
  await again.goto(link);
  await expect(again).toHaveURL(/\/sign-in\?error=INVALID_TOKEN/);
  await expect(again.getByRole("alert").filter({ hasText: "sign-in link" })).toContainText(
    "This sign-in link has already been used or has expired",
  );
  await expectNoAxeViolations(again);
  await stranger.close();

  const second = await newContext(browser);
  const other = await signIn(second, email);
  await other.goto(siteUrl(SITE, SAVED));
  for (const id of [...before, ...after])
    await expect(other.locator(`[data-saved-car-id="${id}"]`)).toBeVisible();
  await expect(other.locator("[data-saved-car-id]")).toHaveCount(2);
  await expectNoAxeViolations(other);
  await first.close();
  await second.close();
});

test("the account page passes axe, downloads the data and deletes the account by keyboard", async ({
  browser,
}) => {
  const email = uniqueEmail("rights");
  const context = await newContext(browser);
  const page = await signIn(context, email);
  await page.goto(siteUrl(SITE, "/account"));
  await expect(page.locator("[data-account-email]")).toHaveText(email);
  await expect(page.getByText("Enquiries you sent stay with the dealer")).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  const data = JSON.parse(
    await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
  );
  expect(data.account.email).toBe(email);

  const checkbox = page.getByLabel("I understand this cannot be undone");
  await checkbox.focus();
  await page.keyboard.press("Space");
  await expect(checkbox).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Delete my account" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  const me = await page.evaluate(async () => (await fetch("/api/auth")).json());
  expect(me).toEqual({ user: null, watchlist: [] });
  await context.close();
});

test("the sign-in page passes axe and works by keyboard", async ({ page }) => {
  await visitSite(page, SITE, "/sign-in");
  await expectNoAxeViolations(page);
  await page.getByLabel("Email address").focus();
  await page.keyboard.type(uniqueEmail("keys"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("We sent a sign-in link");
});

test("a cached vehicle page holds nothing of a signed-in shopper: two users get the same page", async ({
  browser,
  request,
}) => {
  const emails = [uniqueEmail("cache-a"), uniqueEmail("cache-b")];
  const contexts = await Promise.all(emails.map(() => newContext(browser)));
  const pages = [
    await signIn(defined(contexts[0], "contexts[0]"), defined(emails[0], "emails[0]")),
    await signIn(defined(contexts[1], "contexts[1]"), defined(emails[1], "emails[1]")),
  ];
  await visitSite(defined(pages[0], "pages[0]"), SITE, "/search");
  const href = defined(
    await defined(pages[0], "pages[0]").locator('a[href^="/cars/"]').first().getAttribute("href"),
    "the first vehicle link's href",
  );
  const html: string[] = [];
  for (const context of contexts) {
    // Node cannot resolve *.localhost: the shopper's cookie is sent to 127.0.0.1 with the Host.
    const cookie = (await context.cookies(siteUrl(SITE, "/"))).map((c) => `${c.name}=${c.value}`).join("; ");
    expect(cookie).toContain("forecourt.session_token=");
    const response = await request.get(`http://127.0.0.1:${PORT}${href}`, {
      headers: { ...hostHeaders(SITE), cookie },
    });
    expect(response.status()).toBe(200);
    html.push(await response.text());
  }
  for (const body of html) {
    for (const email of emails) expect(body).not.toContain(email);
    // Both are sent the page every visitor gets: the sign-in area not yet knowing anyone.
    expect(body).toMatch(/data-account-link="loading"[^>]*>Sign in<\/a>/);
    expect(body).not.toContain('data-account-link="signed-in"');
  }
  // The signed-in header arrives from GET /api/auth after load, in the browser only.
  await defined(pages[1], "pages[1]").goto(siteUrl(SITE, href));
  await expect(defined(pages[1], "pages[1]").locator("[data-account-link]")).toHaveText("My account");
  for (const context of contexts) await context.close();
});

test("sites without the garage and sign-in settings have no sign-in: routes 404, no header link", async ({
  page,
  request,
}) => {
  for (const slug of ["westside-auto", "sunburnt-used"]) {
    expect((await apiGet(request, slug, "/api/auth")).status()).toBe(404);
    expect((await apiGet(request, slug, "/sign-in")).status()).toBe(404);
    expect((await apiGet(request, slug, "/account")).status()).toBe(404);
  }
  await visitSite(page, "westside-auto", "/");
  await expect(page.locator("[data-account-link]")).toHaveCount(0);
});

// The feed writes one Harbour City Toyota car; no other test counts that dealership's stock
// by this stock number.
const DEALERSHIP = "harbour-city-toyota";
const stocknum = `ACC${Date.now().toString(36).toUpperCase()}`;
const feedCar = {
  slug: `e2e-alert-${stocknum.toLowerCase()}`,
  name: `2023 Toyota Corolla Alerttest ${stocknum}`,
  make: "Toyota",
  model: "Corolla",
  badge: "Alerttest",
  year: 2023,
  km: 12_000,
  car_type: "used",
  price: 31_990,
  body: "Hatch",
  fuel: "Petrol",
  transmission: "Automatic",
  location: "harbour-city-toyota-alexandria",
};

function feed(request: APIRequestContext, method: "PUT" | "DELETE", body?: unknown) {
  return request.fetch(`http://127.0.0.1:${PORT}/api/feed/cars/${stocknum}`, {
    method,
    headers: { host: `localhost:${PORT}`, authorization: `Bearer demo-feed-${DEALERSHIP}` },
    data: body,
  });
}

function runAlerts(request: APIRequestContext) {
  return request.post(`http://127.0.0.1:${PORT}/api/alerts/run`, {
    headers: { host: `localhost:${PORT}` },
    data: { due_now: true },
  });
}

async function alertMails(page: Page, email: string): Promise<string[]> {
  await page.goto(outboxUrl(email));
  const mails = page.locator("article", { hasText: email }).filter({ hasText: "Stop these emails" });
  return mails.allTextContents();
}

test("a saved search and a saved car: one alert email after a feed price change, unsubscribed in one click", async ({
  browser,
  request,
}) => {
  expect((await feed(request, "PUT", feedCar)).status()).toBeLessThan(300);
  try {
    const email = uniqueEmail("alert");
    const context = await newContext(browser);
    const page = await signIn(context, email);
    await visitSite(page, SITE, `/search/new-used-and-demo-cars?q=${stocknum}`);
    // The page knows the shopper is signed in (GET /api/auth answered) before the heart is used:
    // a click before that saves on the device only, and no watchlist request would come.
    await expect(page.locator("[data-account-link]")).toHaveText("My account");
    const heart = page.locator("[data-favourite-id]:not([disabled])").first();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/auth/watchlist") && r.ok(), {
      timeout: 15_000,
    });
    await heart.click();
    await saved;
    await page.getByRole("button", { name: "Save this search" }).click();
    await expect(page.getByRole("button", { name: "Search saved" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing changed yet: no email.
    expect((await runAlerts(request)).ok()).toBe(true);
    const mailPage = await context.newPage();
    expect(await alertMails(mailPage, email)).toEqual([]);

    // The dealer's feed lowers the price; the job runs twice: exactly one email.
    expect((await feed(request, "PUT", { ...feedCar, price: 29_990 })).status()).toBeLessThan(300);
    await runAlerts(request);
    await runAlerts(request);
    const mails = await alertMails(mailPage, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${feedCar.name}: now $29,990 (was $31,990)`);

    // One click on the email's link (the page's one button) stops the emails.
    const link = captured(
      mails[0],
      /Stop these emails: (\S+?\/unsubscribe\?token=[^\s]+)/,
      "the unsubscribe link in the alert email",
    );
    await page.goto(link.replace(/List-Unsubscribe.*$/, ""));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toContainText("You are unsubscribed");
    await expectNoAxeViolations(page);
    expect((await feed(request, "PUT", { ...feedCar, price: 27_990 })).status()).toBeLessThan(300);
    await runAlerts(request);
    expect(await alertMails(mailPage, email)).toHaveLength(1);
    await context.close();
  } finally {
    await feed(request, "DELETE");
  }
});
