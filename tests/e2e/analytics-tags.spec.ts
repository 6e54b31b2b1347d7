import { expect, type Page, test } from "@playwright/test";
import { runToIdleStart } from "./astro-helpers";
import { siteUrl } from "./fixtures";

// An analytics id loads its vendor's tag (here, on the local platform domain,
// the platform's stand-in of it), after the first interaction or 3 s idle and never before;
// the tag receives the data layer events; a consent banner holds the tags until accepted.

/** harbourcity sets gtm_id and ga_id only (no script URL of its own). */
const GTM_SITE = "harbourcity";
/** coastline-rentals sets gtm_id with the consent banner. */
const CONSENT_SITE = "coastline-rentals";

const isThirdParty = (url: string) => new URL(url).pathname.startsWith("/demo-third-party/");

function recordThirdParty(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (isThirdParty(request.url())) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

/** The page's timers move only when the test moves the clock (see site-experience.spec.ts). */
async function pauseClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}


interface GtmStandIn {
  id: string | null;
  events: unknown[];
}

/** What the GTM stand-in has received (null: it has not loaded), arguments objects as arrays. */
function gtm(page: Page): Promise<GtmStandIn | null> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __thirdParty?: { gtm?: GtmStandIn } }).__thirdParty?.gtm;
    if (!seen) return null;
    const plain = (entry: unknown) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : entry;
    return { id: seen.id, events: seen.events.map(plain) };
  });
}

/** The consent mode commands in the page's data layer ("default", "update"), in order. */
function consentCalls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((entry) => {
      const args =
        Object.prototype.toString.call(entry) === "[object Arguments]"
          ? Array.from(entry as ArrayLike<unknown>)
          : [];
      return args[0] === "consent" ? [String(args[1])] : [];
    }),
  );
}

const eventIds = (events: unknown[]) =>
  events.flatMap((e) => (e && typeof e === "object" && "event_id" in e ? [e.event_id] : []));

test("with gtm_id set the GTM stand-in receives the data layer events after idle, and none before", async ({
  page,
}) => {
  await pauseClock(page);
  const requests = recordThirdParty(page);
  await page.goto(siteUrl(GTM_SITE, "/"), { waitUntil: "domcontentloaded" });
  await runToIdleStart(page);
  await page.waitForFunction(() => document.readyState === "complete");
  // The page view is in the data layer at once; no tag has been asked for.
  await expect
    .poll(async () =>
      eventIds(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])),
    )
    .toContain(1);
  await page.clock.runFor(2_999);
  expect(requests, "no third-party request before 3 s idle").toEqual([]);
  expect(await gtm(page), "the tag manager has received nothing before 3 s idle").toBeNull();

  await page.clock.runFor(1);
  await expect
    .poll(() => [...requests].sort())
    .toEqual(["/demo-third-party/analytics.js", "/demo-third-party/gtm.js"]);
  await expect.poll(async () => (await gtm(page))?.id).toBe("GTM-HCMG01");
  // It received what was pushed before it loaded: the page view, the container start, gtag's
  // configuration of the GA4 id …
  const loaded = await gtm(page);
  expect(eventIds(loaded?.events ?? [])).toContain(1);
  expect(loaded?.events).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
  expect(loaded?.events).toContainEqual(["config", "G-HCMG0001"]);
  // … and what is pushed after: saving a car (39). The card's toggle is an island that hydrates
  // when it comes into view (Astro); the paused clock runs on for that.
  const heart = page.locator("[data-favourite-id]").first();
  await heart.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return heart.isEnabled();
    })
    .toBe(true);
  await heart.click();
  await expect.poll(async () => eventIds((await gtm(page))?.events ?? [])).toContain(39);
});

test.describe("the consent banner (analytics.consent: banner)", () => {
  const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
  const DENIED = {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  };

  test("holds every tag until the shopper accepts, with Google's consent mode signals", async ({ page }) => {
    await pauseClock(page);
    const requests = recordThirdParty(page);
    await page.goto(siteUrl(CONSENT_SITE, "/"), { waitUntil: "domcontentloaded" });
    await runToIdleStart(page);
    await expect(banner(page)).toBeVisible();
    // Interaction and idle both pass: nothing loads while the question is open.
    await page.mouse.wheel(0, 300);
    await page.clock.runFor(10_000);
    expect(requests).toEqual([]);
    expect(await gtm(page)).toBeNull();

    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await gtm(page))?.id).toBe("GTM-CCRS01");
    const events = (await gtm(page))?.events ?? [];
    const consent = events.filter((e) => Array.isArray(e) && e[0] === "consent");
    expect(consent).toEqual([
      ["consent", "default", { ...DENIED, wait_for_update: 500 }],
      ["consent", "update", Object.fromEntries(Object.keys(DENIED).map((k) => [k, "granted"]))],
    ]);
    expect(requests).toEqual(["/demo-third-party/gtm.js"]);

    // The answer is kept: the next page asks nothing and loads the tags the usual way (3 s).
    const next = recordThirdParty(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    await runToIdleStart(page);
    await expect.poll(() => consentCalls(page)).toEqual(["default", "update"]);
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return next;
      })
      .toEqual(["/demo-third-party/gtm.js"]);
    await expect(banner(page)).toHaveCount(0);
  });

  test("declining loads nothing, now or on the next page", async ({ page }) => {
    await pauseClock(page);
    const requests = recordThirdParty(page);
    await page.goto(siteUrl(CONSENT_SITE, "/"), { waitUntil: "domcontentloaded" });
    await runToIdleStart(page);
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toBeHidden();
    await page.clock.runFor(10_000);
    await page.reload({ waitUntil: "domcontentloaded" });
    await runToIdleStart(page);
    // The island has run on the new page: consent mode's default, and no update.
    await expect.poll(() => consentCalls(page)).toEqual(["default"]);
    await page.mouse.wheel(0, 300);
    await page.clock.runFor(10_000);
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toEqual([]);
    expect(await gtm(page)).toBeNull();
  });
});
