import { expect, test } from "@playwright/test";
import { DEMO_SITE_SLUGS } from "../../seed/demo-sites";
import { defined } from "../../src/domain/defined";
import {
  apiGet,
  expectNoAxeViolations,
  hostHeaders,
  listDemoSites,
  PORT,
  siteUrl,
  visitSite,
} from "./fixtures";

test("the bare platform host lists every demo site with a working link", async ({ page, request }) => {
  const sites = await listDemoSites(request);
  expect(sites.length).toBeGreaterThanOrEqual(9);
  await page.goto(`http://localhost:${PORT}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealer sites on this platform");
  for (const site of sites) {
    await expect(page.getByRole("link", { name: site.name, exact: true })).toHaveAttribute(
      "href",
      siteUrl(site.slug, ""),
    );
  }
  await expectNoAxeViolations(page);
});

test("each site has its own tab icon, drawn from its logo in its colours; no page asks for a missing one", async ({
  page,
  request,
}) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) failed.push(response.url());
  });
  await visitSite(page, "redline-moto", "/");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/site-icon.svg");
  const icons = new Set<string>();
  for (const site of await listDemoSites(request)) {
    const icon = await apiGet(request, site.slug, "/site-icon.svg");
    expect(icon.headers()["content-type"]).toBe("image/svg+xml");
    const svg = await icon.text();
    expect(svg).toContain(`<title>${site.name}</title>`);
    expect(svg).toContain(`fill="${site.theme.primary}"`);
    icons.add(svg.replace(/<title>.*<\/title>/, ""));
  }
  expect(icons.size, "no two demo sites share a tab icon").toBeGreaterThanOrEqual(11);
  await page.waitForLoadState("networkidle");
  expect(failed).toEqual([]);
});

test("the mail outbox answers a browser on this machine, finds mail by its words, and passes axe", async ({
  page,
}) => {
  // Every e2e request comes from 127.0.0.1; from any other address the page is a 404
  // (isLoopbackAddress in domain/tenancy/host-origin.ts has the rule's table).
  const response = await page.goto(`http://localhost:${PORT}/mail`);
  expect(defined(response, "response").status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mail outbox");
  await expectNoAxeViolations(page);
  // The search, by keyboard: an address no mail has finds nothing, and says so.
  const nobody = `nobody-${Date.now()}@example.com`;
  await page.getByLabel("Find mail by address, subject or text").fill(nobody);
  await page.getByLabel("Find mail by address, subject or text").press("Enter");
  await page.waitForURL(`**/mail?q=${encodeURIComponent(nobody)}`);
  await expect(page.getByText(`No mail contains “${nobody}”.`)).toBeVisible();
  await expect(page.locator("article")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Show all mail" }).click();
  await page.waitForURL(/\/mail$/);
});

test("every demo site serves its own name, phone and navigation", async ({ page, request }) => {
  // Eleven sites in a row, each a first (uncached) render on a busy CI machine.
  test.setTimeout(300_000);
  const sites = await listDemoSites(request);
  const seenPhones = new Set<string>();
  for (const site of sites) {
    const response = await visitSite(page, site.slug);
    expect(response.status(), site.slug).toBe(200);
    await expect(page).toHaveTitle(new RegExp(site.name));
    const header = page.locator("#site-header");
    await expect(header.getByRole("link", { name: `${site.name} home` })).toBeVisible();
    // The phone number is in the utility bar that stays at the top of the screen.
    const call = page.locator("[data-utility-bar]").getByRole("link", { name: /^Call / });
    await expect(call).toHaveAttribute("href", /^tel:\+?\d{6,}/);
    seenPhones.add(defined(await call.getAttribute("href"), "the call link's href"));
    await expect(header.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator("footer")).toContainText(site.name);
    // Internal links use the canonical path: a slash form would cost the shopper a 308.
    const paths = await page.$$eval("a[href^='/']", (links) =>
      links.map((a) => (a.getAttribute("href") ?? "").replace(/[?#].*$/s, "")),
    );
    expect(
      paths.filter((p) => p !== "/" && p.endsWith("/")),
      site.slug,
    ).toEqual([]);
  }
  expect(seenPhones.size, "each site shows its own phone number").toBe(sites.length);
});

test("the pages dealers link with a trailing slash answer at their canonical path, without a redirect", async ({
  request,
}) => {
  for (const path of ["/our-locations", "/terms-and-conditions", "/book-test-drive"]) {
    const res = await request.get(`http://127.0.0.1:${PORT}${path}`, {
      headers: hostHeaders("westside-auto"),
      maxRedirects: 0,
    });
    expect(res.status(), path).toBe(200);
  }
});

// Sites whose dealers configure links with a trailing slash (/book-test-drive/,
// /terms-and-conditions/, /our-locations/): every internal link of the home page is
// followed, and none answers with a redirect (a 308 to the slash-less path costs the
// shopper a round trip) or leads nowhere.
for (const slug of ["harbourcity", "mazda-approved", "sunburnt-used"]) {
  test(`${slug}: every internal link on the home page answers without a redirect`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await visitSite(page, slug);
    const hrefs = await page.$$eval("a[href^='/']", (links) =>
      links.map((a) => (a.getAttribute("href") ?? "").replace(/#.*$/s, "")),
    );
    const unique = [...new Set(hrefs)].filter((href) => href !== "" && !href.startsWith("//"));
    expect(unique.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const href of unique) {
      const res = await request.get(`http://127.0.0.1:${PORT}${href}`, {
        headers: hostHeaders(slug),
        maxRedirects: 0,
      });
      if (res.status() >= 300) answers.push(`${href} → ${res.status()} ${res.headers().location ?? ""}`);
    }
    expect(answers).toEqual([]);
  });
}

test("an unknown host is a 404 that says the site was not found", async ({ page }) => {
  const response = await page.goto(siteUrl("no-such-dealer"));
  expect(defined(response, "response").status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site not found");
  await expectNoAxeViolations(page);
});

test("a site is also found by its exact domain name", async ({ request }) => {
  const res = await request.get(`http://127.0.0.1:${PORT}/`, {
    headers: { host: "www.harbourcitymotors.com.au" },
  });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain("Harbour City Motor Group");
});

test("an unknown page on a site is a 404 inside the site's shell", async ({ page, request }) => {
  const res = await apiGet(request, "harbourcity", "/no-such-page");
  expect(res.status()).toBe(404);
  await visitSite(page, "harbourcity", "/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  await expect(page.locator("#site-header")).toBeVisible();
});

test.describe("header navigation", () => {
  test("desktop dropdowns open on hover and click, toggle the header class, and work by keyboard", async ({
    page,
  }) => {
    await visitSite(page, "harbourcity");
    // The home page is Astro's: the menu's island hydrates when the mouse first comes to it
    // (client:interaction), and the hover that hydrated it opens the dropdown.
    await expect(page.locator('astro-island[component-export="PackedNavMenu"][ssr]')).toHaveCount(1);
    const header = page.locator("#site-header");
    const nav = header.getByRole("navigation", { name: "Main" });
    const firstDropdown = nav.locator("details").first();
    const summary = firstDropdown.locator("summary");
    const panelLink = firstDropdown.locator("ul a").first();

    await summary.hover();
    await expect(panelLink).toBeVisible();
    await expect(header).toHaveClass(/header--dropdown-open/);
    await page.mouse.move(5, 600);
    await expect(panelLink).toBeHidden();
    await expect(header).not.toHaveClass(/header--dropdown-open/);

    await summary.click();
    await expect(panelLink).toBeVisible();
    await summary.click();
    await expect(panelLink).toBeHidden();

    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(panelLink).toBeVisible();
    await expect(header).toHaveClass(/header--dropdown-open/);
    await page.keyboard.press("Tab");
    await expect(panelLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panelLink).toBeHidden();
    await expect(summary).toBeFocused();
    await expect(header).not.toHaveClass(/header--dropdown-open/);
  });

  test("the phone-width menu is collapsible", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visitSite(page, "harbourcity");
    const header = page.locator("#site-header");
    const menu = header.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await header.getByText("Menu", { exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(header).toHaveClass(/header--dropdown-open/);
    const section = menu.locator("details").first();
    await section.locator("summary").click();
    await expect(section.locator("a").first()).toBeVisible();
    // The page behind does not scroll while the menu is open.
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    await expect.poll(overflow).toBe("hidden");
    // Escape closes it and gives the focus back to the Menu button; the page scrolls again.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(header.locator("summary", { hasText: "Menu" })).toBeFocused();
    await expect.poll(overflow).not.toBe("hidden");
    await header.getByText("Menu", { exact: true }).click();
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the phone-width menu on every demo site", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // One test per site, so they spread over the workers and each has its own time limit.
  for (const slug of DEMO_SITE_SLUGS) {
    test(`${slug}: the open menu's headings and links are readable, and it passes axe`, async ({ page }) => {
      await visitSite(page, slug);
      const header = page.locator("#site-header");
      const menu = header.getByRole("navigation", { name: "Main menu" });
      await header.getByText("Menu", { exact: true }).click();
      await expect(menu).toBeVisible();
      for (const summary of await menu.locator("summary").all()) await summary.click();
      // Every heading and link of the menu is drawn darker than its white panel (the header's
      // white-on-brand text made them white on white).
      const entries = menu.locator("summary, a");
      expect(await entries.count()).toBeGreaterThan(0);
      const colours = await entries.evaluateAll((els) =>
        els.map((el) => ({ text: el.textContent?.trim(), color: getComputedStyle(el).color })),
      );
      for (const { text, color } of colours) {
        const [r = 255, g = 255, b = 255] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
        // WCAG relative luminance; 4.5:1 against white needs a luminance of at most 0.183.
        const lin = (c: number) =>
          c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
        const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
        expect(luminance, `${slug}: "${text}" is ${color} on the white menu`).toBeLessThanOrEqual(0.183);
      }
      await expectNoAxeViolations(page);
    });
  }
});

// Every demo site's home page, in its own colours (so colour contrast is checked for each
// dealer's theme, every template among them): one test per site, so they spread over the workers.
test.describe("home pages pass axe", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const slug of DEMO_SITE_SLUGS) {
    test(`${slug}: the home page passes axe, colour contrast included`, async ({ page, request }) => {
      expect((await listDemoSites(request)).map((s) => s.slug)).toContain(slug);
      await visitSite(page, slug);
      await expectNoAxeViolations(page);
    });
  }
});
