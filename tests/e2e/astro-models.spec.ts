import { expect, type Page, test } from "@playwright/test";
import { testDriveBookingForm } from "../../src/domain/leads/forms/test-drive-booking";
import { expectAstroPage, expectPhoneMenuIsland } from "./astro-helpers";
import { expectNoAxeViolations, hostHeaders, PORT, siteUrl, visitSite } from "./fixtures";
import { fillStep } from "./form-filler";

// The first dealer page family on Astro (docs/decisions/020-astro-islands.md, issue 27): GET
// /models in the site's shell, rendered by Astro from the same components as Next's pages, with
// no framework JavaScript but its islands. Its 404s (a site without model pages, an unknown
// site) are Astro's too, in the look Next gives them.
const MODELS_SITE = "harbourcity";
const NO_MODELS_SITE = "westside-auto";

test("/models is served by Astro: the shell, the models, the security headers, islands only, axe", async ({
  page,
}) => {
  const response = await visitSite(page, MODELS_SITE, "/models");
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-request-id"]).toBeTruthy();
  expect(Object.keys(headers).filter((name) => /^x-(nextjs|middleware)-|^x-powered-by$/.test(name))).toEqual(
    [],
  );
  await expect(page).toHaveTitle(/^Models at .+ \| .+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our models" })).toBeVisible();
  expect(await page.locator("#main ul > li h2").count()).toBeGreaterThan(0);
  // The site's own narrower policy, in <head> as on Next's pages.
  const meta = await page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(meta).toContain("script-src 'self' 'unsafe-inline'");
  // The shell: header and its menus, footer, skip link.
  await expect(page.locator("#site-header")).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  expect(headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  // Astro's islands and nothing of Next.
  await expectAstroPage(page, await response.text());
  await expectNoAxeViolations(page);
});

test("/models by keyboard: the skip link first, then the menu and the models", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visitSite(page, MODELS_SITE, "/models");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  // The desktop menu's dropdowns open from the keyboard (<details>). Its island hydrates on the
  // first touch (client:interaction): not before; focus starts it, and Enter pressed at once
  // opens the dropdown (a press that comes before the island is ready is replayed to it).
  const island = page.locator('astro-island[component-export="PackedNavMenu"]');
  await expect(island).toHaveAttribute("ssr", "");
  const nav = page.locator("#site-header").getByRole("navigation", { name: "Main" });
  const summary = nav.locator("summary").first();
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(nav.locator("details").first()).toHaveAttribute("open", "");
  // Hydrated (Astro drops the island's `ssr` mark): Escape is the island's.
  await expect(island).not.toHaveAttribute("ssr", "");
  await page.keyboard.press("Escape");
  await expect(nav.locator("details[open]")).toHaveCount(0);
  // The first model's link is reached by Tab from the heading's section.
  const firstModel = page.locator("#main ul > li a").first();
  await firstModel.focus();
  await expect(firstModel).toBeFocused();
});

test("/models at phone width: the phone menu island opens and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visitSite(page, MODELS_SITE, "/models");
  const menu = await expectPhoneMenuIsland(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});

test("/models 404s in the site's look: a site without model pages, and an unknown site", async ({
  page,
  request,
}) => {
  const none = await visitSite(page, NO_MODELS_SITE, "/models");
  expect(none.status()).toBe(404);
  // The status line's reason phrase is the status's own, as Next's.
  expect(none.statusText()).toBe("Not Found");
  await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
  await expect(page.locator("#site-header")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
  const unknown = await page.goto(siteUrl("no-such-dealer", "/models"));
  expect(unknown?.status()).toBe(404);
  expect(unknown?.statusText()).toBe("Not Found");
  await expect(page.getByRole("heading", { level: 1, name: "Site not found" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Other spellings stay with Next: the trailing slash is redirected to the one address.
  const slash = await request.get(`http://127.0.0.1:${PORT}/models/`, {
    headers: hostHeaders(MODELS_SITE),
    maxRedirects: 0,
  });
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toMatch(/\/models$/);
  const head = await request.head(`http://127.0.0.1:${PORT}/models`, { headers: hostHeaders(MODELS_SITE) });
  expect(head.status()).toBe(200);
});

test("/models is compressed as the client accepts, like Next's pages, and only once", async ({ request }) => {
  const url = `http://127.0.0.1:${PORT}/models`;
  const headers = hostHeaders(MODELS_SITE);
  for (const encoding of ["gzip", "br"]) {
    const answer = await request.get(url, { headers: { ...headers, "accept-encoding": encoding } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-encoding"]).toBe(encoding);
    expect(answer.headers().vary ?? "").toMatch(/accept-encoding/i);
    // Decoded once by the client: the page itself, not a second layer of compression.
    expect(await answer.text()).toContain("Our models");
  }
  const plain = await request.get(url, { headers: { ...headers, "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toContain("Our models");
  // The 404 too (the front server reads it compressed for its no-script fallback and passes it on).
  const none = await request.get(url, {
    headers: { ...hostHeaders(NO_MODELS_SITE), "accept-encoding": "gzip" },
  });
  expect(none.status()).toBe(404);
  expect(none.statusText()).toBe("Not Found");
  expect(none.headers()["content-encoding"]).toBe("gzip");
  // Next's pages are still compressed by Next, once (the platform's directory; every dealer
  // page a shopper reaches first is Astro's now).
  const next = await request.get(`http://127.0.0.1:${PORT}/`, {
    headers: { host: `localhost:${PORT}`, "accept-encoding": "gzip" },
  });
  expect(next.status()).toBe(200);
  expect(next.headers()["content-encoding"]).toBe("gzip");
  expect(await next.text()).toContain("</html>");
});

// The model pages and the range (issue 27): /models/{slug} and /range on Astro, their 404s, and
// the test drive booking in a model page's dialog, an island loaded on the first touch, whose
// form posts to the page itself without JavaScript.
const MODEL = "/models/toyota-corolla";
const RANGE_SITE = "outback-rv";
const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test("a model page is served by Astro: head, headers, islands and their directives, axe at 1280 and 390 px", async ({
  page,
}) => {
  // Two pages through axe at two widths.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await visitSite(page, MODELS_SITE, MODEL);
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  expect(headers["cache-control"]).toBe(NO_STORE);
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(Object.keys(headers).filter((name) => /^x-(nextjs|middleware)-|^x-powered-by$/.test(name))).toEqual(
    [],
  );
  await expect(page).toHaveTitle(/^Toyota Corolla \| .+$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
  // Relative, as Next's metadata printed it (the site layout sets no metadataBase).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", MODEL);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Corolla");
  const html = await response.text();
  const islands = await expectAstroPage(page, html);
  expect(islands).toContainEqual(["TestDriveDialog", "interaction"]);
  // The stock cards' toggles are the shell's plain script, not islands.
  expect(islands.map(([name]) => name)).not.toContain("FavouriteButton");
  await expect(page.locator("#main [data-favourite-id]").first()).toBeEnabled();
  // The booking loads nothing before a touch: its island is still the server's markup, and
  // its closed dialog holds no form (the page carries the form once, as the island's props,
  // not also as markup).
  const booking = page.locator('astro-island[component-export="TestDriveDialog"]');
  await expect(booking).toHaveAttribute("ssr", "");
  expect(html).not.toContain('id="test-drive-dialog-form"');
  await expectNoAxeViolations(page);
  // Opened, the dialog draws the form, posting to the page itself (its no-JavaScript answer).
  await page.locator("#main").getByRole("link", { name: "Book a test drive" }).click();
  await expect(page.locator("form#test-drive-dialog-form")).toHaveAttribute("method", "post");
  await expect(page.locator("form#test-drive-dialog-form")).not.toHaveAttribute("action", /.*/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await visitSite(page, MODELS_SITE, MODEL);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test("a model page's booking by keyboard: Enter on the link before its island has hydrated opens the dialog", async ({
  page,
}) => {
  await visitSite(page, MODELS_SITE, MODEL);
  const opener = page.locator("#main").getByRole("link", { name: "Book a test drive" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /Book a test drive/ });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${MODEL}$`));
  await expect(page.locator('astro-island[component-export="TestDriveDialog"]')).not.toHaveAttribute(
    "ssr",
    "",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("model page 404s: an unknown model, a site without model pages, an unknown site; other spellings are Next's", async ({
  page,
  request,
}) => {
  for (const [slug, path] of [
    [MODELS_SITE, "/models/no-such-model"],
    [NO_MODELS_SITE, MODEL],
  ] as const) {
    const none = await visitSite(page, slug, path);
    expect(none.status()).toBe(404);
    expect(none.statusText()).toBe("Not Found");
    expect(none.headers()["cache-control"]).toBe(NO_STORE);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAstroPage(page, await none.text());
  }
  const unknown = await page.goto(siteUrl("no-such-dealer", MODEL));
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Site not found" })).toBeVisible();
  const slash = await request.get(`http://127.0.0.1:${PORT}${MODEL}/`, {
    headers: hostHeaders(MODELS_SITE),
    maxRedirects: 0,
  });
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toMatch(new RegExp(`${MODEL}$`));
  const head = await request.head(`http://127.0.0.1:${PORT}${MODEL}`, { headers: hostHeaders(MODELS_SITE) });
  expect(head.status()).toBe(200);
  expect(head.headers()["cache-control"]).toBe(NO_STORE);
});

test("/range is served by Astro: head, headers, the category tabs, axe at 1280 and 390 px; its 404s", async ({
  page,
}) => {
  // Two pages through axe at two widths.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await visitSite(page, RANGE_SITE, "/range?body=caravans");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe(NO_STORE);
  await expect(page).toHaveTitle(/^Caravans range \| .+$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Explore the .+ range of caravans, campers and motorhomes\.$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Caravans");
  await expect(page.getByRole("link", { name: "Caravans", exact: true }).first()).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Astro's scripts only in the HTML (this site's tag manager, loaded after the first idle
  // moment, is the analytics loader's own script).
  const html = await response.text();
  expect(html).not.toContain("/_next/static/");
  expect(html).not.toContain("self.__next_f");
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) expect(src).toMatch(/^\/_astro\//);
  expect(await page.locator("astro-island").count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const all = await visitSite(page, RANGE_SITE, "/range");
  expect(all.status()).toBe(200);
  await expect(page).toHaveTitle(/^Our range \| .+$/);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  // A site none of whose models is in a range category: the site's 404 in its shell.
  const none = await visitSite(page, NO_MODELS_SITE, "/range");
  expect(none.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
});

test.describe("a model page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // At /models/{slug}, and at a model's own path (Astro's catch-all page, [...path].astro).
  for (const [path, model, client] of [
    [MODEL, "Corolla", "192.0.2.70"],
    ["/toyota-rav4", "RAV4", "192.0.2.71"],
  ] as const)
    test(`the booking form posts to ${path}: refused, the page again with the dialog open, the summary and what was typed; sent, 303 to /success`, async ({
      page,
    }) => {
      // Two page loads, a form filled and posted twice.
      test.slow();
      // A client of its own: posts without JavaScript have an allowance per site and client (3 an
      // hour), and leads.spec.ts's own no-JavaScript post on this site comes from 127.0.0.1.
      await page.setExtraHTTPHeaders({ "x-forwarded-for": client });
      // The link leads to the booking page.
      await visitSite(page, MODELS_SITE, path);
      await expect(page.locator("#main").getByRole("link", { name: "Book a test drive" })).toHaveAttribute(
        "href",
        `/book-test-drive?model=${model}`,
      );
      // The form in the closed dialog, posted as the browser posts it (a text browser shows it):
      // the first name only.
      await page.route(`**${path}`, (route) =>
        route.continue({
          method: "POST",
          headers: { ...route.request().headers(), "content-type": "application/x-www-form-urlencoded" },
          postData: `first_name=Ann&Vehicle+Model=${model}`,
        }),
      );
      const refused = await page.goto(siteUrl(MODELS_SITE, path));
      await page.unroute(`**${path}`);
      expect(refused?.status()).toBe(200);
      expect(refused?.headers()["cache-control"]).toBe(NO_STORE);
      const dialog = page.getByRole("dialog", { name: /Book a test drive/ });
      await expect(dialog).toBeVisible();
      const form = dialog.locator("form#test-drive-dialog-form");
      await expect(form.getByRole("alert").first()).toBeVisible();
      await expect(form.getByLabel("First name")).toHaveValue("Ann");
      // Completed and sent from the page: 303 to /success.
      await fillStep(
        form,
        testDriveBookingForm.steps[0]?.fields ?? [],
        "required",
        "AU",
        `model-nojs-${Date.now()}@example.com`,
      );
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await form.locator('button[type="submit"]').click();
      const response = await answer;
      expect(new URL(response.url()).pathname).toBe(path);
      expect(response.status()).toBe(303);
      expect(response.headers().location).toMatch(/^\/success\?/);
      await page.waitForURL(/\/success\?/);
    });
});
