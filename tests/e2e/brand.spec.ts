import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { inkFor, readableOnLight, themeVariables } from "../../src/domain/config/theme";
import { defined } from "../../src/domain/defined";
import { apiGet, expectNoAxeViolations, listDemoSites, visitSite } from "./fixtures";

/** "#c8102e" → "rgb(200, 16, 46)", the form getComputedStyle answers in. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function computed(locator: Locator, property: "color" | "background-color"): Promise<string> {
  return locator.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
}

/** The eleven demo sites (the colour test checks the directory lists exactly as many). */
const DEMO_SLUGS = [
  "harbourcity",
  "sunburnt-used",
  "redline-moto",
  "outback-rv",
  "mazda-approved",
  "coastline-rentals",
  "flexidrive",
  "waitemata-motors",
  "lone-star-auto",
  "westside-auto",
  "bigrig-trucks",
] as const;

test.describe("each dealer's own colours", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Each test walks all eleven demo sites; a cold server on a loaded machine renders slowly.
  test.describe.configure({ timeout: 300_000 });

  test("header, buttons and links of every demo site show the site's configured colours", async ({
    page,
    request,
  }) => {
    // The colours come from each site's stored configuration (the seeded demo data), not from copies here.
    const sites = await listDemoSites(request);
    expect(sites.length).toBe(11);
    const seen = new Set<string>();
    for (const site of sites) {
      const { primary, accent } = site.theme;
      await visitSite(page, site.slug);
      const header = page.locator("#site-header");
      expect(await computed(header, "background-color"), `${site.slug} header`).toBe(rgb(primary));
      expect(await computed(header.getByRole("link", { name: "Search stock" }), "background-color")).toBe(
        rgb(accent),
      );
      const button = page.getByRole("link", { name: "View all stock" });
      expect(await computed(button, "background-color"), `${site.slug} primary button`).toBe(rgb(primary));
      expect(await computed(button, "color"), `${site.slug} primary button text`).toBe(rgb(inkFor(primary)));
      const link = page.getByRole("link", { name: "All locations and hours" });
      expect(await computed(link, "color"), `${site.slug} link`).toBe(rgb(readableOnLight(primary)));
      const hero = page.locator("main section").first();
      expect(await computed(hero, "background-color"), `${site.slug} hero`).toBe(rgb(primary));
      seen.add(await computed(header, "background-color"));
    }
    expect(seen.size, "no two demo sites share a header colour").toBe(sites.length);
  });

  test("every demo site shows its own stored logo image and its own typeface", async ({ page, request }) => {
    const logos = new Set<string>();
    const fonts = new Set<string>();
    const uploaded: string[] = [];
    for (const site of await listDemoSites(request)) {
      await visitSite(page, site.slug);
      const logo = page.locator("#site-header").getByRole("img", { name: site.name });
      await expect(logo).toBeVisible();
      // Loaded and drawn: a file from the media store, not the initials fallback.
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const src = defined(await logo.getAttribute("src"), 'await logo.getAttribute("src")');
      const file = await apiGet(request, site.slug, src);
      const icon = page.locator('head link[rel="icon"]');
      if (src.endsWith(".png")) {
        // Stored through the upload path: a PNG at 3x its 40 px, its box reserved by width
        // and height, and its own PNG tab icon.
        uploaded.push(site.slug);
        expect(src).toMatch(/^\/media\/brand\/[a-z0-9-]+\/logo-[0-9a-f]+-\d+x120\.png$/);
        expect(file.headers()["content-type"]).toBe("image/png");
        expect(await logo.getAttribute("height")).toBe("40");
        expect(Number(await logo.getAttribute("width"))).toBeGreaterThan(40);
        const iconHref = defined(await icon.getAttribute("href"), 'await icon.getAttribute("href")');
        expect(iconHref).toMatch(/^\/media\/brand\/[a-z0-9-]+\/icon-[0-9a-f]+\.png$/);
        expect((await apiGet(request, site.slug, iconHref)).headers()["content-type"]).toBe("image/png");
      } else {
        expect(src).toMatch(/^\/media\/brand\/.+\.svg$/);
        expect(file.headers()["content-type"]).toBe("image/svg+xml");
        await expect(icon).toHaveAttribute("href", /^\/site-icon\.svg/);
      }
      logos.add((await file.body()).toString("base64"));
      const h1 = page.getByRole("heading", { level: 1 });
      const family = await h1.evaluate((el) => getComputedStyle(el).fontFamily);
      if (site.theme.font !== "system") {
        await page.evaluate(() => document.fonts.ready);
        // A face of the site's font has loaded from the site's own origin (nothing from elsewhere).
        const loaded = await page.evaluate(() =>
          Array.from(document.fonts)
            .filter((f) => f.status === "loaded")
            .map((f) => f.family.replace(/['"]/g, "")),
        );
        expect(
          loaded.some((f) => family.includes(f)),
          `${site.slug}: ${family} / ${loaded}`,
        ).toBe(true);
      }
      fonts.add(family);
    }
    expect(logos.size, "each demo site has a logo of its own").toBe(11);
    expect(uploaded, "one demo site shows a logo stored as an upload").toEqual(["waitemata-motors"]);
    expect(fonts.size, "the demo sites use several typefaces").toBeGreaterThanOrEqual(5);
  });

  test("the focus ring is drawn in the site's colours", async ({ page, request }) => {
    const site = defined(
      (await listDemoSites(request)).find((s) => s.slug === "redline-moto"),
      '(await listDemoSites(request)).find((s) => s.slug === "redline-moto")',
    );
    await visitSite(page, site.slug);
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus-visible");
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineColor)).toBe(
      rgb(themeVariables(site.theme)["--focus-ring"]),
    );
  });

  // One test per site, so they spread over the workers and each has its own time limit.
  for (const slug of DEMO_SLUGS) {
    test(`${slug}: the home page passes axe, colour contrast included`, async ({ page, request }) => {
      expect((await listDemoSites(request)).map((s) => s.slug)).toContain(slug);
      await visitSite(page, slug);
      await expectNoAxeViolations(page);
    });
  }
});

/**
 * Screenshot baselines: home, search and a vehicle page of one demo site per template, at a
 * phone and a desktop width. What changes with the clock or between runs is masked or hidden.
 */
const SITE_PER_TEMPLATE = {
  group: "harbourcity",
  used: "sunburnt-used",
  motorcycle: "redline-moto",
  range: "outback-rv",
  manufacturer: "mazda-approved",
  rental: "coastline-rentals",
  subscription: "flexidrive",
  dealer: "waitemata-motors",
  truck: "bigrig-trucks",
} as const;

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

const SCREENSHOT_CSS = fileURLToPath(new URL("./screenshot.css", import.meta.url));

function volatile(page: Page): Locator[] {
  // Open-now status follows the wall clock; badges like "just arrived" follow the calendar.
  return [page.locator("[data-volatile], [data-open-now], [data-badge]")];
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // Every image in the viewport has loaded (lazy ones below the fold are not in the shot).
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || img.loading === "lazy"),
  );
}

async function shoot(page: Page, name: string) {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: "disabled",
    caret: "hide",
    mask: volatile(page),
    stylePath: SCREENSHOT_CSS,
    // Anti-aliasing differs a little under load; a colour or layout change moves far more.
    maxDiffPixelRatio: 0.01,
    threshold: 0.2,
    // Two identical shots in a row are needed; a loaded machine draws a long page slowly.
    timeout: 45_000,
  });
}

for (const [template, slug] of Object.entries(SITE_PER_TEMPLATE)) {
  test.describe(`${template} template looks as it did`, () => {
    test.describe.configure({ timeout: 240_000 });
    for (const [widthName, viewport] of Object.entries(WIDTHS)) {
      test(`${template} at ${widthName} width: home, search and vehicle page`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // The browser's clock is fixed, so what the page computes on the client is the same every run.
        await page.clock.setFixedTime(new Date("2026-11-25T02:00:00Z"));
        // And so is the device id, so a site's split test shows this device the same variant.
        await page.addInitScript(() =>
          window.localStorage.setItem("forecourt-device-id", "screenshot-device"),
        );
        await visitSite(page, slug);
        await shoot(page, `${template}-home-${widthName}`);

        await page.goto(
          await page
            .locator("#site-header")
            .getByRole("link", { name: "Search stock" })
            .or(page.getByRole("link", { name: "View all stock" }))
            .first()
            .evaluate((a) => (a as HTMLAnchorElement).href),
        );
        await shoot(page, `${template}-search-${widthName}`);

        const firstCar = page.locator("main article h3 a").first();
        await page.goto(await firstCar.evaluate((a) => (a as HTMLAnchorElement).href));
        await shoot(page, `${template}-vehicle-${widthName}`);
      });
    }
  });
}
