import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { captured } from "../support/captured";
import { apiGet, expectNoAxeViolations, siteUrl, visitSite } from "./fixtures";

/** The first vehicle a search lists, as its path. */
/**
 * The first car of a search that has its photos and is for sale: other specs running at the
 * same time add cars through the feed (without photos, listed first as the newest) and
 * reserve some.
 */
async function firstVehicle(request: APIRequestContext, site: string, search: string): Promise<string> {
  const html = await (await apiGet(request, site, search)).text();
  for (const [, path, slug] of html.matchAll(/href="(\/(?:cars|campers|motorcycles)\/([A-Za-z0-9_-]+))"/g)) {
    const res = await apiGet(request, site, `/api/cars/${slug}`);
    if (!res.ok()) continue;
    const { car } = (await res.json()) as { car: { images: unknown[]; reserved: boolean; sold: boolean } };
    if (car.images.length >= 3 && !car.reserved && !car.sold) return defined(path, "path");
  }
  throw new Error(`no photographed car for sale in ${site}${search}`);
}

/** A used car whose address does not say "used" (so a label can only come from the car). */
async function usedCarPath(request: APIRequestContext): Promise<string> {
  const html = await (await apiGet(request, "harbourcity", "/search/pre-owned-cars")).text();
  const slugs = [...html.matchAll(/href="\/cars\/([A-Za-z0-9_-]+)"/g)].map((m) => defined(m[1], "m[1]"));
  const slug = slugs.find((s) => !/used|pre-owned|preowned/i.test(s));
  expect(slug, "a used car whose slug does not mention used").toBeDefined();
  return `/cars/${slug}`;
}

function dataLayerIds(page: Page): Promise<{ event_id?: number; label?: string; page_path?: string }[]> {
  return page.evaluate(() => (window.dataLayer ?? []) as { event_id?: number }[]);
}

/** Keeps tel: and outgoing links from leaving the page, so the test can read what they sent. */
async function stayOnPage(page: Page, selector: string) {
  await page.evaluate(
    (s) => document.addEventListener("click", (e) => (e.target as Element).closest(s) && e.preventDefault()),
    selector,
  );
}

/** The enquiry form's island once hydrated (Astro takes the island's `ssr` mark off then). */
const LIVE_ENQUIRY = "#enquire astro-island:not([ssr]) form";

/**
 * Waits until the page's scripts run: the gallery's plain script has started (it marks the
 * section) and the favourite toggle is drawn (the shell's first idle moment).
 */
async function hydrated(page: Page) {
  await expect(page.locator("section[data-gallery-started]")).toHaveCount(1);
  await expect(page.locator("aside button[aria-pressed]").first()).toBeEnabled();
}

test.describe("vehicle page gallery", () => {
  test("the first photo is the LCP image: not lazy, fetched first, and the viewer's code waits for a click", async ({
    page,
    request,
  }) => {
    const path = await firstVehicle(request, "harbourcity", "/search/new-cars");
    await visitSite(page, "harbourcity", path);
    const photo = page.getByTestId("vehicle-gallery").locator("img").first();
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    expect(await photo.getAttribute("loading")).not.toBe("lazy");
    // Preloaded from the served document's head, once, at the same srcset the photo picks from
    //. Read from the HTML as served: once the page is idle, the router's prefetches
    // of linked vehicle pages add their own photos' hints to the live head.
    const html = await (await apiGet(request, "harbourcity", path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = [
      ...head.matchAll(/<link rel="preload" as="image" fetchpriority="high" imagesrcset="([^"]+)"/gi),
    ];
    expect(preloads).toHaveLength(1);
    expect(defined(preloads[0]?.[1], "preloads[0][1]").replaceAll("&amp;", "&")).toBe(
      await photo.getAttribute("srcset"),
    );
    // The viewer is not on the page until it is opened.
    await expect(page.getByTestId("gallery-viewer")).toHaveCount(0);
  });

  test("opens fullscreen by a click: arrows, zoom, Escape returns focus; axe on the open viewer", async ({
    page,
    request,
  }) => {
    const path = await firstVehicle(request, "harbourcity", "/search/new-cars");
    await visitSite(page, "harbourcity", path);
    await hydrated(page);
    const opener = page.getByTestId("gallery-fullscreen");
    await opener.click();
    const viewer = page.getByRole("dialog", { name: /^Photos of / });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
    // Fullscreen: it covers the window.
    const box = defined(await viewer.boundingBox(), "viewer.boundingBox()");
    expect(box.width).toBe(defined(page.viewportSize(), "page.viewportSize()").width);
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Zoom by the button, then back by a double click.
    const zoom = viewer.getByRole("button", { name: "Zoom" });
    await zoom.click();
    await expect(zoom).toHaveAttribute("aria-pressed", "true");
    await expect(viewer).toHaveAttribute("data-zoomed", "true");
    const zoomedWidth = await viewer.locator("img").evaluate((img) => img.getBoundingClientRect().width);
    expect(zoomedWidth).toBeGreaterThan(box.width * 2);
    await viewer.locator("img").dblclick();
    await expect(viewer).toHaveAttribute("data-zoomed", "false");
    await viewer.locator("img").dblclick();
    await expect(viewer).toHaveAttribute("data-zoomed", "true");

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    // The page shows the photo the viewer was on.
    await expect(page.getByTestId("vehicle-gallery").getByText(/^2 \/ \d+$/)).toBeVisible();
  });

  test("opens fullscreen by keyboard, keeps focus inside, and Close returns focus", async ({
    page,
    request,
  }) => {
    const path = await firstVehicle(request, "harbourcity", "/search/new-cars");
    await visitSite(page, "harbourcity", path);
    await hydrated(page);
    const opener = page.getByTestId("gallery-fullscreen");
    await opener.focus();
    await page.keyboard.press("Enter");
    const viewer = page.getByRole("dialog", { name: /^Photos of / });
    await expect(viewer).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.activeElement?.closest("dialog") !== null),
        "focus stays in the viewer",
      ).toBe(true);
    }
    await page.keyboard.press("End");
    await expect(viewer.getByText(/^(\d+) \/ \1$/)).toBeVisible();
    await page.keyboard.press("+");
    await expect(viewer).toHaveAttribute("data-zoomed", "true");
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a swipe on a phone changes photo in the viewer", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const path = await firstVehicle(request, "harbourcity", "/search/new-cars");
    await visitSite(page, "harbourcity", path);
    await hydrated(page);
    await page.getByTestId("gallery-fullscreen").click();
    const viewer = page.getByRole("dialog", { name: /^Photos of / });
    await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.mouse.move(300, 400);
    await page.mouse.down();
    await page.mouse.move(200, 405, { steps: 4 });
    await page.mouse.move(100, 410, { steps: 4 });
    await page.mouse.up();
    await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
  });
});

test.describe("vehicle page enquiry form loads when reached", () => {
  test("no form code before a touch, even in view; the first touch loads it in place and the enquiry still sends", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await visitSite(page, "sunburnt-used", "/search/used-cars");
    const href = defined(
      await page.locator('a[href^="/cars/"]').first().getAttribute("href"),
      'await page.locator(\'a[href^="/cars/"]\').first().getAttribute("href")',
    );
    await page.goto(siteUrl("sunburnt-used", href));
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const form = page.locator("#enquire form");
    // The server's form is there (it posts without JavaScript) before any of its code.
    await expect(form).toHaveAttribute("method", /^post$/i);
    await expect(page.locator(LIVE_ENQUIRY)).toHaveCount(0);
    const before = new Set(scripts);
    const top = await form.evaluate((f) => f.getBoundingClientRect().top + window.scrollY);

    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(
      scripts.filter((s) => !before.has(s)),
      "nothing loads for a form only looked at",
    ).toEqual([]);
    await form.getByLabel("First name").focus();
    await expect
      .poll(() => scripts.filter((s) => !before.has(s)).length, { message: "the form's chunk loads now" })
      .toBeGreaterThan(0);
    await expect(page.locator(LIVE_ENQUIRY)).toHaveCount(1);
    // Live where it was drawn: nothing moved.
    expect(await form.evaluate((f) => f.getBoundingClientRect().top + window.scrollY)).toBe(top);

    await form.getByLabel("First name").fill("Ann");
    await form.getByLabel("Last name").fill("Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Phone").fill("0412 345 678");
    await form.getByLabel("Message").fill("Can I see it on Saturday?");
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/api/leads"));
    await form.getByRole("button", { name: "Submit" }).click();
    expect((await sent).method()).toBe("POST");
    await page.waitForURL(/\/success\?/);
    expect(new URL(page.url()).searchParams.get("category")).toBe("used-vehicle-enquiry");
  });

  test("what is typed before the form's code arrives is kept, and so is the focus", async ({ page }) => {
    // Hold the form's chunk back until the shopper has typed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await visitSite(page, "sunburnt-used", "/search/used-cars");
    const href = defined(
      await page.locator('a[href^="/cars/"]').first().getAttribute("href"),
      'await page.locator(\'a[href^="/cars/"]\').first().getAttribute("href")',
    );
    await page.goto(siteUrl("sunburnt-used", href));
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await page.route("**/_astro/**", async (route) => {
      await held;
      await route.continue();
    });
    const form = page.locator("#enquire form");
    await form.getByLabel("First name").focus();
    await page.keyboard.type("Ann");
    await form.getByLabel("Last name").focus();
    await page.keyboard.type("Le");
    await expect(page.locator(LIVE_ENQUIRY)).toHaveCount(0);
    release();
    await expect(page.locator(LIVE_ENQUIRY)).toHaveCount(1);
    await expect(form.getByLabel("First name")).toHaveValue("Ann");
    await expect(form.getByLabel("Last name")).toHaveValue("Le");
    await expect(form.getByLabel("Last name")).toBeFocused();
    await page.keyboard.type("e");
    await expect(form.getByLabel("Last name")).toHaveValue("Lee");
  });

  test("the Enquire action loads the form's code and takes the shopper to the form", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await visitSite(page, "sunburnt-used", "/search/used-cars");
    const href = defined(
      await page.locator('a[href^="/cars/"]').first().getAttribute("href"),
      'await page.locator(\'a[href^="/cars/"]\').first().getAttribute("href")',
    );
    await page.goto(siteUrl("sunburnt-used", href));
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const before = scripts.length;
    // One primary action, and it leads somewhere real: the form on this page.
    const actions = page.getByTestId("vehicle-actions");
    const primary = actions.locator("[data-slot=primary] a");
    await expect(primary).toHaveCount(1);
    // One brand-coloured button shows in the sidebar (the test drive dialog's Submit is hidden).
    await expect(page.locator("aside .btn-brand:visible")).toHaveCount(1);
    await expect(primary).toHaveAttribute("href", "#enquire");
    await primary.click();
    await expect(page).toHaveURL(/#enquire$/);
    await expect(page.locator("#enquire form")).toBeInViewport();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });
});

test.describe("vehicle page actions", () => {
  test("one primary action, a few secondary, the rest under More options, each leading somewhere", async ({
    page,
    request,
  }) => {
    const path = await usedCarPath(request);
    await visitSite(page, "harbourcity", path);
    const actions = page.getByTestId("vehicle-actions");
    await expect(actions.locator("[data-slot=primary]").getByRole("link")).toHaveCount(1);
    const secondary = await actions.locator("[data-slot=secondary] > *").count();
    expect(secondary).toBeGreaterThan(0);
    expect(secondary).toBeLessThanOrEqual(3);
    // The rest are grouped and closed until asked for.
    const more = actions.locator("details[data-slot=more]");
    await expect(more).not.toHaveAttribute("open");
    const hidden = more.locator("a");
    await expect(hidden.first()).toBeHidden();
    await more.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(hidden.first()).toBeVisible();

    // Every same-site action leads to a page that exists, the reserve page too. (Buy online is
    // left out: the purchase journey is another part of the product, built separately.)
    const hrefs = (
      await actions
        .locator("a[href^='/']:not([data-action=buy_online])")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    ).map((href) => defined(href, "a link's href"));
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) {
      expect(
        (await apiGet(request, "harbourcity", defined(href.split("#")[0], 'href.split("#")[0]'))).status(),
        href,
      ).toBe(200);
    }
  });

  test("Get finance sends event 58 and the history report link event 60", async ({ page, request }) => {
    // The demo keeps a history report on a used car of its own; find it through the car API.
    const html = await (await apiGet(request, "harbourcity", "/search/pre-owned-cars")).text();
    const slugs = [
      ...new Set([...html.matchAll(/href="\/cars\/([A-Za-z0-9_-]+)"/g)].map((m) => defined(m[1], "m[1]"))),
    ];
    let withFile: string | undefined;
    for (const slug of slugs) {
      const { car } = (await (await apiGet(request, "harbourcity", `/api/cars/${slug}`)).json()) as {
        car: { file: string | null; status: string };
      };
      if (car.file && car.status !== "sold") {
        withFile = slug;
        break;
      }
    }
    const slug = withFile ?? defined(slugs[0], "slugs[0]");
    await visitSite(page, "harbourcity", `/cars/${slug}`);
    await hydrated(page);
    await stayOnPage(page, "[data-testid=vehicle-actions] a");
    const actions = page.getByTestId("vehicle-actions");
    await actions.getByText("More options").click();
    await actions.getByRole("link", { name: "Get finance" }).click();
    expect((await dataLayerIds(page)).filter((e) => e.event_id === 58)).toHaveLength(1);
    if (withFile) {
      await actions.getByRole("link", { name: /Vehicle history report/ }).click();
      expect((await dataLayerIds(page)).filter((e) => e.event_id === 60)).toHaveLength(1);
    }
    expect(withFile, "a listed used car with a history report").toBeDefined();
  });
});

test.describe("vehicle page analytics", () => {
  test("the phone bar's Call on a used car sends event 25 'Used Car' and car_phone_call", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const path = await usedCarPath(request);
    await visitSite(page, "harbourcity", path);
    await hydrated(page);
    await stayOnPage(page, "a[href^='tel:']");
    const call = page.waitForRequest(
      (r) => r.url().endsWith("/api/events/car_phone_call") && r.method() === "POST",
    );
    await page.locator("[data-vehicle-phone-bar]").getByRole("link", { name: "Call" }).click();
    const body = (await call).postDataJSON() as { label: string; car_id: number | null };
    expect(body).toEqual(expect.objectContaining({ label: "Used Car", car_id: expect.any(Number) }));
    expect(defined(await (await call).response(), "await (await call).response()").status()).toBe(201);
    expect((await dataLayerIds(page)).filter((e) => e.event_id === 25)).toEqual([
      expect.objectContaining({ event_id: 25, label: "Used Car" }),
    ]);
  });

  test("a range site's vehicle page (/campers) sends its vehicle details page view", async ({
    page,
    request,
  }) => {
    const xml = await (await apiGet(request, "outback-rv", "/sitemap.xml")).text();
    const path = captured(
      xml,
      /<loc>https?:\/\/[^/]+(\/campers\/[^<]+)<\/loc>/,
      "a campers page in the sitemap",
    );
    await visitSite(page, "outback-rv", path);
    const carType = await page.locator("[data-page-car-type]").getAttribute("data-page-car-type");
    await expect
      .poll(async () => (await dataLayerIds(page)).filter((e) => e.event_id === 3 || e.event_id === 4))
      .toEqual([expect.objectContaining({ event_id: carType === "used" ? 4 : 3, page_path: path })]);
  });
});

test.describe("vehicle page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry form is on the page and sends; the photo links to the full-size image", async ({
    page,
    request,
  }) => {
    const path = await firstVehicle(request, "sunburnt-used", "/search/used-cars");
    await visitSite(page, "sunburnt-used", path);
    const photo = page.getByTestId("gallery-fullscreen");
    const full = defined(await photo.getAttribute("href"), 'await photo.getAttribute("href")');
    expect((await apiGet(request, "sunburnt-used", full)).status()).toBe(200);

    const form = page.locator("#enquire form");
    await expect(form).toBeVisible();
    await form.getByLabel("First name").fill("Ann");
    await form.getByLabel("Last name").fill("Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Phone").fill("0412 345 678");
    await form.getByLabel("Message").fill("Without JavaScript: is it still for sale?");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/\/success\?/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("the test drive modal", () => {
  test("Book a test drive opens the booking for this car in a dialog at most 600 px wide; it is sent from there", async ({
    page,
    request,
  }) => {
    const path = await usedCarPath(request);
    await visitSite(page, "harbourcity", path);
    await hydrated(page);
    const actions = page.getByTestId("vehicle-actions");
    const opener = actions.getByRole("link", { name: "Book a test drive" });
    if (!(await opener.isVisible())) await actions.locator("details[data-slot=more] summary").click();
    // Without JavaScript (or with a modifier key) the link leads to the booking page, which exists.
    const href = defined(await opener.getAttribute("href"), 'await opener.getAttribute("href")');
    expect(href).toMatch(/^\/book-test-drive\?car_id=\d+$/);
    expect((await apiGet(request, "harbourcity", href)).status()).toBe(200);

    const dialog = page.getByRole("dialog", { name: /^Book a test drive: / });
    await expect(dialog).toHaveCount(0);
    await opener.click();
    await expect(dialog).toBeVisible();
    expect(page.url()).toContain(path);
    expect(defined(await dialog.boundingBox(), "dialog.boundingBox()").width).toBeLessThanOrEqual(600);
    // The form's code comes with the opening: the live form (drawn only once opened), about this car.
    await expect(dialog.locator("form")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    const form = dialog.locator("form");
    await form.getByLabel("First name").fill("Ann");
    await form.getByLabel("Last name").fill("Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Phone").fill("0412 345 678");
    const dealership = form.getByLabel("Preferred dealership");
    if (await dealership.isVisible()) await dealership.selectOption({ index: 1 });
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/leads");
    await form.getByRole("button", { name: "Submit" }).click();
    const lead = JSON.parse(defined((await sent).postData(), "(await sent).postData()")).lead as {
      form_id: string;
      car_id: string;
    };
    expect(lead.form_id).toBe("test-drive-booking");
    expect(href).toContain(`car_id=${lead.car_id}`);
    await page.waitForURL(/\/success\?/);
  });
});
