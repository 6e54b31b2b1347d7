import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { apiGet, expectNoAxeViolations, outboxUrl, visitSite } from "./fixtures";

// The US purchase walk: a US dealer's search and vehicle page in miles with a monthly APR
// estimate, the online purchase journey with a trade-in (US words: License plate, State,
// Odometer (miles), ZIP code), and the dealer's email in /mail with those words and the money
// in US dollars.

const SITE = "lone-star-auto";
const SEARCH = "/search/new-used-and-demo-cars";

interface PublicCar {
  slug: string;
  name: string;
  status: string;
  sold: boolean;
  reserved: boolean;
  reservable: boolean | null;
  price: number | null;
  payment_processors: { usable_key: boolean }[];
}

/** A car on the search's first page that can be bought online. */
async function buyableCar(request: APIRequestContext, slugs: readonly string[]): Promise<PublicCar> {
  for (const slug of slugs) {
    const res = await apiGet(request, SITE, `/api/cars/${slug}`);
    if (res.status() !== 200) continue;
    const car = ((await res.json()) as { car: PublicCar }).car;
    if (
      car.status === "in_stock" &&
      !car.sold &&
      !car.reserved &&
      car.reservable !== false &&
      (car.price ?? 0) > 5_000_00 &&
      car.payment_processors.some((p) => p.usable_key)
    ) {
      return car;
    }
  }
  throw new Error(`no car on ${SITE}'s first search page can be bought online`);
}

async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).fill(text);
}

async function continueWith(page: Page, name = "Continue") {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

const stepLabel = (page: Page, n: number) =>
  expect(page.locator("[data-step-label]")).toHaveText(`Step ${n} of 6`);

test("US purchase: miles and a monthly APR estimate, the purchase journey in US words, the dealer's email in them and in dollars", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Search: cards in miles with a monthly estimate, and the loan it assumes under them.
  await visitSite(page, SITE, SEARCH);
  await expect(page.locator("main [data-card-estimate]").first()).toHaveText(/^Est\. \$[\d,]+\/mo$/);
  await expect(page.locator("main [data-estimate-note]")).toHaveText(
    "Estimated payments for 60 months at 10% APR, $0 down. An estimate, not a finance offer.",
  );
  await expect(
    page
      .locator("main article li")
      .filter({ hasText: /\d miles?$/ })
      .first(),
  ).toBeVisible();
  await expect(page.locator("main article li").filter({ hasText: / km$/ })).toHaveCount(0);
  const slugs = await page
    .locator("main article h3 a")
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split("/").pop() ?? ""),
    );
  const car = await buyableCar(request, slugs);

  // The vehicle page: miles, the monthly estimate, Buy online.
  await page.locator(`main article h3 a[href$="/${car.slug}"]`).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Key facts" })).toContainText(/miles?/);
  await expect(page.getByRole("list", { name: "Key facts" })).not.toContainText(/\bkm\b/);
  await expect(page.getByTestId("repayment-estimate")).toContainText(
    /^Est\. \$[\d,]+\/mo for 60 months at 10% APR, \$0 down\. An estimate, not a finance offer\./,
  );
  await expect(page.locator("[data-comparison-warning]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.locator("[data-action=buy_online]").first().click();

  // The purchase journey: details, delivery to a ZIP code, a trade-in in US words, cash. Its
  // steps are answered once the form is hydrated (before, the browser would post it natively).
  await stepLabel(page, 1);
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
  await expectNoAxeViolations(page);
  await typeInto(page, "First name", "Dana");
  await typeInto(page, "Last name", "Ruiz");
  const email = `us-walk-${Date.now()}@example.com`;
  await typeInto(page, "Email", email);
  await typeInto(page, "Phone", "(415) 555-2671");
  await continueWith(page);

  await stepLabel(page, 2);
  await page.getByLabel("Have it delivered").check();
  await typeInto(page, "Delivery address", "500 Congress Ave, Austin TX");
  await expect(page.getByLabel("Postcode")).toHaveCount(0);
  await typeInto(page, "ZIP code", "78701");
  await continueWith(page);

  await stepLabel(page, 3);
  await page.getByLabel("Yes, I have a car to trade in").check();
  await expect(page.getByLabel("Registration number")).toHaveCount(0);
  await typeInto(page, "License plate", "TXK4821");
  await page.getByLabel("State", { exact: true }).selectOption({ index: 1 });
  // No registration lookup in the US: the shopper names the car.
  await page.getByLabel("Make", { exact: true }).selectOption({ label: "Ford" });
  await typeInto(page, "Model", "F-150");
  await typeInto(page, "Year", "2019");
  await expect(page.getByLabel("Odometer (km)")).toHaveCount(0);
  await typeInto(page, "Odometer (miles)", "41250");
  await expectNoAxeViolations(page);
  await continueWith(page);

  await stepLabel(page, 4);
  await page.getByLabel("Cash or bank transfer").check();
  await continueWith(page);

  await stepLabel(page, 5);
  const price = defined(car.price, "the car's price");
  const usd = `$${(price / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await continueWith(page, "Confirm and continue");
  await stepLabel(page, 6);

  // The dealer's email: the US words the shopper read, the car's price in US dollars.
  const wanted = [
    email,
    "Online Purchase",
    `Price: ${usd}`,
    "ZIP code",
    "78701",
    "License plate",
    "TXK4821",
    "Odometer (miles)",
    "41250",
  ];
  await expect
    .poll(
      async () => {
        await page.goto(outboxUrl(email));
        let found = page
          .locator("article")
          .filter({ hasNotText: "ADF lead" })
          .filter({ hasText: "Online Purchase" });
        for (const text of wanted) found = found.filter({ hasText: text });
        return found.count();
      },
      { message: `the dealer's email with ${wanted.join(", ")}`, timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const dealer = page
    .locator("article")
    .filter({ hasNotText: "ADF lead" })
    .filter({ hasText: email })
    .filter({ hasText: "Online Purchase" })
    .first();
  await expect(dealer).not.toContainText("Postcode");
  await expect(dealer).not.toContainText("Registration");
  await expect(dealer).not.toContainText("Odometer (km)");
});
