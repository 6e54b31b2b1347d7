import { expect, test } from "@playwright/test";
import { expectAstroPage, expectPhoneMenuIsland } from "./astro-helpers";
import { expectNoAxeViolations, hostHeaders, PORT, siteUrl, visitSite } from "./fixtures";

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
  // Next's pages are still compressed by Next, once (the compare page; the home and search
  // pages are Astro's too).
  const compare = await request.get(`http://127.0.0.1:${PORT}/compare`, {
    headers: { ...headers, "accept-encoding": "gzip" },
  });
  expect(compare.headers()["content-encoding"]).toBe("gzip");
  expect(await compare.text()).toContain("</html>");
});
