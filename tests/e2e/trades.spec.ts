import { expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { captured } from "../support/captured";
import { expectNoAxeViolations, outboxUrl, visitSite } from "./fixtures";
import { hydratedForm } from "./form-filler";

// A hire company, a subscription service and an RV yard each get a home
// and vehicle page their trade recognises, chosen by template (not by the dealer's slug).

async function firstVehicle(page: Page): Promise<void> {
  const first = page.locator("main article h3 a").first();
  await page.goto(await first.evaluate((a) => (a as HTMLAnchorElement).href));
}

const keyFacts = (page: Page) => page.getByRole("list", { name: "Key facts" }).getByRole("listitem");
const quickSearch = (page: Page) => page.getByRole("search", { name: "Quick stock search" });

test.describe("templates that look like their trade", () => {
  test.describe.configure({ timeout: 120_000 });

  test("rental: hire by pick-up location, what every hire includes, seats not kilometres", async ({
    page,
  }) => {
    await visitSite(page, "coastline-rentals");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hire a car");
    const form = quickSearch(page);
    await expect(form.getByLabel("Condition")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Every hire includes" })).toContainText(
      "Unlimited kilometres",
    );
    await expectNoAxeViolations(page);

    // Pick a location: the search lists exactly the count the option promised.
    const option = form.getByLabel("Pick-up location").locator("option").nth(1);
    const [label, city] = [await option.textContent(), await option.getAttribute("value")];
    const promised = Number(captured(label, /\((\d+)\)$/, "the location's count"));
    await form.getByLabel("Pick-up location").selectOption(defined(city, "city"));
    await form.getByRole("button", { name: /^Show \d+ cars$/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`location=${encodeURIComponent(defined(city, "city")).replace(/%20/g, "\\+")}`),
    );
    await expect(page.getByRole("heading", { name: /^Showing/ })).toContainText(`of ${promised} vehicle`);
    await expect(page.locator("main article p.uppercase").first()).toHaveText("For hire");

    await firstVehicle(page);
    await expect(page.getByText(/^car for hire$/i)).toBeVisible();
    const facts = await keyFacts(page).allTextContents();
    expect(facts[0]).toMatch(/^\d+ seats$/);
    expect(facts.join(" ")).not.toMatch(/\bkm\b/);
    await expect(page.getByTestId("pick-up-location")).toContainText("Pick up from");
    await expect(page.getByTestId("vehicle-price")).toHaveText(/\/day$/);
    await expectNoAxeViolations(page);
  });

  test("subscription: the weekly price with what it includes, and no sale price beside it", async ({
    page,
  }) => {
    await visitSite(page, "flexidrive");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe to a car");
    await expect(quickSearch(page).getByRole("combobox")).toHaveCount(2);
    await firstVehicle(page);
    await expect(page.getByText(/^car on subscription$/i)).toBeVisible();
    await expect(page.getByTestId("vehicle-price")).toHaveText(/\/week$/);
    const aside = page.getByRole("complementary", { name: "Price and actions" });
    await expect(aside.getByText("Every subscription includes")).toBeVisible();
    await expect(aside.getByRole("listitem").filter({ hasText: "Registration" })).toHaveCount(1);
    await expect(aside.getByText(/^Was /)).toHaveCount(0);
  });

  test("RV yard: browse by the kind of van, each link lists what it promised; berths come first", async ({
    page,
  }) => {
    await visitSite(page, "outback-rv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find the RV for your next trip");
    const browse = page.getByRole("region", { name: "Browse" }).getByRole("link");
    const links = await browse.evaluateAll((as) =>
      as.map((a) => ({ href: (a as HTMLAnchorElement).href, text: a.textContent ?? "" })),
    );
    expect(links.map((l) => l.text.replace(/\s*\(\d+\)$/, ""))).toContain("Caravans");
    for (const link of links) {
      const promised = Number(captured(link.text, /\((\d+)\)$/, "the link's count"));
      await page.goto(link.href);
      await expect(page.getByRole("heading", { name: /^Showing/ }), link.href).toHaveText(
        new RegExp(`of ${promised} RVs?$`),
      );
    }
    await firstVehicle(page);
    await expect(keyFacts(page).first()).toHaveText(/^Sleeps \d+$/);
  });
});

/** The dealer's email (the local outbox at /mail) holds an article with every one of `texts`. */
async function expectDealerEmail(page: Page, texts: readonly string[]) {
  await expect
    .poll(
      async () => {
        await page.goto(outboxUrl(texts[0] ?? ""));
        let found = page.locator("article").filter({ hasNotText: "ADF lead" });
        for (const text of texts) found = found.filter({ hasText: text });
        return found.count();
      },
      { message: `the dealer's email with ${texts.join(", ")}`, timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0412 345 678");
}

test.describe("every trade in its own words and flow", () => {
  test.describe.configure({ timeout: 120_000 });

  test("hire: for hire, not for sale; book dates and the dealer's lead has the total for the period", async ({
    page,
  }) => {
    await visitSite(page, "coastline-rentals", "/search/rental-cars");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Cars for hire/);
    await expect(
      page.locator("main article p.uppercase").filter({ hasText: /^(Used|New|Demo)$/ }),
    ).toHaveCount(0);
    await firstVehicle(page);
    const aside = page.getByRole("complementary", { name: "Price and actions" });
    await expect(aside.locator("[data-action=finance]")).toHaveCount(0);
    await expect(aside.locator("[data-action=enquire]")).toHaveText("Book this car");
    const rate = Number(
      captured(await page.getByTestId("vehicle-price").textContent(), /^\$([\d,]+)\/day$/, "rate").replace(
        /,/g,
        "",
      ),
    );

    const form = await hydratedForm(page, "hire-booking-form");
    await expect(form.getByRole("heading", { name: "Book this car" })).toBeVisible();
    await form.getByLabel("Pick-up location").selectOption({ index: 1 });
    await form.getByLabel("Pick-up date and time").fill("2031-03-14T10:00");
    await form.getByLabel("Return date and time").fill("2031-03-17T10:00");
    // Three days at the daily rate.
    const total = `$${(rate * 3).toLocaleString("en-AU")}`;
    await expect(form.locator("[data-hire-total] [role=status]")).toHaveText(
      `3 days × $${rate.toLocaleString("en-AU")}/day = ${total}`,
    );
    const email = `hire-${Date.now()}@example.com`;
    await fillContact(page, email);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Book now" }).click();
    await page.waitForURL(/\/success\?category=hire-booking/);
    await expect(page.locator("[data-success-category]")).toContainText("hire booking");
    await expectDealerEmail(page, [email, "Hire Booking", `${total} in total`, "2031-03-14 10:00"]);
  });

  test("subscription: the lowest weekly price first, term and kilometres on cards; Subscribe sends the plan", async ({
    page,
  }) => {
    await visitSite(page, "flexidrive", "/search/subscription-cars?sort=price-asc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/on subscription/);
    const prices = (await page.locator("[data-card-price]").allTextContents()).map((t) =>
      Number(captured(t, /^\$([\d,]+)\/week$/, "weekly price").replace(/,/g, "")),
    );
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.locator("[data-card-plan]").first()).toHaveText(/^From \d+ months? · [\d,]+ km\/week$/);

    await firstVehicle(page);
    const aside = page.getByRole("complementary", { name: "Price and actions" });
    await expect(aside.locator("[data-action=enquire]")).toHaveText("Subscribe to this car");
    await expect(aside.locator("[data-action=finance]")).toHaveCount(0);
    const form = await hydratedForm(page, "vehicle-subscription-form");
    await form.getByLabel("Plan").selectOption("3 months, 500 km a week");
    const email = `subscribe-${Date.now()}@example.com`;
    await fillContact(page, email);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(/\/success\?category=subscription/);
    await expectDealerEmail(page, [email, "3 months, 500 km a week plan"]);
  });

  test("the general test drive asks which vehicle, and the card beside it follows the choice", async ({
    page,
  }) => {
    await visitSite(page, "harbourcity", "/book-test-drive");
    const form = await hydratedForm(page, "test-drive-form");
    const select = form.getByLabel("Which vehicle would you like to drive?");
    const card = page.getByRole("region", { name: "Your test drive" });
    await expect(card).toContainText("Choose a vehicle");
    const second = select.locator("option").nth(2);
    const [value, label] = [await second.getAttribute("value"), await second.textContent()];
    await select.selectOption(defined(value, "option value"));
    await expect(card).toHaveAttribute("data-chosen-vehicle", defined(value, "value"));
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(
      defined(label, "label").split(" · ")[0] ?? "",
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("the vehicle page's price and actions", () => {
  test("a new car's price says it excludes government charges, with its drive-away price and a weekly estimate", async ({
    page,
  }) => {
    await visitSite(page, "harbourcity", "/search/new-used-and-demo-cars?condition=new");
    await firstVehicle(page);
    await expect(page.getByTestId("vehicle-price")).toContainText("excl. government charges");
    await expect(page.getByTestId("drive-away-price")).toHaveText(/^\$[\d,]+ drive away$/);
    const estimate = page.getByTestId("repayment-estimate");
    await expect(estimate).toContainText(/Est\. \$\d+\/week over 5 years at 10% p\.a\./);
    // "Get a quote" leads to the finance form with the car's price.
    await estimate.getByRole("link", { name: "Get a quote" }).click();
    await expect(page).toHaveURL(/vehiclePriceBudget=\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a used-car yard's configured words follow its prices; a subscription shows neither words nor estimate", async ({
    page,
  }) => {
    await visitSite(page, "sunburnt-used", "/search/used-cars");
    await firstVehicle(page);
    await expect(page.getByTestId("vehicle-price")).toContainText("Drive away");
    await visitSite(page, "flexidrive");
    await page.goto(
      await page
        .locator("main article h3 a")
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).href),
    );
    await expect(page.getByTestId("vehicle-price")).toHaveText(/^\$[\d,]+\/week$/);
    await expect(page.getByTestId("repayment-estimate")).toHaveCount(0);
  });

  test("on a phone, Call and Enquire stay at the bottom of the screen and never hide the footer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visitSite(page, "harbourcity", "/search/new-used-and-demo-cars");
    await firstVehicle(page);
    const bar = page.getByRole("navigation", { name: "Call or enquire" });
    await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:/);
    const box = defined(await bar.boundingBox(), "bar.boundingBox()");
    expect(box.y + box.height).toBe(844);
    await bar.getByRole("link", { name: "Enquire" }).click();
    await expect(page.locator("#enquire")).toBeInViewport();
    // At the very end of the page the footer's last line is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.locator("footer p").last().boundingBox();
    expect(defined(last, "last").y + defined(last, "last").height).toBeLessThanOrEqual(
      defined(await bar.boundingBox(), "bar.boundingBox()").y,
    );
    // On a wide screen there is no bar: the actions are beside the photos.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });
});

/** The vehicle page's specifications, label → value. */
async function specTable(page: Page): Promise<Record<string, string>> {
  const section = page.getByRole("region", { name: "Specifications" });
  const terms = await section.locator("dt").allTextContents();
  const values = await section.locator("dd").allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t.trim(), (values[i] ?? "").trim()]));
}

test.describe("each trade's specs, words and filters", () => {
  test.describe.configure({ timeout: 120_000 });

  test("RV yard: berth and length filters; a van reads berths, length, tare, ATM and ball weight, never doors", async ({
    page,
  }) => {
    await visitSite(page, "outback-rv", "/search/RVs-in-stock");
    const filters = page.getByRole("search", { name: "Filter stock" });
    await filters.getByLabel("Berths").selectOption("4");
    // A choice made with the pointer applies at once: the results page comes with the berths.
    await expect(page).toHaveURL(/berths_min=4/);
    await filters.getByRole("combobox", { name: "Length to" }).selectOption("7");
    await expect(page).toHaveURL(/length_max=7/);
    await page.waitForLoadState("load");
    await expectNoAxeViolations(page);
    await filters.getByRole("button", { name: /^Show \d+ results?$/ }).click();
    await expect(page).toHaveURL(/berths_min=4/);
    await expect(page).toHaveURL(/length_max=7/);
    const sleeps = await page
      .locator("main article")
      .getByText(/^Sleeps \d+$/)
      .allTextContents();
    expect(sleeps.length).toBeGreaterThan(0);
    for (const text of sleeps) expect(Number(captured(text, /(\d+)/, "berths"))).toBeGreaterThanOrEqual(4);
    for (const text of await page
      .locator("main article")
      .getByText(/ m long$/)
      .allTextContents())
      expect(Number.parseFloat(text)).toBeLessThanOrEqual(7);
    await expect(page.getByRole("heading", { name: /^Showing/ })).toHaveText(/ RVs?$/);

    await visitSite(page, "outback-rv", "/search/RVs-in-stock?body=Caravan");
    await firstVehicle(page);
    const specs = await specTable(page);
    expect(specs).toMatchObject({
      Berths: expect.stringMatching(/^\d+$/),
      Length: expect.stringMatching(/^\d+\.\d\d m \(\d+ ft( \d+ in)?\)$/),
      Tare: expect.stringMatching(/^[\d,]+ kg$/),
      ATM: expect.stringMatching(/^[\d,]+ kg$/),
      "Ball weight": expect.stringMatching(/^[\d,]+ kg$/),
    });
    expect(Object.keys(specs)).not.toContain("Doors");
    expect(Object.keys(specs)).not.toContain("Seats");
  });

  test("motorcycles: the LAMS and engine-size filters; a bike reads its engine size and LAMS approval", async ({
    page,
  }) => {
    await visitSite(page, "redline-moto", "/search/new-and-used-motorcycles");
    const filters = page.getByRole("search", { name: "Filter stock" });
    await filters.getByLabel("LAMS approved only (learner riders)").check();
    await filters.getByRole("combobox", { name: "Engine size to" }).selectOption("750");
    await expectNoAxeViolations(page);
    await filters.getByRole("button", { name: /^Show \d+ results?$/ }).click();
    await expect(page).toHaveURL(/lams=1/);
    await expect(page).toHaveURL(/cc_max=750/);
    const cards = page.locator("main article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++)
      // The card's key facts say LAMS (a variant may be called "LAMS" too, so the fact is named).
      await expect(
        cards
          .nth(i)
          .getByRole("listitem")
          .filter({ hasText: /^LAMS$/ }),
      ).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Showing/ })).toHaveText(/ motorcycles?$/);
    await firstVehicle(page);
    const specs = await specTable(page);
    expect(specs["LAMS approved"]).toBe("Yes");
    expect(
      Number(captured(specs["Engine size"], /^([\d,]+) cc$/, "cc").replace(/,/g, "")),
    ).toBeLessThanOrEqual(750);
    expect(Object.keys(specs)).not.toContain("Doors");
  });

  test("trucks: +GST on cards, excl. GST, GVM, GCM, licence class and axles on the page, trucks in the count", async ({
    page,
  }) => {
    await visitSite(page, "bigrig-trucks", "/search/trucks-in-stock");
    await expect(page.getByRole("heading", { name: /^Showing/ })).toHaveText(/ trucks?$/);
    await expect(page.locator("[data-card-gst]").first()).toHaveText("+GST");
    // A trim that names the body does not say it twice.
    for (const text of await page.locator("main article").allTextContents())
      expect(text.toLowerCase()).not.toMatch(/pantech\s*pantech/);
    await firstVehicle(page);
    await expect(page.getByTestId("vehicle-price")).toContainText("excl. GST");
    const specs = await specTable(page);
    expect(specs).toMatchObject({
      GVM: expect.stringMatching(/^[\d,]+ kg$/),
      GCM: expect.stringMatching(/^[\d,]+ kg$/),
      "Licence class": expect.stringMatching(/^(LR|MR|HR|HC|MC) \(/),
      Axles: expect.stringMatching(/^\d$/),
    });
    expect(Object.keys(specs)).not.toContain("Doors");
    await expect(page.getByRole("heading", { name: /^Similar trucks$/ })).toBeVisible();
    expect((await page.getByRole("main").textContent())?.toLowerCase()).not.toMatch(/pantech\s+pantech/);
  });

  test("makes: VW in the address lists the Volkswagens under one canonical address", async ({ page }) => {
    await visitSite(page, "harbourcity", "/search/new-used-and-demo-cars?make=vw");
    await expect(page).toHaveURL(/make=Volkswagen/);
    const options = await page.locator("#filter-make option").allTextContents();
    expect(options.some((o) => /^VW \(/.test(o))).toBe(false);
    expect(options.some((o) => /^Volkswagen \(\d+\)$/.test(o))).toBe(true);
  });
});
