import { expect, test } from "@playwright/test";
import { expectAstroPage } from "./astro-helpers";
import {
  apiGet,
  brokenLinks,
  expectNoAxeViolations,
  hostHeaders,
  ownBodyLinks,
  PORT,
  siteUrl,
  visitSite,
} from "./fixtures";

// The stock search family on Astro (docs/decisions/020-astro-islands.md, issue 27): GET /search,
// /search/{slug} and /pre-owned in the site's shell, with the filter and sort forms, the Filters
// link, "Save this search" and the grid's toggles brought to life by plain scripts, no island
// and no React before a touch. The behaviour itself (instant apply,
// keyboard, the phone's sheet, canonical redirects, caching) is stock.spec.ts's, unchanged.
const SITE = "westside-auto";
const SEARCH = "/search/new-used-and-demo-cars";

test("a search page is served by Astro: its forms and toggles plain scripts, no React before a touch, axe at both widths", async ({
  page,
}) => {
  const response = await visitSite(page, SITE, SEARCH);
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(Object.keys(headers).filter((name) => /^x-(nextjs|middleware)-|^x-powered-by$/.test(name))).toEqual(
    [],
  );
  // A common search: what Next's ISR sent, so shared caches (and the microcache) may keep it.
  expect(headers["cache-control"]).toBe("s-maxage=300, stale-while-revalidate=31535700");
  // Its size is html-budget.spec.ts's, on every demo site.
  const html = await response.text();
  await expect(page).toHaveTitle("Cars for sale | Westside Auto Hub");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl(SITE, SEARCH));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const islands = await expectAstroPage(page, html);
  // The forms, the Filters link, the list's view event and "Save this search" are server markup
  // that the page's script (start-search-page.ts) starts; the cards' toggles are drawn by a plain
  // script from the grid's data block. Only the header's touch-only islands are left.
  for (const plain of [
    "SearchForm",
    "FiltersButton",
    "ListViewTracker",
    "SaveSearchButton",
    "CardToggles",
    "FavouriteButton",
    "CompareButton",
    "VehicleCard",
  ])
    expect(islands.map(([name]) => name)).not.toContain(plain);
  for (const [name, directive] of islands) expect(`${name} ${directive}`).toMatch(/ interaction$/);
  await expect(page.locator('form[data-search-form="started"]')).toHaveCount(2);
  expect(html).not.toMatch(/props="[^"]*facets/);
  const react = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /\/_astro\/react\./.test(name)),
  );
  expect(react, "no React before a touch").toEqual([]);
  // Each card's photo offers the widths it is shown at, not every configured one.
  const srcset = await page.locator("[data-testid=search-results] img").first().getAttribute("srcset");
  expect(srcset?.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
    "384w",
    "640w",
    "828w",
    "1080w",
    "1200w",
  ]);
  // The toggles are drawn in place: 24 hearts, live.
  await expect(page.locator("[data-testid=search-results] [data-favourite-id]:not([disabled])")).toHaveCount(
    24,
  );
  await expect(page.locator("[data-testid=search-results] [data-compare-id]:not([disabled])")).toHaveCount(
    24,
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test("a filtered search is noindex and renders per request; /search redirects; an unknown slug is the site's 404", async ({
  page,
  request,
}) => {
  const filtered = await visitSite(page, SITE, `${SEARCH}?q=toyota`);
  expect(filtered.headers()["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cars for sale matching “toyota”");

  const index = await request.get(`http://127.0.0.1:${PORT}/search?make=Toyota`, {
    headers: hostHeaders(SITE),
    maxRedirects: 0,
  });
  expect(index.status()).toBe(307);
  expect(index.headers().location).toBe(`${SEARCH}?make=Toyota`);

  const missing = await visitSite(page, SITE, "/search/no-such-search");
  expect(missing.status()).toBe(404);
  await expect(page).toHaveTitle("Search not found | Westside Auto Hub");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that search");
  await expect(page.locator("#site-header")).toBeVisible();
  await expectAstroPage(page, await missing.text());
  // /pre-owned is the manufacturer template's search; elsewhere the same 404.
  expect((await apiGet(request, SITE, "/pre-owned")).status()).toBe(404);
  expect((await apiGet(request, "mazda-approved", "/pre-owned")).status()).toBe(200);
  // HEAD as GET; an unknown host is the platform's "Site not found".
  expect(
    (await request.head(`http://127.0.0.1:${PORT}${SEARCH}`, { headers: hostHeaders(SITE) })).status(),
  ).toBe(200);
  expect((await apiGet(request, "no-such-site", SEARCH)).status()).toBe(404);
});

test("every link of a search page's body leads somewhere", async ({ page, request }) => {
  await visitSite(page, SITE, `${SEARCH}?make=Toyota`);
  const own = await ownBodyLinks(page, SITE);
  // The breadcrumb, the applied filter's chip, the cards, the pages.
  expect(own.length).toBeGreaterThan(10);
  expect(own.some((path) => /^\/cars\//.test(path))).toBe(true);
  expect(await brokenLinks(request, SITE, own)).toEqual([]);
});

test("with JavaScript: a sort applies at once, the page keeps its scroll, and the heart is kept on reload", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visitSite(page, SITE, SEARCH);
  await expect(page.locator('form[data-search-form="started"]')).toHaveCount(2);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const scrolled = await page.evaluate(() => window.scrollY);
  // Chosen with the pointer (focus on the select, no key pressed): applied at once.
  await page.locator("#search-sort").focus();
  await page.locator("#search-sort").selectOption("price-desc");
  await expect(page).toHaveURL(new RegExp(`${SEARCH}\\?sort=price-desc$`));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("search-sort");
  // Where it was, give or take what the browser's scroll anchoring moves as the new page settles.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
  const heart = page.locator("[data-testid=search-results] [data-favourite-id]:not([disabled])").first();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(
    page.locator("[data-testid=search-results] [data-favourite-id]:not([disabled])").first(),
  ).toHaveAttribute("aria-pressed", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter and sort forms submit as plain GET forms", async ({ page }) => {
    await visitSite(page, SITE, SEARCH);
    const filters = page.getByRole("search", { name: "Filter stock" });
    await filters.locator("#filter-make").selectOption("Toyota");
    await filters.getByRole("button", { name: /^Show \d+ results?$/ }).click();
    // Empty fields are tidied away by the canonical redirect.
    await expect(page).toHaveURL(new RegExp(`${SEARCH}\\?make=Toyota$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Cars for sale");
    const sort = page.getByRole("search", { name: "Sort stock" });
    await sort.locator("#search-sort").selectOption("price-asc");
    await sort.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH}\\?make=Toyota&sort=price-asc$`));
    await expect(page.locator("#filter-make")).toHaveValue("Toyota");
  });
});
