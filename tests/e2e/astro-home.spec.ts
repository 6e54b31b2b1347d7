import { expect, test } from "@playwright/test";
import { expectAstroPage, expectPhoneMenuIsland } from "./astro-helpers";
import {
  brokenLinks,
  expectNoAxeViolations,
  hostHeaders,
  ownBodyLinks,
  PORT,
  siteUrl,
  visitSite,
} from "./fixtures";

// The dealer site's home page on Astro (docs/decisions/020-astro-islands.md, issue 27): GET / in
// the site's shell, rendered by Astro from the same components as Next's pages, with no framework
// JavaScript but its islands (the quick search, each featured card's toggles, the "Visit us" cards).
// The site with chat and analytics, the one the first-load JavaScript budget is measured on.
const SITE = "westside-auto";

test("/ is served by Astro: the shell, the home page, the security headers, islands only, axe at both widths", async ({
  page,
}) => {
  const response = await visitSite(page, SITE, "/");
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-request-id"]).toBeTruthy();
  expect(Object.keys(headers).filter((name) => /^x-(nextjs|middleware)-|^x-powered-by$/.test(name))).toEqual(
    [],
  );
  // What Next sent for the home page: rendered per request, so the microcache keeps none.
  expect(headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  await expect(page).toHaveTitle("Westside Auto Hub");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("search", { name: "Quick stock search" })).toBeVisible();
  await expect(page.locator("#site-header")).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  // The structured data names the address the shopper reached the site at.
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? "{}").url).toBe(siteUrl(SITE, "/"));
  const islands = await expectAstroPage(page, await response.text());
  // Only where a person interacts, each with its directive (the shell's, then the page's).
  // westside-auto runs no split test: the quick search waits for a touch, as do the phone
  // links and the menus.
  expect(islands).toContainEqual(["QuickSearch", "interaction"]);
  expect(islands).toContainEqual(["PhoneReveal", "interaction"]);
  expect(islands).toContainEqual(["PackedMobileMenu", "interaction"]);
  expect(islands).toContainEqual(["PackedNavMenu", "interaction"]);
  // The trackers and the consent banner are one plain module, no island; so are the saved
  // count, the sign-in link, every opening status and the chat launcher, with its timed prompt
  // (the shell's widgets), and the featured cards' favourite and compare toggles.
  for (const plain of [
    "ActionTracker",
    "PageViewTracker",
    "TrackingRecorder",
    "AnalyticsScripts",
    "SavedCount",
    "AccountLink",
    "OpenNowStatus",
    "OpenNowLive",
    "ChatWidget",
    "FavouriteButton",
    "CompareButton",
    "CardToggles",
  ])
    expect(islands.map(([name]) => name)).not.toContain(plain);
  // "Visit us" is server markup; only each card's phone link is an island, on a touch.
  expect(islands.map(([name]) => name)).not.toContain("HomeLocations");
  expect(islands.filter(([name]) => name === "PhoneReveal").length).toBeGreaterThan(1);
  expect(islands.map(([name]) => name)).not.toContain("HomePageFrame");
  expect(islands.map(([name]) => name)).not.toContain("VehicleCard");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test("every link of the home page's body leads somewhere", async ({ page, request }) => {
  await visitSite(page, SITE, "/");
  // The page's own links (the shell's are the same on every page).
  const own = await ownBodyLinks(page, SITE);
  // The browse links, the featured cars, "View all stock", the service tiles, the locations.
  expect(own.length).toBeGreaterThan(10);
  expect(own).toContain("/our-locations");
  expect(own.some((path) => /^\/cars\//.test(path))).toBe(true);
  expect(await brokenLinks(request, SITE, own)).toEqual([]);
});

test("the quick search by keyboard: the count follows the choice and Enter searches", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visitSite(page, SITE, "/");
  // The quick search's island waits for the first touch (client:interaction).
  const island = page.locator('astro-island[component-export="QuickSearch"]');
  await expect(island).toHaveAttribute("ssr", "");
  const form = page.getByRole("search", { name: "Quick stock search" });
  const button = form.locator('button[type="submit"]');
  const before = Number(await button.getAttribute("data-count"));
  expect(before).toBeGreaterThan(0);
  // Tab from the skip link through the header until the first field of the form.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  const make = form.getByLabel("Make");
  for (let i = 0; i < 40 && !(await make.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(make).toBeFocused();
  // A choice at once, perhaps before the island has hydrated: it is counted all the same.
  await page.keyboard.press("ArrowDown");
  const chosen = await make.inputValue();
  expect(chosen).not.toBe("");
  // The island asks for the count of the choice: fewer than every car.
  await expect.poll(async () => Number(await button.getAttribute("data-count"))).toBeLessThan(before);
  await expect(island).not.toHaveAttribute("ssr", "");
  const after = Number(await button.getAttribute("data-count"));
  await expect(button).toContainText(`Show ${after} `);
  // On to the button (past the other fields) and Enter.
  for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]make=${encodeURIComponent(chosen).replace(/%20/g, "\\+")}`));
});

test("/ at phone width: the phone menu island opens and closes; no sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visitSite(page, SITE, "/");
  const menu = await expectPhoneMenuIsland(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a featured car's heart saves it on this device: pressed, counted in the header, kept on reload", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visitSite(page, SITE, "/");
  const card = page.locator('section[aria-labelledby="featured-heading"] article').first();
  await card.scrollIntoViewIfNeeded();
  const title = ((await card.locator("h3").first().textContent()) ?? "").trim();
  const heart = card.locator("button[data-favourite-id]");
  // Drawn by a plain script at the shell's idle moment, from the grid's data block.
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("#site-header [data-saved-count]")).toHaveAttribute("data-saved-count", "1");
  await page.reload();
  const again = page
    .locator('section[aria-labelledby="featured-heading"] article')
    .first()
    .locator("button[data-favourite-id]");
  await again.scrollIntoViewIfNeeded();
  await expect(again).toHaveAttribute("aria-pressed", "true");
  // The header's saved-cars link leads to the list (Next's page, reading the same device storage).
  await page.locator("#site-header").getByRole("link", { name: /Saved/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "My garage" })).toBeVisible();
  await expect(page.locator("#main").getByRole("link", { name: title })).toBeVisible();
});

test("an unknown site's / is the platform's 404; HEAD /; the platform's own / stays with Next", async ({
  page,
  request,
}) => {
  const unknown = await page.goto(siteUrl("no-such-dealer", "/"));
  expect(unknown?.status()).toBe(404);
  expect(unknown?.statusText()).toBe("Not Found");
  await expect(page.getByRole("heading", { level: 1, name: "Site not found" })).toBeVisible();
  await expectNoAxeViolations(page);
  const head = await request.head(`http://127.0.0.1:${PORT}/`, { headers: hostHeaders(SITE) });
  expect(head.status()).toBe(200);
  const gzip = await request.get(`http://127.0.0.1:${PORT}/`, {
    headers: { ...hostHeaders(SITE), "accept-encoding": "gzip" },
  });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain("Quick stock search");
  const directory = await request.get(`http://127.0.0.1:${PORT}/`, {
    headers: { host: `localhost:${PORT}` },
  });
  expect(directory.status()).toBe(200);
  expect(await directory.text()).toContain("/_next/static/");
});

test("a home page with nothing to react to before a touch loads no React: the shell's widgets are plain scripts", async ({
  page,
}) => {
  // coastline-rentals: chat without a timed prompt, no featured cars in the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/_astro/") && path.endsWith(".js")) scripts.push(path);
  });
  await visitSite(page, "coastline-rentals", "/");
  await expect(page.locator("html")).toHaveAttribute("data-shell-trackers", "started");
  // The widgets ran: the opening status was recomputed on this clock (it says open or closed).
  await expect(page.locator("[data-utility-bar] [data-open-now]")).toHaveText(/^(Open now|Closed)/);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(scripts.length).toBeGreaterThan(0);
  // React's chunk is named for it (astro.config.ts); no island's code or renderer loaded either.
  expect(scripts.filter((path) => /\/(react|client)\.[\w-]+\.js$/.test(path))).toEqual([]);
  expect(await page.locator("astro-island:not([ssr])").count()).toBe(0);
  // A save from another tab shows in the header's count without a reload, and no React came with it.
  await page.evaluate(() => {
    window.localStorage.setItem(
      "favourites",
      JSON.stringify([{ id: 1, name: "Car 1", slug: "car-1", make: null, model: null, primary_image_url: null }]),
    );
    window.dispatchEvent(new StorageEvent("storage", { key: "favourites" }));
  });
  await expect(page.locator("#site-header [data-saved-count]")).toHaveAttribute("data-saved-count", "1");
  expect(scripts.filter((path) => /\/(react|client)\.[\w-]+\.js$/.test(path))).toEqual([]);
});

