import { expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { apiGet, expectNoAxeViolations, siteUrl, visitSite } from "./fixtures";

// The blog: reached from the site's own navigation, a list of posts and
// their articles with BlogPosting data, on /blog by default and /news on the manufacturer site.

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse(
    defined(await page.locator('script[type="application/ld+json"]').textContent(), "the JSON-LD script"),
  );
}

test("Harbour City: the footer's Blog link, the list's pages, and a post with its BlogPosting, canonical and pictures", async ({
  page,
  request,
}) => {
  await visitSite(page, "harbourcity", "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(siteUrl("harbourcity", "/blog"));
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const cards = page.locator("[data-blog-list] > li");
  await expect(cards).toHaveCount(6);
  await expectNoAxeViolations(page);

  // The second page holds the rest (the scheduled post is not among them), and leads back.
  await page.getByRole("link", { name: "Older posts" }).click();
  await expect(page).toHaveURL(siteUrl("harbourcity", "/blog?page=2"));
  await expect(cards).toHaveCount(2);
  await expect(page.getByText("Spring sale preview")).toHaveCount(0);
  await page.getByRole("link", { name: "Newer posts" }).click();
  await expect(page).toHaveURL(siteUrl("harbourcity", "/blog"));

  const first = cards.first().getByRole("link");
  const title = defined(await first.textContent(), "first.textContent()");
  await first.click();
  await expect(page).toHaveURL(siteUrl("harbourcity", "/blog/hybrid-or-electric"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const ld = await jsonLd(page);
  expect(ld).toMatchObject({
    "@type": "BlogPosting",
    headline: title,
    author: { "@type": "Person", name: "Priya Shah" },
    publisher: { "@type": "Organization", name: "Harbour City Motor Group" },
    url: siteUrl("harbourcity", "/blog/hybrid-or-electric"),
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    siteUrl("harbourcity", "/blog/hybrid-or-electric"),
  );

  // SPEC 7: the Open Graph picture is 1200x630; the hero is fetched at width 1280.
  const ogImage = defined(
    await page.locator('meta[property="og:image"]').getAttribute("content"),
    "the og:image",
  );
  expect(ogImage).toBe(siteUrl("harbourcity", "/api/blog/hybrid-or-electric/social-image"));
  expect((ld.image as string[])[0]).toBe(ogImage);
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, ogImage);
  expect(size).toEqual([1200, 630]);
  const hero = page.locator("img[data-blog-hero]");
  await expect(hero).toHaveJSProperty("complete", true);
  expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).searchParams.get("w"))).toBe(
    "1280",
  );
  await expect(hero).toHaveAttribute("alt", "A blue SUV parked on a country road");

  // Every link in the post's body leads somewhere.
  const hrefs = (
    await page.locator("[data-post-body] a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))
  ).map((href) => defined(href, "a link's href"));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect((await apiGet(request, "harbourcity", href)).status(), href).toBe(200);
  await expectNoAxeViolations(page);

  // The breadcrumb leads back to the list.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(siteUrl("harbourcity", "/blog"));
});

test("Mazda Approved: the News link goes to /news, /blog moves there, and its posts live under /news", async ({
  page,
  request,
}) => {
  await visitSite(page, "mazda-approved", "/");
  const news = page.getByRole("banner").getByRole("link", { name: "News", exact: true });
  await expect(news).toHaveAttribute("href", "/news");
  await news.click();
  await expect(page).toHaveURL(siteUrl("mazda-approved", "/news"));
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await page.locator("[data-blog-list] > li").first().getByRole("link").click();
  await expect(page).toHaveURL(siteUrl("mazda-approved", "/news/what-approved-means"));
  expect(await jsonLd(page)).toMatchObject({
    "@type": "BlogPosting",
    url: siteUrl("mazda-approved", "/news/what-approved-means"),
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    siteUrl("mazda-approved", "/news/what-approved-means"),
  );
  await expectNoAxeViolations(page);

  const moved = await request.get(
    `http://127.0.0.1:${new URL(siteUrl("mazda-approved")).port}/blog/what-approved-means`,
    {
      headers: { host: new URL(siteUrl("mazda-approved")).host },
      maxRedirects: 0,
    },
  );
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toMatch(/\/news\/what-approved-means$/);

  const sitemap = await (await apiGet(request, "mazda-approved", "/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${siteUrl("mazda-approved", "/news")}</loc>`);
  expect(sitemap).toContain(`<loc>${siteUrl("mazda-approved", "/news/what-approved-means")}</loc>`);
  expect(sitemap).not.toContain("/blog");
});

test("404s: a site without a blog, page numbers out of bounds, bad slugs and another site's post", async ({
  request,
}) => {
  const cases: [slug: string, path: string][] = [
    ["sunburnt-used", "/blog"],
    ["harbourcity", "/blog?page=3"],
    ["harbourcity", "/blog?page=99999999999999999999"],
    ["harbourcity", "/blog?page=0"],
    ["harbourcity", "/blog?page=two"],
    ["harbourcity", "/blog/hybrid-or-electric.html"],
    ["harbourcity", "/blog/spring-sale-preview"],
    ["harbourcity", "/blog/what-approved-means"],
    ["mazda-approved", "/news/hybrid-or-electric"],
  ];
  for (const [slug, path] of cases)
    expect((await apiGet(request, slug, path)).status(), `${slug}${path}`).toBe(404);
  expect((await apiGet(request, "harbourcity", "/blog?page=2")).status()).toBe(200);
  const sitemap = await (await apiGet(request, "harbourcity", "/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${siteUrl("harbourcity", "/blog/hybrid-or-electric")}</loc>`);
  expect(sitemap).not.toContain("spring-sale-preview");
});
