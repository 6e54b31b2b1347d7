import { expect, test } from "@playwright/test";
import { DEMO_SITES } from "../../seed/demo-sites";
import { apiGet, hostHeaders, PORT } from "./fixtures";

/**
 * The HTML of a search page, uncompressed, stays within 120 KB (120,000 bytes) on every demo
 * site (issue 27: ~290 KB on Next, half of it the inline RSC payload). Bytes only, no timing.
 * The largest is harbourcity's (24 cards, a models dropdown in both header menus): 117.4 KB once
 * the menus' island props were packed (domain/site/packed-menu.ts), 120.8 KB before.
 */
const SEARCH_HTML_BUDGET_BYTES = 120_000;

test("a search page's HTML is at most 120 KB on every demo site (uncompressed, bytes only)", async ({
  request,
}) => {
  const sizes: string[] = [];
  for (const { slug } of DEMO_SITES) {
    // /search answers with the site's default search; the budget is that page's.
    const index = await request.get(`http://127.0.0.1:${PORT}/search`, {
      headers: hostHeaders(slug),
      maxRedirects: 0,
    });
    expect(index.status(), `${slug} /search`).toBe(307);
    const location = new URL(index.headers().location ?? "", "http://x").pathname;
    const page = await apiGet(request, slug, location);
    expect(page.status(), `${slug} ${location}`).toBe(200);
    const bytes = (await page.body()).length;
    if (bytes > SEARCH_HTML_BUDGET_BYTES) sizes.push(`${slug} ${location}: ${bytes} bytes`);
  }
  expect(sizes, `over ${SEARCH_HTML_BUDGET_BYTES} bytes`).toEqual([]);
});
