import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiGet, expectNoAxeViolations, siteUrl, visitSite } from "./fixtures";

const SITE = "harbourcity";
const SEARCH = "/search/new-used-and-demo-cars";

test.describe("compare and recently viewed", () => {
  test("compare 3 cars side by side, remove one, then see them under recently viewed", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visitSite(page, SITE, SEARCH);
    // Cards say how many photos a car has.
    await expect(page.locator("main [data-photo-count]").first()).toHaveText(/^\d+ photos$/);

    const buttons = page.locator("main").getByRole("button", { name: /^Compare / });
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const button = buttons.nth(i);
      names.push(((await button.getAttribute("aria-label")) ?? "").replace(/^Compare /, ""));
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
    }
    await expect(page.getByRole("status").filter({ hasText: "Added to compare (3 of 4)." })).toBeVisible();
    await page.getByRole("link", { name: "See comparison (3)" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);

    const table = page.getByRole("table", { name: "Comparing 3 cars: key facts" });
    await expect(table.getByRole("columnheader")).toHaveCount(4);
    for (const name of names) await expect(table.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Price" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Remove is a plain link to the comparison without the car (works without script too).
    await table.getByRole("link", { name: `Remove ${names[2]} from the comparison` }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
    await expect(page.getByRole("table", { name: "Comparing 2 cars: key facts" })).toBeVisible();
    // The page's script takes the removed car off the device's list once the page has loaded.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("compare") ?? "[]").length))
      .toBe(2);

    // Open the two compared vehicles; the saved-cars page lists them under recently viewed, newest first.
    for (const name of names.slice(0, 2).reverse()) {
      await page.getByRole("link", { name, exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      // The page remembers the view once its island has hydrated; a loaded machine takes a while.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("recently-viewed") ?? ""), { timeout: 20_000 })
        .toContain(name);
      await page.goBack();
    }
    await visitSite(page, SITE, "/my-garage?tab=saved-cars");
    const viewed = page.getByRole("region", { name: "Recently viewed" }).getByRole("listitem");
    await expect(viewed).toHaveCount(2);
    await expect(viewed.first()).toContainText(names[0] ?? "");
  });

  test("a card's finance estimate is on the comparison and the saved cars too, in the card's words", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visitSite(page, SITE, SEARCH);
    const card = page
      .locator("main article")
      .filter({ has: page.locator("[data-card-estimate]") })
      .first();
    const estimate = (await card.locator("[data-card-estimate]").textContent()) ?? "";
    expect(estimate).toMatch(/^Est\. \$[\d,]+\/week$/);
    const id = await card.locator("[data-compare-id]").getAttribute("data-compare-id");
    await card.locator("[data-favourite-id]").click();
    await expect(card.locator("[data-favourite-id]")).toHaveAttribute("aria-pressed", "true");
    const note = await page.locator("main [data-estimate-note]").textContent();
    expect(note).toMatch(/^Estimated repayments over 5 years at 10% p\.a\./);

    await page.goto(siteUrl(SITE, `/compare?ids=${id}`));
    const table = page.getByRole("table", { name: "Comparing 1 car: key facts" });
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Finance estimate" }) });
    await expect(row.locator("[data-card-estimate]")).toHaveText(estimate);
    await expect(page.locator("main [data-estimate-note]")).toHaveText(note ?? "");
    await expectNoAxeViolations(page);

    await visitSite(page, SITE, "/my-garage?tab=saved-cars");
    await expect(page.locator(`[data-saved-car-id="${id}"] [data-card-estimate]`)).toHaveText(estimate);
    await expect(page.locator("main [data-estimate-note]")).toHaveText(note ?? "");
    await expectNoAxeViolations(page);
  });

  test("on a 390 px phone the page never scrolls sideways; the table scrolls in its own box, by keyboard too", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const pageOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    // Nothing chosen yet (a fresh browser).
    await visitSite(page, SITE, "/compare");
    await expect(page.locator("[data-compare-empty]")).toBeVisible();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);

    // Three cars: the table is wider than the phone, its box scrolls, the page does not.
    const ids = (await searchCarIds(request)).slice(0, 3);
    await page.goto(siteUrl(SITE, `/compare?ids=${ids.join(",")}`));
    await expect(page.getByRole("table", { name: "Comparing 3 cars: key facts" })).toBeVisible();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    const box = page.getByRole("region", { name: "Comparison table" });
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
  });

  test("/compare is Astro's, with no island of its own: the bare page opens the device's list, and the last Remove, clicked, empties it", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const ids = (await searchCarIds(request)).slice(0, 2);
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("compare") ?? "null"));
    const synced = () => expect(page.locator("[data-compare-synced=true]")).toHaveCount(1);

    // A shared address: served by Astro, per request, and it becomes this device's list.
    const response = await page.goto(siteUrl(SITE, `/compare?ids=${ids.join(",")}`));
    expect(response?.status()).toBe(200);
    const headers = (await response?.allHeaders()) ?? {};
    expect(headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(
      Object.keys(headers).filter((name) => /^x-(nextjs|middleware)-|^x-powered-by$/.test(name)),
    ).toEqual([]);
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/<script[^>]+src="\/_next\//);
    expect(html).not.toContain("self.__next_f");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator("#main astro-island")).toHaveCount(0);
    await synced();
    expect(await stored()).toEqual(ids);

    // The bare page opens the device's list.
    await page.goto(siteUrl(SITE, "/compare"));
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.join(",")}$`));
    await synced();

    // Remove, with the mouse, down to none: the last leaves an empty comparison, on the device too.
    const table = page.getByRole("table", { name: "Comparing 2 cars: key facts" });
    await table
      .getByRole("link", { name: /^Remove .+ from the comparison$/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids[1]}$`));
    await synced();
    expect(await stored()).toEqual([ids[1]]);
    await page
      .getByRole("table", { name: "Comparing 1 car: key facts" })
      .getByRole("link", { name: /^Remove .+ from the comparison$/ })
      .click();
    await expect(page).toHaveURL(/\/compare\?ids=$/);
    await expect(page.locator("[data-compare-empty]")).toContainText("Nothing to compare yet");
    await synced();
    expect(await stored()).toEqual([]);
    await expectNoAxeViolations(page);

    // And the bare page now stays bare: nothing is reopened.
    await page.goto(siteUrl(SITE, "/compare"));
    await synced();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.locator("[data-compare-empty]")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a shared /compare?ids= address renders on the server; a bare /compare explains itself", async ({
      page,
      request,
    }) => {
      await page.goto(siteUrl(SITE, "/compare"));
      await expect(page.locator("[data-compare-empty]")).toContainText(
        "Your choices are kept on this device",
      );
      // The ids come from the search's cards; a made-up id and repeats are ignored.
      const ids = (await searchCarIds(request)).slice(0, 2);
      await page.goto(siteUrl(SITE, `/compare?ids=${ids.join(",")},${ids[0]},999999999`));
      const table = page.getByRole("table", { name: "Comparing 2 cars: key facts" });
      await expect(table.getByRole("columnheader")).toHaveCount(3);
      // Remove is a link to the comparison without the car; the last one to an empty list.
      await table
        .getByRole("link", { name: /^Remove .+ from the comparison$/ })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids[1]}$`));
      await page.getByRole("link", { name: /^Remove .+ from the comparison$/ }).click();
      await expect(page).toHaveURL(/\/compare\?ids=$/);
      await expect(page.locator("[data-compare-empty]")).toContainText("Nothing to compare yet");
    });
  });
});

test("a US site's vehicle page estimates per month with an APR", async ({ page }) => {
  await visitSite(page, "lone-star-auto", "/");
  const first = page.locator("main article h3 a").first();
  await page.goto(await first.evaluate((a) => (a as HTMLAnchorElement).href));
  await expect(page.getByTestId("repayment-estimate")).toContainText(
    /^Est\. \$[\d,]+\/mo for 60 months at 10% APR, \$0 down\. An estimate, not a finance offer\./,
  );
});

/**
 * The ids of the cars a search page lists, in card order: its compare buttons are drawn in the
 * browser by the grid's one island, from the data block this reads (rows, the id first).
 */
async function searchCarIds(request: APIRequestContext): Promise<number[]> {
  const html = await (await apiGet(request, SITE, SEARCH)).text();
  const data = /<script[^>]* id="search-results-toggles"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  return (JSON.parse(data ?? "[]") as [number][]).map(([id]) => id);
}
