import { expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { captured } from "../support/captured";
import { expectNoAxeViolations, visitSite } from "./fixtures";

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
      await expect(page.getByRole("heading", { name: /^Showing/ }), link.href).toContainText(
        `of ${promised} vehicle`,
      );
    }
    await firstVehicle(page);
    await expect(keyFacts(page).first()).toHaveText(/^Sleeps \d+$/);
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
