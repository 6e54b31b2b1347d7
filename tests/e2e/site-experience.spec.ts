import { expect, type Page, type Request, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { type DayHours, isOpenNow } from "../../src/domain/site/opening-hours";
import { captured } from "../support/captured";
import { runToIdleStart } from "./astro-helpers";
import { apiGet, expectNoAxeViolations, hostHeaders, PORT, siteUrl, visitSite } from "./fixtures";

/** westside-auto: text-us chat with the popup, gtm/analytics/pixel stand-ins, chat hidden on /cars, /our-locations/, /checkout-journey. */
const CHAT_SITE = "westside-auto";

const isThirdParty = (request: Request) => new URL(request.url()).pathname.startsWith("/demo-third-party/");

function recordThirdParty(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (isThirdParty(request)) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

/** The third-party scripts the page has added to its DOM, by their id, in order. */
function addedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script[data-forecourt-script]")].map(
      (script) => script.dataset.forecourtScript ?? "",
    ),
  );
}

/**
 * Time in these tests is Playwright's clock, paused before the page loads: the page's timers
 * (the 3 s script fallback, the 3 s chat popup, the 1.3 s chat opening, the 250 ms pixel
 * delay) fire only when the test moves the clock, so each test asserts the order of events
 * exactly and the machine's speed changes nothing.
 */
async function pauseClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/** Sums the page's layout shifts not caused by input (CLS) from its first paint, in `window.__cls`. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * Opens the chat demo site and waits until its scripts have started: on Next's pages React
 * hydrates the whole page (the favourite buttons enable then); on an Astro page (the home page)
 * the shell's plain modules and client:idle islands start on the browser's idle callback.
 */
async function openHydrated(page: Page, path = "/") {
  await page.goto(siteUrl(CHAT_SITE, path), { waitUntil: "domcontentloaded" });
  if ((await page.locator("astro-island").count()) > 0) await runToIdleStart(page);
  else await page.locator("[data-favourite-id]:not([disabled])").first().waitFor();
  await page.waitForFunction(() => document.readyState === "complete");
}

test.describe("third-party scripts (SPEC 4 'after first user interaction or after 3 seconds')", () => {
  test("nothing third-party is requested before 3 s without interaction; then only the analytics scripts", async ({
    page,
  }) => {
    await pauseClock(page);
    const requests = recordThirdParty(page);
    await openHydrated(page);
    await page.clock.runFor(2_999);
    expect(await addedScripts(page), "no third-party script at 2.999 s").toEqual([]);
    expect(requests, "no third-party request at 2.999 s").toEqual([]);
    await page.clock.runFor(1);
    expect(await addedScripts(page), "the analytics scripts at 3 s").toEqual([
      "tag-manager",
      "analytics",
      "pixel",
    ]);
    await expect
      .poll(() => [...requests].sort())
      .toEqual(["/demo-third-party/analytics.js", "/demo-third-party/gtm.js", "/demo-third-party/pixel.js"]);
    // They ran: the tag manager saw the page view pushed before it loaded.
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __thirdParty?: { gtm?: { id: string } } }).__thirdParty?.gtm?.id,
        ),
      )
      .toBe("GTM-DEMO1");
    expect(
      requests.some((path) => path.endsWith("/chat.js")),
      "the chat script waits for the shopper",
    ).toBe(false);
  });

  for (const [name, interact] of [
    ["a scroll", (page: Page) => page.mouse.wheel(0, 300)],
    ["a key", (page: Page) => page.keyboard.press("Tab")],
    ["a click", (page: Page) => page.mouse.click(5, 700)],
  ] as const) {
    test(`${name} loads them at once`, async ({ page }) => {
      await pauseClock(page);
      const requests = recordThirdParty(page);
      await openHydrated(page);
      await page.clock.runFor(2_000);
      expect(await addedScripts(page)).toEqual([]);
      await interact(page);
      // The clock stands still: only the interaction can have added them.
      await expect.poll(() => addedScripts(page)).toEqual(["tag-manager", "analytics", "pixel"]);
      await expect.poll(() => requests.length).toBe(3);
    });
  }

  test("events reach the data layer at once and the pixel 250 ms later", async ({ page }) => {
    await pauseClock(page);
    await openHydrated(page);
    await page.mouse.wheel(0, 200);
    await expect
      .poll(() =>
        page.evaluate(() => Boolean((window as unknown as { fbq?: { loaded?: boolean } }).fbq?.loaded)),
      )
      .toBe(true);
    const wishlistCalls = () =>
      page.evaluate(
        () =>
          (
            window as unknown as { __thirdParty: { pixel: { calls: { args: unknown[] }[] } } }
          ).__thirdParty.pixel.calls.filter((c) => c.args[1] === "Wishlist") as {
            args: [string, string, { currency: string }];
          }[],
      );
    await page.locator("[data-favourite-id]").first().click();
    const layer = await page.evaluate(() =>
      (window.dataLayer as { event_id?: number }[]).map((e) => e.event_id).filter(Boolean),
    );
    expect(layer).toEqual([1, 39]);
    expect(await wishlistCalls(), "not yet at the click").toEqual([]);
    await page.clock.runFor(249);
    expect(await wishlistCalls(), "not yet at 249 ms").toEqual([]);
    await page.clock.runFor(1);
    const calls = await wishlistCalls();
    expect(calls, "sent at 250 ms").toHaveLength(1);
    expect(defined(calls[0], "calls[0]").args[2].currency).toBe("AUD");
  });
});

test.describe("text-us chat (SPEC 4)", () => {
  test("the popup appears after 3 s; closing it sets podium-popup-closed and it stays away", async ({
    page,
  }) => {
    await pauseClock(page);
    await openHydrated(page);
    const chat = page.getByRole("complementary", { name: "Chat" });
    const button = chat.getByRole("button", { name: "Text us" });
    await expect(button).toBeVisible();
    const popup = chat.getByRole("button", { name: /Have a question/ });
    await page.clock.runFor(2_999);
    await expect(popup, "not at 2.999 s").toBeHidden();
    await page.clock.runFor(1);
    await expect(popup, "at 3 s").toBeVisible();
    await chat.getByRole("button", { name: "Close" }).click();
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("podium-popup-closed"))).toBe("true");
    await page.reload();
    // The home page is Astro's: the shell's plain modules start on the paused clock's idle callback.
    await runToIdleStart(page);
    await page.clock.runFor(10_000);
    await expect(chat.getByRole("button", { name: "Text us" })).toBeVisible();
    await expect(popup, "dismissed for good").toBeHidden();
  });

  test("clicking loads the chat script, shows loading, opens the chat 1.3 s later and counts messages", async ({
    page,
  }) => {
    await pauseClock(page);
    const requests = recordThirdParty(page);
    await openHydrated(page);
    const box = await page.getByRole("button", { name: "Text us" }).boundingBox();
    await page.getByRole("button", { name: "Text us" }).click();
    await expect(page.getByRole("button", { name: /Loading/ })).toBeVisible();
    expect(
      await page.getByRole("button", { name: /Loading/ }).boundingBox(),
      "the button keeps its size",
    ).toEqual(box);
    // The script has loaded and run (its frame is on the page); the 1.3 s wait starts then.
    await page.locator("[data-chat-frame]").waitFor({ state: "attached" });
    expect(requests).toContain("/demo-third-party/chat.js");
    const panel = page.getByRole("dialog", { name: "Chat with the dealer" });
    const panelShown = () =>
      page.evaluate(() => document.querySelector<HTMLElement>("[data-chat-panel]")?.style.display !== "none");
    await page.clock.runFor(1_299);
    expect(await panelShown(), "still loading at 1.299 s").toBe(false);
    await page.clock.runFor(1);
    await expect(panel, "open at 1.3 s").toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("podium-popup-closed"))).toBe("true");

    for (const text of ["Is the Corolla still there?", "Can I see it Saturday?"]) {
      await panel.getByLabel("Your message").fill(text);
      await panel.getByRole("button", { name: "Send" }).click();
    }
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer as { event_id?: number }[]).map((e) => e.event_id).filter((id) => id && id >= 54),
        ),
      )
      .toEqual([54, 55, 57]);
  });

  test("the chat is hidden on the configured paths, also after in-site navigation", async ({ page }) => {
    await visitSite(page, CHAT_SITE, "/our-locations/");
    await expect(page.locator("[data-chat-widget]")).toHaveCount(0);
    await visitSite(page, CHAT_SITE, "/about-us");
    await expect(page.locator("[data-chat-widget]")).toHaveCount(1);
    await page.locator("footer").getByRole("link", { name: "Our locations" }).click();
    await expect(page).toHaveURL(/\/our-locations\/?$/);
    await expect(page.locator("[data-chat-widget]")).toHaveCount(0);
  });

  test("careers pages hide the chat for the dealer type that asks for it", async ({ page }) => {
    await visitSite(page, "redline-moto", "/");
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
    for (const path of ["/careers", "/current-positions"]) {
      await visitSite(page, "redline-moto", path);
      await expect(page.locator("[data-chat-widget]")).toHaveCount(0);
    }
  });

  test("the chat button has its space from the first paint: no layout shift", async ({ page }) => {
    await observeLayoutShifts(page);
    await pauseClock(page);
    await openHydrated(page);
    // Past the 3 s fallback: the analytics scripts have loaded and the chat button is shown.
    await page.clock.runFor(4_000);
    await expect(page.getByRole("button", { name: "Text us" })).toBeVisible();
    await expect.poll(() => addedScripts(page)).toHaveLength(3);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
  });
});

test.describe("the chat launcher: small, in a bottom corner, after the page", () => {
  /**
   * Where the launcher is and what is around it: its box, whether anything is drawn over it,
   * the page's interactive elements under it, and the header's logo link and Menu button.
   */
  async function around(page: Page) {
    return page.evaluate(() => {
      // In the browser: the test's helpers are not there, so the check is spelt out.
      const widget = document.querySelector<HTMLElement>("[data-chat-widget]");
      const launcher = widget?.querySelector<HTMLElement>(":scope > button");
      if (!widget || !launcher) throw new Error("Expected the chat launcher, found none");
      const box = launcher.getBoundingClientRect();
      const overlaps = (r: DOMRect) =>
        r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const under = [...document.querySelectorAll<HTMLElement>("a, button, input, select, textarea, summary")]
        .filter((el) => !widget.contains(el) && el.checkVisibility() && overlaps(el.getBoundingClientRect()))
        .map((el) => el.outerHTML.slice(0, 80));
      const header = document.getElementById("site-header");
      const headerControls = [...(header?.querySelectorAll<HTMLElement>("a, button, summary") ?? [])].filter(
        (el) => el.checkVisibility(),
      );
      return {
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
        onTop: top !== null && launcher.contains(top),
        under,
        overHeader: headerControls.filter((el) => overlaps(el.getBoundingClientRect())).length,
      };
    });
  }

  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    test(`${name}: on home, search and vehicle pages, in the bottom-right corner, never over the header or the page's end`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await visitSite(page, "redline-moto", "/search");
      const vehicle = await page.locator("main article h3 a").first().getAttribute("href");
      for (const path of ["/", "/search", defined(vehicle, "vehicle")]) {
        await visitSite(page, "redline-moto", path);
        // The launcher (the text-us prompt, hidden until due, holds buttons of its own).
        await page.locator("[data-chat-widget] > button").waitFor();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (const y of [0, height / 2, height]) {
          await page.evaluate((to) => window.scrollTo(0, to), y);
          const seen = await around(page);
          expect(seen.onTop, `${path} at ${y}: nothing is drawn over the launcher`).toBe(true);
          // Small, in the bottom-right corner, clear of the header's logo and Menu.
          expect(seen.box.height, `${path}: small`).toBeLessThanOrEqual(48);
          expect(seen.box.width, `${path}: small`).toBeLessThanOrEqual(name === "phone" ? 48 : 160);
          expect(
            seen.viewport.width - (seen.box.x + seen.box.width),
            `${path}: at the right`,
          ).toBeLessThanOrEqual(24);
          expect(seen.box.y, `${path}: in the lower part of the screen`).toBeGreaterThan(
            seen.viewport.height / 2,
          );
          expect(seen.overHeader, `${path} at ${y}: over none of the header's controls`).toBe(0);
        }
        // At the end of the page the footer keeps room for it: nothing lies under it.
        expect((await around(page)).under, `${path}: nothing under the launcher at the page's end`).toEqual(
          [],
        );
      }
    });
  }

  test("phone: the prompt opens above the launcher, clear of the logo and Menu; the launcher comes after the page in the tab order", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await observeLayoutShifts(page);
    await pauseClock(page);
    await openHydrated(page);
    await page.clock.runFor(3_000);
    const chat = page.getByRole("complementary", { name: "Chat" });
    const prompt = chat.getByRole("button", { name: /Have a question/ });
    await expect(prompt).toBeVisible();
    // The prompt appears above the launcher without moving it (it was a 0.045 shift at 412 px).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __cls: number }).__cls))
      .toBeLessThan(0.01);
    const promptBox = defined(await prompt.locator("..").boundingBox(), "the prompt's box");
    for (const control of [
      page.locator("#site-header").getByRole("link", { name: /home$/ }),
      page.locator("#site-header summary", { hasText: "Menu" }),
    ]) {
      const box = defined(await control.boundingBox(), "a header control's box");
      const apart =
        box.x + box.width <= promptBox.x ||
        promptBox.x + promptBox.width <= box.x ||
        box.y + box.height <= promptBox.y ||
        promptBox.y + promptBox.height <= box.y;
      expect(apart, "the prompt and the header control do not overlap").toBe(true);
    }
    const launcher = chat.getByRole("button", { name: "Text us" });
    expect(defined(await launcher.boundingBox(), "launcher").y).toBeGreaterThan(promptBox.y);

    // Tab order: the skip link and the header come first; the chat comes after the footer's last link.
    const order = await page.evaluate(() => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>(
          "a[href], button:not([disabled]), input, select, textarea, summary",
        ),
      ].filter((el) => el.checkVisibility() && el.tabIndex >= 0);
      const launcherAt = focusable.findIndex((el) => el.closest("[data-chat-widget]"));
      const lastFooter = focusable.findLastIndex((el) => el.closest("footer"));
      const firstHeader = focusable.findIndex((el) => el.closest("#site-header"));
      return { launcherAt, lastFooter, firstHeader };
    });
    expect(order.launcherAt).toBeGreaterThan(order.lastFooter);
    expect(order.firstHeader).toBeLessThan(order.launcherAt);
    await page.keyboard.press("Tab");
    await expect(chat.locator(":focus")).toHaveCount(0);
  });
});

test.describe("favourites (SPEC 3, 4)", () => {
  test("a saved car survives a reload and is listed in the garage", async ({ page }) => {
    await visitSite(page, CHAT_SITE);
    const button = page.locator("[data-favourite-id]").first();
    const id = await button.getAttribute("data-favourite-id");
    const name = defined(
      await button.getAttribute("aria-label"),
      'await button.getAttribute("aria-label")',
    ).replace(/^Save (.*) to favourites$/, "$1");
    // The home page is Astro's: the card's heart hydrates when it comes into view.
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    const stored = JSON.parse(
      defined(
        await page.evaluate(() => localStorage.getItem("favourites")),
        'await page.evaluate(() => localStorage.getItem("favourites"))',
      ),
    );
    expect(stored).toEqual([
      expect.objectContaining({
        id: Number(id),
        name,
        slug: expect.any(String),
        make: expect.any(String),
        model: expect.any(String),
      }),
    ]);
    expect(Object.keys(stored[0]).sort()).toEqual([
      "id",
      "make",
      "model",
      "name",
      "primary_image_url",
      "slug",
    ]);

    await page.reload();
    await expect(page.locator(`[data-favourite-id="${id}"]`)).toHaveAttribute("aria-pressed", "true");

    await visitSite(page, CHAT_SITE, "/my-garage?tab=saved-cars");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My garage");
    await expect(page.getByRole("link", { name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name })).toBeVisible();
    // The current price (and odometer for a used car), read from the site, not the device.
    await expect(page.locator(`[data-saved-car-id="${id}"] [data-saved-car-facts]`)).toContainText(
      /\$[\d,]+|Enquire|POA|Price/i,
    );
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(page.getByText(/You haven’t saved any cars yet/)).toBeVisible();
  });

  test("the saved-cars address follows the site setting; the other one is a 404", async ({ request }) => {
    expect((await apiGet(request, CHAT_SITE, "/saved")).status()).toBe(404);
    expect((await apiGet(request, "flexidrive", "/saved")).status()).toBe(200);
    expect((await apiGet(request, "flexidrive", "/my-garage?tab=saved-cars")).status()).toBe(404);
  });
});

/** '8:30am' → '08:30'. */
function to24h(text: string): string {
  const match = defined(/^(\d{1,2}):(\d{2})(am|pm)$/.exec(text.trim()), "a time such as 8:30am");
  const hours = (Number(match[1]) % 12) + (match[3] === "pm" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

test.describe("our locations (SPEC 3 'Location')", () => {
  test("groups, hours by weekday and the open-now status in each location's time zone", async ({ page }) => {
    await visitSite(page, CHAT_SITE, "/our-locations/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our locations");
    const groups = await page
      .locator("[data-location-group]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-location-group")));
    expect(groups).toEqual(["primary", "sales", "service", "parts", "service_and_parts"]);

    const cards = page.locator("article[data-location]");
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    for (const card of await cards.all()) {
      const rows = card.locator("[data-opening-hours] tr");
      await expect(rows).toHaveCount(7);
      await expect(rows.locator("th")).toHaveText([
        /^Monday/,
        /^Tuesday/,
        /^Wednesday/,
        /^Thursday/,
        /^Friday/,
        /^Saturday/,
        /^Sunday/,
      ]);
      const hours: DayHours[] = [];
      for (const row of await rows.all()) {
        const weekday = Number(await row.getAttribute("data-weekday"));
        const text = defined(
          await row.locator("td").textContent(),
          'await row.locator("td").textContent()',
        ).trim();
        hours[weekday] =
          text === "Closed"
            ? { status: "closed" }
            : {
                status: "open",
                open: to24h(defined(text.split(" - ")[0], 'text.split(" - ")[0]')),
                close: to24h(defined(text.split(" - ")[1], 'text.split(" - ")[1]')),
              };
      }
      const timeZone = defined(
        await card.getAttribute("data-time-zone"),
        'await card.getAttribute("data-time-zone")',
      );
      const label = defined(
        await card.locator("[data-open-status]").textContent(),
        'await card.locator("[data-open-status]").textContent()',
      ).trim();
      // The page was rendered a moment ago: either side of a minute boundary is right.
      const expected = [
        isOpenNow(hours, timeZone, new Date()).label,
        isOpenNow(hours, timeZone, new Date(Date.now() - 60_000)).label,
      ];
      expect(expected).toContain(label);
      const today = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long" }).format(new Date());
      await expect(card.locator('tr[aria-current="date"] th')).toContainText(today);
    }

    const primary = page.locator('[data-location-group="primary"] article').first();
    await expect(primary.getByRole("link", { name: /^Get directions/ })).toHaveAttribute("target", "_blank");
    await expect(primary.getByRole("link", { name: /^Get directions/ })).toHaveAttribute(
      "href",
      /^https:\/\/maps\.google\.com\//,
    );
    await expect(primary.locator("[data-dealer-licence]")).not.toBeEmpty();
    await expect(primary.getByText("Motor vehicle repairer")).toBeVisible();
    await expect(primary.locator("a[href^='tel:']").first()).toBeVisible();

    const reviews = primary.getByRole("button", { name: /out of 5 from/ });
    await expect(reviews).toHaveAttribute("aria-expanded", "false");
    await reviews.click();
    await expect(reviews).toHaveAttribute("aria-expanded", "true");
    const items = primary.locator("[data-reviews] li");
    expect(await items.count()).toBeLessThanOrEqual(12);
    for (const text of await items.locator(".sr-only").allTextContents())
      expect(Number(text.split(" ")[0])).toBeGreaterThanOrEqual(4);
    await expectNoAxeViolations(page);
  });
});

test.describe("information pages (SPEC 2)", () => {
  const PAGES: [slug: string, path: string, heading: RegExp][] = [
    [CHAT_SITE, "/about-us", /About/],
    [CHAT_SITE, "/privacy-policy", /Privacy/],
    [CHAT_SITE, "/terms-and-conditions/", /Terms/],
    [CHAT_SITE, "/careers", /Careers/],
    [CHAT_SITE, "/current-positions", /Current positions/],
    [CHAT_SITE, "/special-offers", /Special offers/],
    ["lone-star-auto", "/careers", /Careers/],
    ["outback-rv", "/insuring-your-investment", /Insuring/],
    ["outback-rv", "/servicing-your-rv", /Servicing/],
    ["outback-rv", "/caravan-accessories", /accessories/i],
    ["outback-rv", "/warranty", /Warranty/],
    ["outback-rv", "/roadside-assistance", /Roadside/],
    ["outback-rv", "/our-story", /story/i],
    ["outback-rv", "/considering-selling-or-trading", /selling or trading/i],
    ["outback-rv", "/guaranteed-future-value", /Guaranteed Future Value/],
    ["mazda-approved", "/manufacturer-finance", /Mazda Finance/],
    ["mazda-approved", "/assured-pre-owned", /Mazda Assured/],
    ["mazda-approved", "/pages/warranty", /Warranty/],
    ["flexidrive", "/saved", /Saved/],
  ];

  for (const [slug, path, heading] of PAGES) {
    test(`${slug}${path} renders in the site's shell and passes axe`, async ({ page }) => {
      const response = await visitSite(page, slug, path);
      expect(response.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("#site-header")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("listing pages list the site's careers and offers", async ({ page }) => {
    await visitSite(page, "lone-star-auto", "/careers");
    await expect(page.locator("[data-careers] li")).toHaveCount(2);
    await expect(page.getByText("Automotive Service Technician")).toBeVisible();
    await visitSite(page, CHAT_SITE, "/special-offers");
    await expect(page.getByRole("heading", { name: "Westside trade-in bonus" })).toBeVisible();
  });

  test("a US site reads US spelling", async ({ page }) => {
    await visitSite(page, "lone-star-auto", "/privacy-policy");
    await expect(page.locator("main")).toContainText("inquiry");
    await expect(page.locator("main")).not.toContainText("enquiry");
  });

  test("/pages addresses follow the stripping rules", async ({ request }) => {
    const noFollow = { maxRedirects: 0 };
    const get = (slug: string, path: string) =>
      request.get(`http://127.0.0.1:${PORT}${path}`, { headers: hostHeaders(slug), ...noFollow });
    // a site without a pages path: every /pages/ address goes to the stripped one
    let res = await get(CHAT_SITE, "/pages/careers?utm_source=x");
    expect(res.status()).toBe(308);
    expect(res.headers().location).toBe("/careers?utm_source=x");
    // a site with one: the four listed slugs are stripped, other pages live under /pages
    res = await get("mazda-approved", "/pages/privacy-policy");
    expect(res.status()).toBe(308);
    expect(res.headers().location).toBe("/privacy-policy");
    expect((await get("mazda-approved", "/pages/why-mazda-approved")).status()).toBe(200);
    // a page the template does not have is a 404
    expect((await get(CHAT_SITE, "/warranty")).status()).toBe(404);
  });

  test("footer and header links follow the link rules", async ({ page }) => {
    await visitSite(page, "mazda-approved", "/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Privacy policy" }).first()).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("target", "_blank");
    await expect(page.locator("[data-utility-bar]").getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      /^tel:/,
    );
  });
});

test.describe("tracking endpoints (SPEC 7)", () => {
  test("click to call sends event 25 labelled from the path and POSTs car_phone_call", async ({ page }) => {
    await visitSite(page, CHAT_SITE, "/search/used-cars");
    await page.evaluate(() =>
      document.addEventListener(
        "click",
        (e) => (e.target as Element).closest("a[href^='tel:']") && e.preventDefault(),
      ),
    );
    const call = page.waitForRequest(
      (r) => r.url().endsWith("/api/events/car_phone_call") && r.method() === "POST",
    );
    await page
      .locator("[data-utility-bar]")
      .getByRole("link", { name: /^Call / })
      .click();
    const body = (await call).postDataJSON() as { label: string; website_id: number };
    expect(body.label).toBe("Used Car");
    expect(defined(await (await call).response(), "await (await call).response()").status()).toBe(201);
    const events = await page.evaluate(() =>
      (window.dataLayer as { event_id?: number; label?: string }[]).filter((e) => e.event_id === 25),
    );
    expect(events).toEqual([expect.objectContaining({ event_id: 25, label: "Used Car" })]);
  });

  test("the vehicle page's Call action records the call, labelled from the car (not its slug)", async ({
    page,
    request,
  }) => {
    // A used car whose address does not say "used": the label must come from the car.
    const html = await (await apiGet(request, "harbourcity", "/search/pre-owned-cars")).text();
    const slugs = [...html.matchAll(/href="\/cars\/([A-Za-z0-9_-]+)"/g)].map((m) => defined(m[1], "m[1]"));
    const slug = slugs.find((s) => !/used|pre-owned|preowned/i.test(s));
    expect(slug, "a used car whose slug does not mention used").toBeDefined();
    await visitSite(page, "harbourcity", `/cars/${slug}`);
    await page.evaluate(() =>
      document.addEventListener(
        "click",
        (e) => (e.target as Element).closest("a[href^='tel:']") && e.preventDefault(),
      ),
    );
    const call = page.waitForRequest(
      (r) => r.url().endsWith("/api/events/car_phone_call") && r.method() === "POST",
    );
    await page.getByTestId("vehicle-actions").locator("a[data-action=call]").click();
    const body = (await call).postDataJSON() as { label: string; car_id: number | null };
    expect(body.label).toBe("Used Car");
    expect(body.car_id).toEqual(expect.any(Number));
    expect(defined(await (await call).response(), "await (await call).response()").status()).toBe(201);
    const events = await page.evaluate(() =>
      (window.dataLayer as { event_id?: number; label?: string }[]).filter((e) => e.event_id === 25),
    );
    expect(events).toEqual([expect.objectContaining({ event_id: 25, label: "Used Car" })]);
  });

  test("'Ask our assistant' loads the assistant provider's script on the click and opens it about this car", async ({
    page,
    request,
  }) => {
    const html = await (await apiGet(request, "harbourcity", "/search/new-cars")).text();
    const slug = captured(html, /href="\/cars\/([A-Za-z0-9_-]+)"/, "a vehicle link");
    const car = (
      (await (await apiGet(request, "harbourcity", `/api/cars/${slug}`)).json()) as {
        car: { id: number; name: string; stocknum: string };
      }
    ).car;
    const scripts: string[] = [];
    const answers: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
      if (new URL(r.url()).pathname === "/demo-assistant/answers") answers.push(r.postData() ?? "");
    });
    await visitSite(page, "harbourcity", `/cars/${slug}`);
    await page.locator("[data-favourite-id]:not([disabled])").first().waitFor();
    // The assistant is one of the grouped actions, under "More options".
    await page.getByTestId("vehicle-actions").getByText("More options").click();
    const ask = page.getByTestId("vehicle-actions").getByRole("link", { name: "Ask our assistant" });
    // Without JavaScript the link leads to the enquiry page for this car, which exists.
    const fallback = defined(await ask.getAttribute("href"), 'await ask.getAttribute("href")');
    expect(fallback).toBe(`/contact?car_id=${car.id}`);
    expect((await apiGet(request, "harbourcity", fallback)).status()).toBe(200);
    expect(scripts, "the assistant's script is not requested before the click").not.toContain(
      "/demo-third-party/assistant.js",
    );

    // SPEC 4: a loading indicator while the provider's script loads; the assistant opens after.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/demo-third-party/assistant.js", async (route) => {
      await held;
      await route.continue();
    });
    await ask.click();
    const panel = page.getByRole("dialog", { name: "Ask our assistant" });
    await expect(ask).toHaveAttribute("aria-busy", "true");
    await expect(ask.getByRole("status")).toHaveText("Loading the assistant…");
    expect(scripts).toContain("/demo-third-party/assistant.js");
    await expect(panel).toHaveCount(0);
    release();
    await expect(panel).toBeVisible();
    await expect(ask).toHaveAttribute("aria-busy", "false");
    await expect(panel).toContainText("Demo assistant");
    await expect(panel).toContainText(`Ask me about the ${car.name} (stock number ${car.stocknum})`);
    await expect(panel.getByRole("textbox", { name: "Your question" })).toBeFocused();
    await expectNoAxeViolations(page);

    // The question goes to the configured API (the local stand-in), which answers from the car's listing.
    await page.keyboard.type("How much is it?");
    await page.keyboard.press("Enter");
    await expect(panel.locator("[data-author=assistant]").nth(1)).toContainText(
      `(Demo assistant) The ${car.name} is listed at $`,
    );
    expect(JSON.parse(defined(answers[0], "answers[0]"))).toEqual({
      key: "harbourcity-demo-assistant",
      car_id: car.id,
      question: "How much is it?",
    });
    await page.keyboard.type("How many km has it done?");
    await page.keyboard.press("Enter");
    await expect(panel.locator("[data-author=assistant]").nth(2)).toContainText(
      `(Demo assistant) The ${car.name} shows`,
    );

    // SPEC 9: 54 on opening, 55 for the first message, 57 for later ones (SPEC 4).
    const events = await page.evaluate(() =>
      (window.dataLayer as { event_id?: number }[])
        .map((e) => e.event_id)
        .filter((id) => id === 54 || id === 55 || id === 57),
    );
    expect(events).toEqual([54, 55, 57]);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(ask).toBeFocused();
  });

  test("the events endpoint stores events only on sites that enable it", async ({ page, request }) => {
    // harbourcity enables it: the page view is POSTed as the SPEC 3 Analytics event.
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/events") && r.method() === "POST");
    await visitSite(page, "harbourcity", "/about-us");
    const sentEvent = await posted;
    expect((sentEvent.postDataJSON() as { event: Record<string, unknown> }).event).toMatchObject({
      website_slug: "harbourcity",
      category: "About",
      anon_id: expect.any(String),
      session_id: expect.any(String),
      event_properties: expect.objectContaining({ browser: "Chrome" }),
    });
    expect(defined(await sentEvent.response(), "sentEvent.response()").status()).toBe(201);

    // westside does not: nothing is sent, and the endpoint refuses.
    const sent: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/events") && sent.push(r.url()));
    await visitSite(page, CHAT_SITE, "/about-us");
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    const refused = await request.post(`http://127.0.0.1:${PORT}/api/events`, {
      headers: hostHeaders(CHAT_SITE),
      data: { event: {} },
    });
    expect(refused.status()).toBe(404);
  });

  test("careers.json on the platform host needs the dashboard credential", async ({ request }) => {
    const sites = (
      (await (await request.get(`http://127.0.0.1:${PORT}/api/sites`)).json()) as {
        sites: { id: number; slug: string }[];
      }
    ).sites;
    const id = defined(
      sites.find((s) => s.slug === "lone-star-auto"),
      'sites.find((s) => s.slug === "lone-star-auto")',
    ).id;
    const url = `http://127.0.0.1:${PORT}/api/dashboard/websites/${id}/careers.json`;
    expect((await request.get(url)).status()).toBe(401);
    const auth = `Basic ${Buffer.from(`${process.env.DASHBOARD_API_USER ?? "dashboard"}:${process.env.DASHBOARD_API_PASSWORD ?? "forecourt-demo"}`).toString("base64")}`;
    const res = await request.get(url, { headers: { authorization: auth } });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { title: string }[]).map((c) => c.title)).toContain(
      "Automotive Service Technician",
    );
  });
});

test.describe("a page that is not found, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // A path the site has no page at gets the site's 404, a vehicle's path the vehicle's helpful
  // one: Astro draws both on the server (Next drew them only once its script ran, and a plain
  // fallback before), with the site's phone and the same ways on.
  for (const [slug, path, heading, contactName] of [
    ["harbourcity", "/cars/2019-made-up-car-nope123", "We couldn’t find that car", "Ask us to find one"],
    ["redline-moto", "/motorcycles/no-such-bike", "We couldn’t find that motorcycle", "Ask us to find one"],
    ["mazda-approved", "/no-such-page", "We couldn’t find that page", "Contact us"],
  ] as const) {
    test(`${slug}${path} shows the site's own 404 with its phone and ways on`, async ({ page }) => {
      const response = await visitSite(page, slug, path);
      expect(response.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("link", { name: /^(Call )?\(?0\d\)? ?\d{4} \d{4}$/ }).first()).toHaveAttribute(
        "href",
        /^tel:\d+$/,
      );
      // Every way on leads somewhere: contact (answers 200), search all stock, then home.
      const contact = defined(
        await page.getByRole("link", { name: contactName }).getAttribute("href"),
        "the contact link's href",
      );
      expect((await apiGet(page.request, slug, contact)).status(), contact).toBe(200);
      await page.getByRole("link", { name: "Search all stock" }).click();
      await expect(page).toHaveURL(/\/(search\/|pre-owned)/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goBack();
      if (contactName === "Contact us") await page.getByRole("link", { name: "Back to home" }).click();
      else await page.locator("#site-header a[href='/']").first().click();
      await expect(page).toHaveURL(siteUrl(slug, "/"));
    });
  }
});
