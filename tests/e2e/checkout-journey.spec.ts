// The online purchase journey: /checkout-journey?car_id={slug} walked by
// keyboard on two demo sites (Harbour City: the /checkout reserve path, pickup, a trade-in and
// finance; Lone Star: the /buy-online path, a US site, delivery, no trade-in, cash), axe on
// every step, resumed from its link in a fresh browser, and the deposit's link to the reserve
// page. That page is built separately; here its address (path, lead, token) is checked.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { apiGet, expectNoAxeViolations, siteUrl, visitSite } from "./fixtures";

interface PublicCar {
  id: number;
  slug: string;
  name: string;
  status: string;
  sold: boolean;
  reserved: boolean;
  reservable: boolean | null;
  price: number | null;
  payment_processors: { usable_key: boolean }[];
}

async function carJson(request: APIRequestContext, site: string, slug: string): Promise<PublicCar> {
  const res = await apiGet(request, site, `/api/cars/${slug}`);
  expect(res.status(), slug).toBe(200);
  return ((await res.json()) as { car: PublicCar }).car;
}

/** The site's search results (a few pages): the car slugs its cards link to. */
async function searchSlugs(request: APIRequestContext, site: string): Promise<string[]> {
  // Both demo sites use the dealer template's default search.
  const path = "/search/new-used-and-demo-cars";
  const first = await apiGet(request, site, path);
  expect(first.status()).toBe(200);
  const slugs = new Set<string>();
  for (let n = 1; n <= 4; n++) {
    const res = n === 1 ? first : await apiGet(request, site, `${path}?page=${n}`);
    const html = await res.text();
    for (const m of html.matchAll(/href="\/cars\/([A-Za-z0-9_-]+)"/g)) slugs.add(defined(m[1], "m[1]"));
    if (!html.includes('rel="next"')) break;
  }
  return [...slugs];
}

/** The first car of the site's search that the shopper can buy online, and one they cannot. */
async function demoCars(request: APIRequestContext, site: string) {
  let buyable: PublicCar | undefined;
  let unavailable: PublicCar | undefined;
  for (const slug of await searchSlugs(request, site)) {
    const car = await carJson(request, site, slug);
    const eligible =
      car.status === "in_stock" &&
      !car.sold &&
      !car.reserved &&
      car.reservable !== false &&
      car.price !== null &&
      car.price > 20_000 &&
      car.payment_processors.some((p) => p.usable_key);
    if (eligible) buyable ??= car;
    if (car.sold || car.reserved) unavailable ??= car;
    if (buyable && unavailable) break;
  }
  expect(buyable, `${site} has a car that can be bought online`).toBeTruthy();
  return { buyable: defined(buyable, "buyable"), unavailable };
}

/** Follows a link the way a shopper would (a browser, redirects included) and expects a 200. */
async function expectLinkOk(page: Page, site: string, href: string) {
  const tab = await page.context().newPage();
  expect(defined(await tab.goto(siteUrl(site, href)), "tab.goto(siteUrl(site, href))").status(), href).toBe(
    200,
  );
  await tab.close();
}

async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label, { exact: typeof label === "string" }).focus();
  await page.keyboard.type(text);
}

/** Sends the step with the keyboard: Enter on its Continue button. */
async function continueWith(page: Page, name = "Continue") {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

async function expectStep(page: Page, n: number, title: string) {
  await expect(page.locator("[data-step-label]")).toHaveText(`Step ${n} of 6`);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.locator("[aria-current=step]")).toContainText(title);
  await expectNoAxeViolations(page);
}

const SITES = [
  {
    site: "harbourcity",
    reservePath: "checkout",
    phone: "0412 345 678",
    fulfilment: "pickup",
    tradeIn: true,
    finance: true,
  },
  {
    site: "lone-star-auto",
    reservePath: "buy-online",
    phone: "(415) 555-2671",
    fulfilment: "delivery",
    tradeIn: false,
    finance: false,
  },
] as const;

for (const plan of SITES) {
  test(`${plan.site}: the purchase journey by keyboard, every step axe-clean, ending at the deposit link`, async ({
    page,
    request,
    browser,
  }) => {
    // Six steps with axe on each, on a shared machine.
    test.setTimeout(360_000);
    const car = (await demoCars(request, plan.site)).buyable;
    const response = await visitSite(page, plan.site, `/checkout-journey?car_id=${car.slug}`);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Buy the ${car.name} online`);
    // The car beside the steps: photo, price, location, and a link to its page.
    const summary = page.getByRole("complementary", { name: "The car you're buying" });
    await expect(summary.getByRole("img")).toBeVisible();
    await expect(summary.locator("[data-journey-price]")).toContainText("$");
    await expect(summary).toContainText("At ");

    // 1. Your details: the enquiry form's fields and messages. A wrong phone comes back with
    // the message and what was typed.
    await expectStep(page, 1, "Your details");
    await typeInto(page, "First name", "Ann");
    await page.keyboard.press("Tab");
    if (plan.site === "lone-star-auto") {
      await expect(page.getByLabel(/Middle name/)).toBeFocused();
      await page.keyboard.press("Tab");
    }
    await expect(page.getByLabel("Last name")).toBeFocused();
    await page.keyboard.type("Lee");
    await typeInto(page, "Email", "ann@example.com");
    await typeInto(page, "Phone", "123");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Please check these answers" })).toContainText(
      "Phone",
    );
    await expect(page.getByLabel("First name")).toHaveValue("Ann");
    await expectNoAxeViolations(page);
    await page.getByLabel("Phone").fill("");
    await typeInto(page, "Phone", plan.phone);
    await page.keyboard.press("Enter");

    // 2. Delivery or pickup.
    await expectStep(page, 2, "Delivery or pickup");
    const url = new URL(page.url());
    const lead = url.searchParams.get("lead");
    const token = url.searchParams.get("token");
    expect(lead).toMatch(/^\d+$/);
    expect(token).toBeTruthy();
    if (plan.fulfilment === "pickup") {
      await page.getByLabel("Pick it up from the dealership").focus();
      await page.keyboard.press("Space");
      await expect(page.getByLabel("Pickup location")).toBeVisible();
      await expect(page.getByLabel("Delivery address")).toBeHidden();
    } else {
      await page.getByLabel("Have it delivered").focus();
      await page.keyboard.press("Space");
      await typeInto(page, "Delivery address", "500 Congress Ave, Austin TX");
      await typeInto(page, "ZIP code", "78701");
    }
    await continueWith(page);

    // 3. Trade-in (optional): the trade-in valuation's fields, or Skip.
    await expectStep(page, 3, "Trade-in");
    if (plan.tradeIn) {
      await page.getByLabel("Yes, I have a car to trade in").focus();
      await page.keyboard.press("Space");
      await typeInto(page, "Registration number", "ABC123");
      await page.getByLabel("State of registration").selectOption("NSW");
      // The trade-in valuation's rego lookup fills in the vehicle (the demo's stand-in).
      await page.getByRole("button", { name: "Look up my car" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Found:" })).toBeVisible();
      // The market range when the provider gives one, else plainly that it gives none.
      await expect(page.getByRole("status").filter({ hasText: "Found:" })).toHaveText(
        /Estimated trade value \$[\d,]+ to \$[\d,]+\.|This lookup gives no market value for it/,
      );
      await expect(page.getByLabel("Registration number")).toHaveValue("ABC123");
      await expect(page.getByLabel("Model")).not.toHaveValue("");
      await expect(page.getByLabel("Year")).toHaveValue(/^\d{4}$/);
      await expect(page.getByLabel("Make")).not.toHaveValue("");
      await expectNoAxeViolations(page);
      await typeInto(page, "Odometer (km)", "98000");
      await continueWith(page);
    } else {
      await continueWith(page, "Skip trade-in");
    }

    // A fresh browser resumes from the link with the lead and its token; a wrong token is a 404.
    await expectStep(page, 4, "How you'll pay");
    const resumeHref = await page.locator("[data-journey-resume]").getAttribute("href");
    expect(resumeHref).toBe(`/checkout-journey?car_id=${car.slug}&lead=${lead}&token=${token}`);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    expect(
      defined(
        await other.goto(siteUrl(plan.site, defined(resumeHref, "resumeHref"))),
        "other.goto(siteUrl(plan.site, resumeHref))",
      ).status(),
    ).toBe(200);
    await expect(other.locator("[data-step-label]")).toHaveText("Step 4 of 6");
    const wrong = await other.goto(
      siteUrl(plan.site, defined(resumeHref, "resumeHref").replace(/token=[^&]+/, "token=x".padEnd(30, "x"))),
    );
    expect(defined(wrong, "wrong").status()).toBe(404);
    await fresh.close();

    // 4. How you'll pay: finance is prefilled with the car's price.
    if (plan.finance) {
      await page.getByLabel("Finance", { exact: true }).focus();
      await page.keyboard.press("Space");
      await expect(page.getByLabel("Amount to finance")).toHaveValue(
        String(Math.round(defined(car.price, "car.price") / 100)),
      );
      await page.getByLabel("Loan term").selectOption("60");
      await page.getByLabel("Employment status").selectOption("Full Time");
      await typeInto(page, "Annual income before tax", "90000");
    } else {
      await page.getByLabel("Cash or bank transfer").focus();
      await page.keyboard.press("Space");
    }
    await continueWith(page);

    // 5. Review: every answer, as the lead holds it, each step with its Edit link.
    await expectStep(page, 5, "Review");
    const review = page.locator("[data-journey-review]");
    await expect(review).toContainText("Ann");
    await expect(review).toContainText("ann@example.com");
    await expect(review).toContainText(plan.phone);
    await expect(review).toContainText(
      plan.fulfilment === "pickup" ? "Pick it up from the dealership" : "500 Congress Ave",
    );
    await expect(review).toContainText(plan.tradeIn ? "ABC123" : "No trade-in");
    await expect(review).toContainText(plan.finance ? "60 months" : "Cash or bank transfer");
    // What the shopper will pay, line by line, in the site's currency: the deposit is part of
    // the price, so the balance is the price less the deposit.
    const price = defined(car.price, "car.price");
    const deposit = Number(
      (await page.locator("[data-money=deposit] dd").textContent())?.replace(/[^\d.]/g, ""),
    );
    const money = (cents: number) =>
      `$${new Intl.NumberFormat(plan.site === "lone-star-auto" ? "en-US" : "en-AU", {
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      }).format(cents / 100)}`;
    await expect(page.locator("[data-money=price] dd")).toHaveText(money(price));
    expect(deposit).toBeGreaterThan(0);
    await expect(page.locator("[data-money=balance] dd")).toContainText(money(price - deposit * 100));
    await expect(page.locator("[data-money=trade-in] dd")).toHaveText(
      plan.tradeIn ? /taken off the balance/ : "No trade-in",
    );
    await expect(page.locator("[data-money=delivery] dt")).toHaveText(
      plan.fulfilment === "pickup" ? "Pickup" : "Delivery",
    );
    // Edit goes back to the step and returns to the review.
    await page.getByRole("link", { name: "Edit your details" }).focus();
    await page.keyboard.press("Enter");
    await expectStep(page, 1, "Your details");
    await expect(page.getByLabel("Email")).toHaveValue("ann@example.com");
    await page.getByLabel("First name").fill("Annie");
    await continueWith(page);
    await expectStep(page, 5, "Review");
    await expect(review).toContainText("Annie");
    await typeInto(page, /Anything else we should know/, "Can it be ready on Saturday?");
    await continueWith(page, "Confirm and continue");

    // 6. Deposit: the reserve page with the lead and its token.
    await expectStep(page, 6, "Deposit");
    const pay = page.getByRole("link", { name: "Pay deposit" });
    await expect(pay).toHaveAttribute(
      "href",
      `/cars/${car.slug}/${plan.reservePath}?lead=${lead}&token=${token}`,
    );

    // The step events (63 view, 64 complete) reached the data layer.
    const ids = await page.evaluate(() =>
      ((window.dataLayer ?? []) as { event_id?: number; step?: number }[])
        .filter((e) => e.event_id === 63)
        .map((e) => e.step),
    );
    expect(ids).toEqual([6]);

    // The link leads to the reserve page, with the shopper's details already filled in.
    await pay.click();
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/${plan.reservePath}\\?lead=`));
    await expect(page.getByLabel("First name")).toHaveValue("Annie");
    await expect(page.getByLabel("I accept the reservation terms")).toBeVisible();
    // The terms the shopper accepts are a page that states them.
    const terms = defined(
      await page.getByRole("link", { name: "Read the reservation terms" }).getAttribute("href"),
      "terms href",
    );
    await page.goto(siteUrl(plan.site, terms));
    await expect(page.getByRole("heading", { name: "Reservations and deposits" })).toBeVisible();
  });
}

test("a step view is sent on each step and a step complete when its form is sent", async ({
  page,
  request,
}) => {
  const car = (await demoCars(request, "harbourcity")).buyable;
  await visitSite(page, "harbourcity", `/checkout-journey?car_id=${car.slug}`);
  await expect
    .poll(() =>
      page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { event_id?: number }).event_id === 63)),
    )
    .toBe(true);
  // The spam check is solved in the background; a send waits for it (then it cannot be held).
  await expect(page.locator("input[name=altcha]")).not.toHaveValue("", { timeout: 30_000 });
  // The data layer is the page's: the send is stopped after the page's own listeners ran
  // (the window hears it last), so the events can be read before a new page replaces it.
  await page.evaluate(() => {
    window.addEventListener("submit", (event) => event.preventDefault());
  });
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { event_id?: number }).event_id === 64)),
    )
    .toBe(true);
  const events = await page.evaluate(() =>
    ((window.dataLayer ?? []) as { event_id?: number; step?: number; step_name?: string }[])
      .filter((e) => e.event_id === 63 || e.event_id === 64)
      .map((e) => [e.event_id, e.step, e.step_name]),
  );
  expect(events).toEqual([
    [63, 1, "Your details"],
    [64, 1, "Your details"],
  ]);
});

test("a car that can't be bought online: a clear page whose links lead somewhere; an unknown car is a 404", async ({
  page,
  request,
}) => {
  const { unavailable } = await demoCars(request, "harbourcity");
  expect(unavailable, "the demo has a sold or reserved car").toBeTruthy();
  const soldSlug = defined(unavailable, "unavailable").slug;
  {
    const shown = await visitSite(page, "harbourcity", `/checkout-journey?car_id=${soldSlug}`);
    expect(shown.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This car can't be bought online");
    await expectNoAxeViolations(page);
    for (const name of [/^View the /, "Search our stock"]) {
      await expectLinkOk(
        page,
        "harbourcity",
        defined(
          await page.getByRole("link", { name }).getAttribute("href"),
          'await page.getByRole("link", { name }).getAttribute("href")',
        ),
      );
    }
  }

  const missing = await visitSite(page, "harbourcity", "/checkout-journey?car_id=no-such-car-123");
  expect(missing.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This car can't be bought online");
  await expectNoAxeViolations(page);
  for (const name of ["Back to home", "Search our stock"]) {
    await expectLinkOk(
      page,
      "harbourcity",
      defined(
        await page.getByRole("link", { name }).getAttribute("href"),
        'await page.getByRole("link", { name }).getAttribute("href")',
      ),
    );
  }
});

test("the chat is hidden on /checkout-journey where the site asks for it", async ({ page }) => {
  await visitSite(page, "westside-auto", "/about-us");
  await expect(page.locator("[data-chat-widget]")).toHaveCount(1);
  await visitSite(page, "westside-auto", "/checkout-journey?car_id=no-such-car-123");
  await expect(page.locator("[data-chat-widget]")).toHaveCount(0);
});

test("the journey's step is readable on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const car = (await demoCars(request, "harbourcity")).buyable;
  await visitSite(page, "harbourcity", `/checkout-journey?car_id=${car.slug}`);
  await expect(page.locator("[data-step-label]")).toHaveText("Step 1 of 6");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("journey-phone.png"), fullPage: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each step is a plain form post, and a chosen answer reveals its fields", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const car = (await demoCars(request, "lone-star-auto")).buyable;
    await visitSite(page, "lone-star-auto", `/checkout-journey?car_id=${car.slug}`);
    await page.getByLabel("First name", { exact: true }).fill("Nia");
    await page.getByLabel("Last name", { exact: true }).fill("Ortiz");
    await page.getByLabel("Email", { exact: true }).fill("nia@example.com");
    await page.getByLabel("Phone", { exact: true }).fill("(415) 555-2671");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.locator("[data-step-label]")).toHaveText("Step 2 of 6");
    await expect(page.getByLabel("Delivery address")).toBeHidden();
    await page.getByLabel("Have it delivered").check();
    await expect(page.getByLabel("Delivery address")).toBeVisible();
    await expect(page.getByLabel("Pickup location")).toBeHidden();
    await page.getByLabel("Delivery address").fill("500 Congress Ave, Austin TX");
    await page.getByLabel("ZIP code").fill("78701");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    // (axe needs the page's JavaScript: the steps are checked by the keyboard walks above.)
    await expect(page.locator("[data-step-label]")).toHaveText("Step 3 of 6");
  });
});
