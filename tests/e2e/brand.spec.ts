import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { inkFor, readableOnLight, themeVariables } from "../../src/domain/config/theme";
import { defined } from "../../src/domain/defined";
import { careersForm } from "../../src/domain/leads/forms/careers";
import { financeForm } from "../../src/domain/leads/forms/finance";
import { generalEnquiryForm } from "../../src/domain/leads/forms/general-enquiry";
import { partsForm } from "../../src/domain/leads/forms/parts";
import { sellMyCarForm } from "../../src/domain/leads/forms/sell-my-car";
import { serviceBookingForm } from "../../src/domain/leads/forms/service-booking";
import { testDriveBookingForm } from "../../src/domain/leads/forms/test-drive-booking";
import { tradeInForm } from "../../src/domain/leads/forms/trade-in";
import { apiGet, expectNoAxeViolations, listDemoSites, visitSite } from "./fixtures";
import { fillStep, hydratedForm } from "./form-filler";

/** "#c8102e" → "rgb(200, 16, 46)", the form getComputedStyle answers in. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function computed(locator: Locator, property: "color" | "background-color"): Promise<string> {
  return locator.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
}

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

/** The chat state keeps the chat (and its frame) visible; every other shot hides it. */
const CHAT_SCREENSHOT_CSS = fileURLToPath(new URL("./screenshot-chat.css", import.meta.url));

async function shoot(page: Page, name: string, { chat = false }: { chat?: boolean } = {}) {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: "disabled",
    caret: "hide",
    mask: volatile(page),
    stylePath: chat ? CHAT_SCREENSHOT_CSS : SCREENSHOT_CSS,
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

/**
 * Every interactive state, at a phone and a desktop width: the menu open,
 * each dialog, the filter sheet, the gallery viewer, the chat panel and each form step with its
 * errors showing. Each passes axe (colour contrast included) and is kept as a baseline.
 */
const STATE_SITE = "harbourcity";
/** The text-us chat is on this demo site. */
const CHAT_SITE = "westside-auto";

/** A fixed clock and device (as the page baselines above), then the page, hydrated. */
async function openState(page: Page, slug: string, path: string) {
  await page.clock.setFixedTime(new Date("2026-11-25T02:00:00Z"));
  await page.addInitScript(() => window.localStorage.setItem("forecourt-device-id", "screenshot-device"));
  // The text-us popup would cover what is photographed; the shopper here has closed it before.
  await page.addInitScript(() => window.localStorage.setItem("podium-popup-closed", "true"));
  await visitSite(page, slug, path);
  await page.waitForFunction(() => document.readyState === "complete");
}

/** The path of the first vehicle with three or more photos in a search (from its HTML). */
async function vehicleWithPhotos(page: Page, slug: string, search: string): Promise<string> {
  const html = await (await apiGet(page.request, slug, search)).text();
  for (const [, path, carSlug] of html.matchAll(
    /href="(\/(?:cars|campers|motorcycles)\/([A-Za-z0-9_-]+))"/g,
  )) {
    const res = await apiGet(page.request, slug, `/api/cars/${carSlug}`);
    if (!res.ok()) continue;
    const { car } = (await res.json()) as { car: { images: unknown[]; reserved: boolean; sold: boolean } };
    if (car.images.length >= 3 && !car.reserved && !car.sold) return defined(path, "path");
  }
  throw new Error(`no photographed car for sale in ${slug}${search}`);
}

/** The form pages whose steps are photographed with their errors showing. */
const FORM_STATES = [
  { name: "contact", path: "/contact", formKey: "enquiry-form", definition: generalEnquiryForm },
  {
    name: "test-drive",
    path: "/book-test-drive",
    formKey: "test-drive-form",
    definition: testDriveBookingForm,
  },
  { name: "service", path: "/service", formKey: "service-form", definition: serviceBookingForm },
  { name: "finance", path: "/finance", formKey: "finance-form", definition: financeForm },
  { name: "trade-in", path: "/trade-in", formKey: "trade-in-form", definition: tradeInForm },
  { name: "sell-my-car", path: "/sell-my-car", formKey: "sell-my-car-form", definition: sellMyCarForm },
  { name: "parts", path: "/vehicle-parts-and-accessories", formKey: "parts-form", definition: partsForm },
  { name: "careers", path: "/careers", formKey: "careers-form", definition: careersForm },
] as const;

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  test.describe(`interactive states at ${widthName} width pass axe and look as they did`, () => {
    test.describe.configure({ timeout: 240_000 });
    test.use({ viewport });

    test(`${widthName}: the menu open`, async ({ page }) => {
      await openState(page, STATE_SITE, "/");
      const header = page.locator("#site-header");
      if (widthName === "phone") {
        await header.getByText("Menu", { exact: true }).click();
        const menu = header.getByRole("navigation", { name: "Main menu" });
        await expect(menu).toBeVisible();
        await menu.locator("summary").first().click();
        await expect(menu.locator("details").first().locator("a").first()).toBeVisible();
      } else {
        const nav = header.getByRole("navigation", { name: "Main" });
        await nav.locator("summary").first().click();
        await expect(nav.locator("details").first().locator("ul a").first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await shoot(page, `state-menu-open-${widthName}`);
    });

    test(`${widthName}: the test-drive dialog`, async ({ page }) => {
      await openState(page, STATE_SITE, "/models/toyota-corolla");
      await page.locator("#main").getByRole("link", { name: "Book a test drive" }).click();
      const dialog = page.getByRole("dialog", { name: /Book a test drive/ });
      await expect(dialog.getByLabel("First name")).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `state-test-drive-dialog-${widthName}`);
    });

    test(`${widthName}: the gallery viewer and the assistant chat`, async ({ page }) => {
      await openState(page, STATE_SITE, await vehicleWithPhotos(page, STATE_SITE, "/search/new-cars"));
      await expect(page.locator("aside button[aria-pressed]").first()).toBeEnabled();
      await page.getByTestId("gallery-fullscreen").click();
      const viewer = page.getByRole("dialog", { name: /^Photos of / });
      await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `state-gallery-viewer-${widthName}`);
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();

      await page.getByTestId("vehicle-actions").getByText("More options").click();
      await page.getByTestId("vehicle-actions").getByRole("link", { name: "Ask our assistant" }).click();
      const assistant = page.getByRole("dialog", { name: "Ask our assistant" });
      await expect(assistant.getByRole("textbox", { name: "Your question" })).toBeFocused();
      await expectNoAxeViolations(page);
      await shoot(page, `state-assistant-dialog-${widthName}`);
    });

    test(`${widthName}: the chat panel`, async ({ page }) => {
      await openState(page, CHAT_SITE, "/about-us");
      await page
        .getByRole("complementary", { name: "Chat" })
        .getByRole("button", { name: "Text us" })
        .click();
      const panel = page.getByRole("dialog", { name: "Chat with the dealer" });
      await expect(panel).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page);
      await shoot(page, `state-chat-panel-${widthName}`, { chat: true });
    });

    if (widthName === "phone") {
      // At a desktop width the filters are a column of the search page, photographed with it.
      test("phone: the filter sheet", async ({ page }) => {
        await openState(page, STATE_SITE, "/search/new-used-and-demo-cars");
        await page.locator("[data-testid=search-results] article").first().waitFor();
        await page
          .getByRole("link", { name: /^Filters/ })
          .first()
          .click();
        const sheet = page.locator("#filters-sheet");
        await expect(sheet).toHaveAttribute("open", "");
        await expectNoAxeViolations(page);
        await shoot(page, "state-filter-sheet-phone");
      });
    }

    for (const form of FORM_STATES) {
      test(`${widthName}: each step of the ${form.name} form with its errors showing`, async ({ page }) => {
        await openState(page, STATE_SITE, form.path);
        const scope = await hydratedForm(page, form.formKey);
        const steps = form.definition.steps;
        for (const [index, step] of steps.entries()) {
          if (steps.length > 1)
            await expect(scope.getByText(`Step ${index + 1} of ${steps.length}`)).toBeVisible();
          await scope.locator('button[type="submit"]').click();
          await expect(scope.locator('[aria-invalid="true"]').first()).toBeVisible();
          await expectNoAxeViolations(page);
          await settle(page);
          await expect(scope).toHaveScreenshot(`state-form-${form.name}-step-${index + 1}-${widthName}.png`, {
            animations: "disabled",
            caret: "hide",
            stylePath: SCREENSHOT_CSS,
            maxDiffPixelRatio: 0.01,
            threshold: 0.2,
            timeout: 45_000,
          });
          if (index === steps.length - 1) break;
          // A field revealed by an answer shows once the step is checked again (validation runs
          // on submit), so a step may take a second round of answers.
          const nextStep = scope.getByText(`Step ${index + 2} of ${steps.length}`);
          for (let round = 0; round < 3 && !(await nextStep.isVisible()); round++) {
            await fillStep(scope, step.fields, "required", "AU", `state-${form.name}@example.com`);
            await scope.locator('button[type="submit"]').click();
            await nextStep.waitFor({ timeout: 10_000 }).catch(() => undefined);
          }
        }
      });
    }
  });
}
