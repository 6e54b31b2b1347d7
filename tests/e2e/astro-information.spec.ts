import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectAstroPage } from "./astro-helpers";
import {
  brokenLinks,
  expectNoAxeViolations,
  hostHeaders,
  ownBodyLinks,
  PORT,
  siteUrl,
  visitSite,
} from "./fixtures";

// The information pages every site has, on Astro (docs/decisions/020-astro-islands.md, issue
// 27): GET /about-us, /privacy-policy, /terms-and-conditions (and /pages/{same}, their 308) and
// /our-locations, rendered by Astro in the site's shell from the same components as Next's
// catch-all route, with no framework JavaScript but the shell's islands, the print button's
// and each location card's.
const SITE = "westside-auto"; // chat and analytics, no pages path
const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";

function get(request: APIRequestContext, path: string, slug = SITE) {
  return request.get(`http://127.0.0.1:${PORT}${path}`, { headers: hostHeaders(slug), maxRedirects: 0 });
}

test("/about-us is served by Astro: the page, its head, the headers, the print island, axe at both widths", async ({
  page,
}) => {
  const response = await visitSite(page, SITE, "/about-us");
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  // What Next sent for these pages: rendered per request, so the microcache keeps none.
  expect(headers["cache-control"]).toBe(NO_STORE);
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(Object.keys(headers).filter((name) => /^x-(nextjs|middleware)-|^x-powered-by$/.test(name))).toEqual(
    [],
  );
  await expect(page).toHaveTitle(/^About .+ \| Westside Auto Hub$/);
  // The page's own description (the template default's), indexed: no robots meta.
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toBeTruthy();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/About/);
  await expect(page.locator("[data-page-sections] section").first()).toBeVisible();
  const islands = await expectAstroPage(page, await response.text());
  // The print button waits for a touch; nothing else of the page's body is an island.
  expect(islands).toContainEqual(["PrintButton", "interaction"]);
  expect(islands.map(([name]) => name)).not.toContain("InformationPageView");
  await expect(page.locator('astro-island[component-export="PrintButton"]')).toHaveAttribute("ssr", "");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the print button prints on the first click, and by keyboard, before its island has hydrated", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await visitSite(page, SITE, "/privacy-policy");
  const button = page.getByRole("button", { name: "Print this page" });
  const island = page.locator('astro-island[component-export="PrintButton"]');
  await expect(island).toHaveAttribute("ssr", "");
  await button.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(island).not.toHaveAttribute("ssr", "");
  await page.reload();
  await expect(island).toHaveAttribute("ssr", "");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test("every link of an information page's body leads somewhere", async ({ page, request }) => {
  for (const [slug, path] of [
    [SITE, "/about-us"],
    [SITE, "/privacy-policy"],
    [SITE, "/terms-and-conditions"],
    ["harbourcity", "/about-us"],
    ["lone-star-auto", "/privacy-policy"],
    ["harbourcity", "/our-locations"],
    ["mazda-approved", "/pages/our-locations"],
  ] as const) {
    await visitSite(page, slug, path);
    const own = await ownBodyLinks(page, slug);
    expect(await brokenLinks(request, slug, own), `${slug}${path}`).toEqual([]);
  }
  // The template's pages have no links in their text; the locations' cards do (mail, maps).
  await visitSite(page, "harbourcity", "/our-locations");
  expect(await page.locator("#main a[href]").count()).toBeGreaterThan(3);
});

test("/our-locations is served by Astro: grouped cards as islands waiting for a touch, JSON-LD, axe", async ({
  page,
}) => {
  const response = await visitSite(page, "harbourcity", "/our-locations");
  expect(response.status()).toBe(200);
  expect((await response.allHeaders())["cache-control"]).toBe(NO_STORE);
  await expect(page).toHaveTitle(/ \| Harbour City Motor Group$/);
  const islands = await expectAstroPage(page, await response.text());
  const cards = page.locator("[data-location]");
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  // One island a card, each on the first touch; the list around them is markup.
  expect(islands.filter(([name]) => name === "LocationCard")).toEqual(
    Array.from({ length: count }, () => ["LocationCard", "interaction"]),
  );
  expect(islands.map(([name]) => name)).not.toContain("LocationsList");
  await expect(
    page.locator("[data-location-group]").first().getByRole("heading", { level: 2 }),
  ).toBeVisible();
  // Each location as local business data, at the address the shopper reached.
  const jsonLd = JSON.parse(
    (await page.locator('#main script[type="application/ld+json"]').first().textContent()) ?? "[]",
  );
  expect(jsonLd).toHaveLength(count);
  expect(jsonLd[0].url).toBe(siteUrl("harbourcity", "/our-locations"));
  // Today's row of the week is marked, in each location's own time zone.
  await expect(cards.first().locator('tr[aria-current="date"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a location card's reviews open on the first click, by mouse and keyboard, before it has hydrated", async ({
  page,
}) => {
  await visitSite(page, "harbourcity", "/our-locations");
  const card = page.locator('astro-island[component-export="LocationCard"]').filter({
    has: page.locator("[aria-expanded]"),
  });
  const first = card.first();
  await expect(first).toHaveAttribute("ssr", "");
  const reviews = first.locator("[aria-expanded]");
  await reviews.click();
  await expect(reviews).toHaveAttribute("aria-expanded", "true");
  await expect(first.locator("[data-reviews] li").first()).toBeVisible();
  await page.reload();
  await expect(first).toHaveAttribute("ssr", "");
  await reviews.focus();
  await page.keyboard.press("Enter");
  await expect(reviews).toHaveAttribute("aria-expanded", "true");
});

test("/pages/{slug} 308s to the stripped address with its query; other spellings stay Next's", async ({
  request,
}) => {
  for (const [slug, path, location] of [
    [SITE, "/pages/about-us", "/about-us"],
    [SITE, "/pages/privacy-policy?utm_source=x", "/privacy-policy?utm_source=x"],
    // A site with a pages path strips these three too.
    ["mazda-approved", "/pages/terms-and-conditions", "/terms-and-conditions"],
  ] as const) {
    const res = await get(request, path, slug);
    expect(res.status(), `${slug}${path}`).toBe(308);
    expect(res.headers().location).toBe(location);
    expect(res.headers()["cache-control"]).toBe(NO_STORE);
  }
  // Next's trailing-slash redirect, as before.
  const slash = await get(request, "/about-us/");
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toBe("/about-us");
  // HEAD answers as GET does, without a body.
  const head = await request.head(`http://127.0.0.1:${PORT}/terms-and-conditions`, {
    headers: hostHeaders(SITE),
  });
  expect(head.status()).toBe(200);
  expect(head.headers()["cache-control"]).toBe(NO_STORE);
});

test("an unknown site's information page is the platform's Site not found; US spelling on a US site", async ({
  page,
  request,
}) => {
  const res = await get(request, "/about-us", "no-such-dealer");
  expect(res.status()).toBe(404);
  expect(res.statusText()).toBe("Not Found");
  expect(await res.text()).toContain("Site not found");
  await page.goto(siteUrl("lone-star-auto", "/privacy-policy"));
  await expect(page.locator("main")).toContainText("inquiry");
  await expect(page.locator("main")).not.toContainText("enquiry");
});

test("gzip: the information page is compressed as Next's was", async ({ request }) => {
  const res = await request.get(`http://127.0.0.1:${PORT}/about-us`, {
    headers: { ...hostHeaders(SITE), "accept-encoding": "gzip" },
  });
  expect(res.headers()["content-encoding"]).toBe("gzip");
});

test("the blog at /blog is served by Astro: list and post, their head and social cards, links, axe", async ({
  page,
  request,
}) => {
  const list = await visitSite(page, "harbourcity", "/blog?page=2");
  expect(list.status()).toBe(200);
  expect((await list.allHeaders())["cache-control"]).toBe(NO_STORE);
  // No island of its own: the shell's only.
  const listIslands = await expectAstroPage(page, await list.text());
  expect(listIslands.map(([name]) => name)).not.toContain("BlogList");
  await expect(page).toHaveTitle("Blog, page 2 | Harbour City Motor Group");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    siteUrl("harbourcity", "/blog?page=2"),
  );
  // What Next's metadata printed for the list: Open Graph, then Twitter's card from it.
  const meta = () =>
    page
      .locator("head meta[property], head meta[name^='twitter:']")
      .evaluateAll((els) =>
        els.map(
          (el) => `${el.getAttribute("property") ?? el.getAttribute("name")}=${el.getAttribute("content")}`,
        ),
      );
  const description = "News, advice and stories from Harbour City Motor Group.";
  expect(await meta()).toEqual([
    "og:title=Blog",
    `og:description=${description}`,
    `og:url=${siteUrl("harbourcity", "/blog?page=2")}`,
    "og:site_name=Harbour City Motor Group",
    "og:type=website",
    "twitter:card=summary",
    "twitter:title=Blog",
    `twitter:description=${description}`,
  ]);
  const own = await ownBodyLinks(page, "harbourcity");
  expect(own.length).toBeGreaterThan(2);
  expect(await brokenLinks(request, "harbourcity", own)).toEqual([]);
  await expectNoAxeViolations(page);

  const post = await visitSite(page, "harbourcity", "/blog/hybrid-or-electric");
  expect(post.status()).toBe(200);
  await expectAstroPage(page, await post.text());
  await expect(page).toHaveTitle(/^Hybrid or electric.* \| Harbour City Motor Group$/);
  const image = siteUrl("harbourcity", "/api/blog/hybrid-or-electric/social-image");
  const cards = await meta();
  expect(cards).toContain(`og:image=${image}`);
  expect(cards).toContain("og:image:width=1200");
  expect(cards).toContain("og:type=article");
  expect(cards).toContain("article:author=Priya Shah");
  expect(cards).toContain("twitter:card=summary_large_image");
  expect(cards).toContain(`twitter:image=${image}`);
  expect(cards.filter((m) => m.startsWith("article:published_time="))).toHaveLength(1);
  const postLinks = await ownBodyLinks(page, "harbourcity");
  expect(await brokenLinks(request, "harbourcity", postLinks)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the blog's 404s and 308s: noindex in the site's shell, the query kept on the move", async ({
  request,
}) => {
  for (const [slug, path] of [
    ["harbourcity", "/blog/no-such-post"],
    ["harbourcity", "/blog?page=99"],
    ["harbourcity", "/blog?page=1&page=2"],
    ["sunburnt-used", "/blog"],
  ] as const) {
    const res = await get(request, path, slug);
    expect(res.status(), `${slug}${path}`).toBe(404);
    expect(res.headers()["cache-control"]).toBe(NO_STORE);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("We couldn’t find that page");
  }
  const moved = await get(request, "/blog/what-approved-means?utm_source=x", "mazda-approved");
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe("/news/what-approved-means?utm_source=x");
  expect(moved.headers()["cache-control"]).toBe(NO_STORE);
  // /news, where the manufacturer site keeps it, is Astro's catch-all's: the list, no Next in it.
  const news = await get(request, "/news", "mazda-approved");
  expect(news.status()).toBe(200);
  expect(news.headers()["cache-control"]).toBe(NO_STORE);
  const newsHtml = await news.text();
  expect(newsHtml).not.toContain("/_next/static/");
  expect(newsHtml).toContain('href="/news/what-approved-means"');
});
