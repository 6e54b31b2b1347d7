import { type APIRequestContext, expect, type Page, type Response, test } from "@playwright/test";
import {
  brokenLinks,
  expectNoAxeViolations,
  hostHeaders,
  ownBodyLinks,
  PORT,
  siteUrl,
  visitSite,
} from "./fixtures";

// Small dealer page families on Astro (docs/decisions/020-astro-islands.md, issue 27), moved
// as /models was: GET /success (the confirmation after a form), GET /my-garage (saved cars,
// with its redirect to the one tab), GET /unsubscribe (alert emails), and the shopper's
// account and saved pages: GET /saved (the garage's page at the my-area path), /sign-in and
// /account (their forms and buttons still call Next's /api/auth). Each is
// rendered by Astro in the site's shell from the same components as Next's pages, with no
// framework JavaScript but its islands; their 404s are Astro's too.
const SITE = "harbourcity"; // accounts on, the garage as its saved-cars path
const NO_ACCOUNTS_SITE = "westside-auto"; // the garage, no accounts
const SAVED_SITE = "flexidrive"; // saved cars at /saved: no garage
const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";

/** Answered by Astro: its islands and scripts only, nothing of Next, the headers Next sent. */
async function expectAstroPage(page: Page, response: Response, title: RegExp) {
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  expect(headers["cache-control"]).toBe(NO_STORE);
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(Object.keys(headers).filter((name) => /^x-(nextjs|middleware)-|^x-powered-by$/.test(name))).toEqual(
    [],
  );
  const html = await response.text();
  expect(html).not.toMatch(/<script[^>]+src="\/_next\//);
  expect(html).not.toContain("self.__next_f");
  const sources = await page
    .locator("script[src]")
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute("src") ?? ""));
  for (const src of sources) expect(src).toMatch(/^\/_astro\//);
  await expect(page).toHaveTitle(title);
  // Kept out of search engines, as Next's `robots: { index: false }` did.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator("#site-header")).toBeVisible();
}

/** The page of the first car on the site's search. */
async function firstCarPath(page: Page): Promise<string> {
  await visitSite(page, SITE, "/search");
  const path = (await page.locator('#main a[href^="/cars/"]').first().getAttribute("href")) ?? "";
  expect(path).toMatch(/^\/cars\/[^/]+$/);
  return path;
}

test("/success is served by Astro: the confirmation, the remembered car island, links followed, axe", async ({
  page,
}) => {
  const car = { path: await firstCarPath(page), name: "The car this enquiry was about" };
  // What the final submit of a form remembers on this device (browser-storage.ts).
  await page.evaluate(
    ({ car }) =>
      window.localStorage.setItem(
        "forecourt:harbourcity:success_car",
        JSON.stringify({
          id: 1,
          slug: car.path.split("/").pop(),
          name: car.name,
          car_type: "used",
          stocknum: "HC-TEST-1",
          price: null,
          primary_image_url: null,
          path: car.path,
        }),
      ),
    { car },
  );
  const response = await visitSite(page, SITE, "/success?category=general-enquiry");
  expect(response.status()).toBe(200);
  await expectAstroPage(page, response, /^Thank you \| .+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, we've received your enquiry");
  await expect(page.locator("[data-success-category]")).toContainText("Your general enquiry is with the");
  // The remembered car is read in the browser by its island.
  await expect(page.locator('astro-island[component-export="RememberedCar"]')).toHaveCount(1);
  const remembered = page.getByRole("region", { name: car.name });
  await expect(remembered).toContainText("Stock number HC-TEST-1");
  await expectNoAxeViolations(page);
  // Its links lead somewhere: the car, and home.
  await remembered.getByRole("link", { name: car.name }).click();
  await expect(page).toHaveURL(siteUrl(SITE, car.path));
  await visitSite(page, SITE, "/success?category=general-enquiry");
  // By keyboard: the skip link first, then on to the way home.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  const home = page.getByRole("link", { name: "Back to home" });
  await home.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(siteUrl(SITE, "/"));
  // A category that is not a slug is not shown.
  await visitSite(page, SITE, "/success?category=%3Cb%3E");
  await expect(page.locator("[data-success-category]")).toHaveCount(0);
});

test("/my-garage: the redirect to its one tab as Next sent it, then the saved cars island on Astro", async ({
  page,
  request,
}) => {
  for (const path of ["/my-garage", "/my-garage?tab=x", "/my-garage?tab=saved-cars&tab=saved-cars"]) {
    const bare = await request.get(`http://127.0.0.1:${PORT}${path}`, {
      headers: hostHeaders(SITE),
      maxRedirects: 0,
    });
    expect([path, bare.status()]).toEqual([path, 307]);
    expect(bare.headers().location).toBe("/my-garage?tab=saved-cars");
    expect(bare.headers()["cache-control"]).toBe(NO_STORE);
  }
  const head = await request.head(`http://127.0.0.1:${PORT}/my-garage?tab=saved-cars`, {
    headers: hostHeaders(SITE),
  });
  expect(head.status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(SITE, "/my-garage"));
  await expect(page).toHaveURL(siteUrl(SITE, "/my-garage?tab=saved-cars"));
  const response = await visitSite(page, SITE, "/my-garage?tab=saved-cars");
  expect(response.status()).toBe(200);
  await expectAstroPage(page, response, /^My garage \| .+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My garage");
  await expect(page.getByRole("navigation", { name: "Garage" }).getByRole("link")).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Nothing saved on this device: the island's empty state, and its way to the stock.
  await expect(page.getByText("You haven’t saved any cars yet.")).toBeVisible();
  // Accounts on: whose list this is, once GET /api/auth has answered (signed out).
  const note = page.locator('[data-saved-cars-note="signed-out"]');
  await expect(note.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Browse stock" }).click();
  await expect(page).toHaveURL(/\/search/);

  // Save a car on the search, then find it in the garage and remove it by keyboard.
  const saved = page.locator("[data-favourite-id]:not([disabled])").first();
  const id = await saved.getAttribute("data-favourite-id");
  await saved.click();
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await visitSite(page, SITE, "/my-garage?tab=saved-cars");
  const card = page.locator(`[data-saved-car-id="${id}"]`);
  await expect(card).toBeVisible();
  await expect(card.locator("[data-saved-car-facts]")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  const remove = card.getByRole("button", { name: /^Remove / });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("You haven’t saved any cars yet.")).toBeVisible();
  // The garage's tab and the compare link lead somewhere.
  const links = [
    page.getByRole("navigation", { name: "Garage" }).getByRole("link", { name: "Saved cars" }),
    page.getByRole("link", { name: "Compare cars side by side" }),
  ];
  for (const link of links) {
    const name = (await link.textContent()) ?? "";
    const href = (await link.getAttribute("href")) ?? "";
    const answer = await request.get(`http://127.0.0.1:${PORT}${href}`, { headers: hostHeaders(SITE) });
    expect([name, answer.status()]).toEqual([name, 200]);
  }
});

test("/my-garage without accounts: the device sentence, no account note island", async ({ page }) => {
  const response = await visitSite(page, NO_ACCOUNTS_SITE, "/my-garage?tab=saved-cars");
  expect(response.status()).toBe(200);
  await expect(page.getByText(/are kept on this device/)).toBeVisible();
  await expect(page.locator('astro-island[component-export="SavedCarsAccountNote"]')).toHaveCount(0);
  await expect(page.locator('astro-island[component-export="SavedCars"]')).toHaveCount(1);
});

test("/unsubscribe on Astro: the one button, the confirmation, the incomplete link; its form posts to Next", async ({
  page,
}) => {
  const response = await visitSite(page, SITE, "/unsubscribe?token=not-a-real-token");
  expect(response.status()).toBe(200);
  await expectAstroPage(page, response, /^Unsubscribe \| .+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alert emails");
  // No island of its own: a plain form.
  await expect(page.locator("#main astro-island")).toHaveCount(0);
  await expect(page.locator("#main form")).toHaveAttribute(
    "action",
    "/api/auth/unsubscribe?token=not-a-real-token",
  );
  await expectNoAxeViolations(page);
  // By keyboard: the button is reached and sends the form (a forged token: Next's 404).
  const button = page.getByRole("button", { name: "Unsubscribe" });
  await button.focus();
  const [post] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/auth/unsubscribe")),
    page.keyboard.press("Enter"),
  ]);
  expect(post.status()).toBe(404);
  await expect(page).toHaveURL(/\/api\/auth\/unsubscribe\?token=/);
  await page.waitForLoadState("load");
  await visitSite(page, SITE, "/unsubscribe?done=1");
  await expect(page.getByRole("status")).toContainText("You are unsubscribed");
  await visitSite(page, SITE, "/unsubscribe");
  await expect(page.getByText("This unsubscribe link is incomplete.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the moved pages' 404s: the site's own in its shell (noindex), the platform's for an unknown site", async ({
  page,
}) => {
  const cases: Array<[slug: string, path: string]> = [
    [SAVED_SITE, "/my-garage?tab=saved-cars"],
    [SAVED_SITE, "/my-garage"],
    [NO_ACCOUNTS_SITE, "/unsubscribe?token=x"],
    [SITE, "/saved"],
    [NO_ACCOUNTS_SITE, "/saved"],
    [NO_ACCOUNTS_SITE, "/sign-in"],
    [NO_ACCOUNTS_SITE, "/sign-in?error=INVALID_TOKEN"],
    [NO_ACCOUNTS_SITE, "/account"],
  ];
  for (const [slug, path] of cases) {
    const response = await visitSite(page, slug, path);
    expect([slug, path, response.status(), response.statusText()]).toEqual([slug, path, 404, "Not Found"]);
    expect(response.headers()["cache-control"]).toBe(NO_STORE);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
    await expect(page.locator("#site-header")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  await expectNoAxeViolations(page);
  for (const path of ["/success", "/my-garage", "/unsubscribe", "/saved", "/sign-in", "/account"]) {
    const unknown = await page.goto(siteUrl("no-such-dealer", path));
    expect([path, unknown?.status()]).toEqual([path, 404]);
    await expect(page.getByRole("heading", { level: 1, name: "Site not found" })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

/** The `client` directive of each island of a component in the page, in order. */
function directives(page: Page, component: string) {
  return page
    .locator(`astro-island[component-export="${component}"]`)
    .evaluateAll((islands) => islands.map((island) => island.getAttribute("client")));
}

/** Each path answers HEAD with 200 and the page's caching, as GET does. */
async function expectHead(request: APIRequestContext, slug: string, paths: readonly string[]) {
  for (const path of paths) {
    const head = await request.head(`http://127.0.0.1:${PORT}${path}`, { headers: hostHeaders(slug) });
    expect([path, head.status(), head.headers()["cache-control"]]).toEqual([path, 200, NO_STORE]);
  }
}

test("/saved on Astro: the garage's page at the my-area path, its islands, links, axe at 390 and 1280 px, keyboard", async ({
  page,
  request,
}) => {
  await expectHead(request, SAVED_SITE, ["/saved"]);
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await visitSite(page, SAVED_SITE, "/saved");
  await expectAstroPage(page, response, /^Saved \| .+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Saved \w+/);
  // No garage tab: the my-area's page is the list alone.
  await expect(page.getByRole("navigation", { name: "Garage" })).toHaveCount(0);
  expect(await directives(page, "SavedCars")).toEqual(["load"]);
  expect(await directives(page, "SavedCarsAccountNote")).toEqual(["idle"]);
  expect(await directives(page, "RecentlyViewed")).toEqual(["idle"]);
  await expect(
    page.locator('[data-saved-cars-note="signed-out"]').getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  await expect(page.getByText(/haven’t saved any/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await brokenLinks(request, SAVED_SITE, await ownBodyLinks(page, SAVED_SITE))).toEqual([]);
  // By keyboard: the skip link first, then the way to the stock.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  const browse = page.locator("#main").getByRole("link", { name: "Browse stock" });
  await browse.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search/);
  // A car saved on the search is listed at /saved.
  const heart = page.locator("[data-favourite-id]:not([disabled])").first();
  const id = await heart.getAttribute("data-favourite-id");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.setViewportSize({ width: 1280, height: 900 });
  await visitSite(page, SAVED_SITE, "/saved");
  await expect(page.locator(`[data-saved-car-id="${id}"]`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/sign-in on Astro: the form island posts to Next's /api/auth by keyboard, the link's error, axe at 390 and 1280 px", async ({
  page,
  request,
}) => {
  await expectHead(request, SITE, ["/sign-in", "/sign-in?error=INVALID_TOKEN"]);
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await visitSite(page, SITE, "/sign-in?error=INVALID_TOKEN");
  await expectAstroPage(page, response, /^Sign in \| .+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.locator("#main").getByRole("alert")).toContainText("already been used or has expired");
  expect(await directives(page, "SignInForm")).toEqual(["load"]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visitSite(page, SITE, "/sign-in");
  await expect(page.locator("#main").getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // By keyboard: the skip link, then the address, then Enter sends it to Next's API.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.locator("#main").getByLabel("Email address").focus();
  await page.keyboard.type("astro-sign-in@example.com");
  const [sent] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in/magic-link")),
    page.keyboard.press("Enter"),
  ]);
  expect(sent.ok()).toBe(true);
  await expect(page.locator("#main").getByRole("status")).toContainText(
    "We sent a sign-in link to astro-sign-in@example.com",
  );
});

test("/account on Astro: signed out it says so and links to sign in (no redirect), axe at 390 and 1280 px, keyboard", async ({
  page,
  request,
}) => {
  await expectHead(request, SITE, ["/account"]);
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await visitSite(page, SITE, "/account");
  await expectAstroPage(page, response, /^My account \| .+$/);
  await expect(page).toHaveURL(siteUrl(SITE, "/account"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
  expect(await directives(page, "AccountPanel")).toEqual(["load"]);
  await expect(page.getByText("You are not signed in.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  const signIn = page.locator("#main").getByRole("link", { name: "Sign in" });
  await signIn.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(siteUrl(SITE, "/sign-in"));
});
