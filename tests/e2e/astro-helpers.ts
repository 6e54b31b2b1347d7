import { expect, type Page } from "@playwright/test";

/**
 * An Astro page (docs/decisions/020-astro-islands.md): nothing of Next's in its HTML (its
 * images still come through Next's optimiser, /_next/image, until the vehicle family moves),
 * every script and island module one of Astro's built chunks. Its islands, as
 * [component, directive] pairs.
 */
export async function expectAstroPage(page: Page, html: string): Promise<[string | null, string | null][]> {
  expect(html).not.toMatch(/<script[^>]+src="\/_next\//);
  expect(html).not.toMatch(/<link[^>]+href="\/_next\/static\//);
  expect(html).not.toContain("self.__next_f");
  expect(await page.locator("astro-island").count()).toBeGreaterThan(0);
  // The scripts the server's HTML names (the analytics loader adds a site's tag manager later,
  // after the first interaction or 3 s: a slow test could see it in the live page).
  const sources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/g)].map((match) => match[1]);
  expect(sources.length, "the shell's trackers module").toBeGreaterThan(0);
  for (const src of sources) expect(src).toMatch(/^\/_astro\//);
  const islands = await page
    .locator("astro-island")
    .evaluateAll((elements) =>
      elements.map((element) => [
        element.getAttribute("component-url"),
        element.getAttribute("component-export"),
        element.getAttribute("client"),
      ]),
    );
  for (const [url] of islands) expect(url).toMatch(/^\/_astro\//);
  return islands.map(([, name, directive]) => [name ?? null, directive ?? null]);
}

/**
 * At phone width: neither menu's island has hydrated before a touch (client:interaction); the
 * tap on Menu hydrates the phone menu's and opens the panel (the tap replayed to the island),
 * a section opens; the desktop menu's never hydrates (hidden at this width).
 */
export async function expectPhoneMenuIsland(page: Page) {
  const mobile = page.locator('astro-island[component-export="PackedMobileMenu"]');
  await expect(mobile).toHaveAttribute("ssr", "");
  await expect(page.locator('astro-island[component-export="PackedNavMenu"][ssr]')).toHaveCount(1);
  const menu = page.locator("#site-header").getByRole("navigation", { name: "Main menu" });
  await page.locator("#site-header details.group\\/menu > summary").click();
  await expect(menu).toBeVisible();
  await expect(mobile).not.toHaveAttribute("ssr", "");
  await expect(page.locator('astro-island[component-export="PackedNavMenu"][ssr]')).toHaveCount(1);
  await menu.locator("summary").first().click();
  await expect(menu.locator("details").first().locator("a").first()).toBeVisible();
  return menu;
}

/**
 * Moves the paused clock a millisecond at a time until the shell's plain modules have started
 * (the trackers, and the widgets with the chat launcher and its prompt's 3 s): they start on the
 * browser's idle callback, which the paused clock holds, and which the fake clock runs at once
 * or 50 ms later depending on the timers pending. Time in the test then counts from that start.
 */
export async function runToIdleStart(page: Page) {
  const started = page.locator('html[data-shell-trackers="started"]');
  // A callback due now first (the clock stays put), then a millisecond at a time, so the clock
  // stops exactly at the callback's time.
  await page.clock.runFor(0);
  for (let ms = 0; ms < 200 && (await started.count()) === 0; ms++) await page.clock.runFor(1);
  await expect(started).toHaveCount(1);
  await expect(page.locator('astro-island[client="idle"][ssr]')).toHaveCount(0);
}
