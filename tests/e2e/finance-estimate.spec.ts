import { expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { expectNoAxeViolations, visitSite } from "./fixtures";

// The finance estimate: on every card of a car for sale with the loan it assumes under the
// grid, and on the vehicle page with a deposit and term the shopper changes by keyboard.

const SITE = "harbourcity";
const SEARCH = "/search/new-used-and-demo-cars";

const dollars = (text: string | null) =>
  Number(/\$([\d,]+)/.exec(text ?? "")?.[1]?.replace(/,/g, "") ?? Number.NaN);

/** The vehicle page of the search's first card that shows an estimate. */
async function estimatedVehicle(page: Page): Promise<number> {
  await visitSite(page, SITE, SEARCH);
  const card = page
    .locator("main article")
    .filter({ has: page.locator("[data-card-estimate]") })
    .first();
  const onCard = dollars(await card.locator("[data-card-estimate]").textContent());
  await page.goto(await card.locator("h3 a").evaluate((a) => (a as HTMLAnchorElement).href));
  return onCard;
}

test("cards of cars for sale show a weekly estimate; the note under them gives the loan and Australia's comparison rate", async ({
  page,
}) => {
  await visitSite(page, SITE, SEARCH);
  const estimates = page.locator("main [data-card-estimate]");
  await expect(estimates.first()).toHaveText(/^Est\. \$[\d,]+\/week$/);
  expect(await estimates.count()).toBeGreaterThan(3);
  await expect(page.locator("main [data-estimate-note]")).toHaveText(
    "Estimated repayments over 5 years at 10% p.a., no deposit. Comparison rate 10% p.a.* An estimate, not a finance offer. * Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.",
  );
  // A sold car's card has none.
  await expect(
    page
      .locator("main article")
      .filter({ has: page.locator("[data-badge=sold]") })
      .locator("[data-card-estimate]"),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Subscription cars are not bought: no estimate, no note.
  await visitSite(page, "flexidrive", "/search/subscription-cars");
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(page.locator("main [data-card-estimate]")).toHaveCount(0);
  await expect(page.locator("main [data-estimate-note]")).toHaveCount(0);
});

test("the vehicle page: the card's estimate, then deposit and term changed by keyboard, the result announced", async ({
  page,
}) => {
  const onCard = await estimatedVehicle(page);
  const estimate = page.getByTestId("repayment-estimate");
  const status = estimate.getByRole("status");
  await expect(status).toContainText(
    /^Est\. \$[\d,]+\/week over 5 years at 10% p\.a\., no deposit\. Comparison rate 10% p\.a\.\*/,
  );
  expect(dollars(await status.textContent())).toBe(onCard);
  await expect(page.locator("[data-comparison-warning]")).toContainText(
    "WARNING: This comparison rate is true only",
  );

  const open = page.locator("summary", { hasText: "Change deposit and term" });
  // The line kept for it from the first paint holds it whole, so its appearing moves nothing.
  const [kept, needed] = await page.locator("[data-finance-estimate-more]").evaluate((line) => {
    const details = line.querySelector("details");
    const margin = details ? Number.parseFloat(getComputedStyle(details).marginTop) : 0;
    return [Number.parseFloat(getComputedStyle(line).minHeight), (details?.offsetHeight ?? 0) + margin];
  });
  expect(kept).toBeGreaterThanOrEqual(needed);
  await open.focus();
  await page.keyboard.press("Enter");
  const deposit = page.getByLabel("Deposit ($)");
  await expect(deposit).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(deposit).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("5000");
  await expect(status).toContainText("$5,000 deposit");
  const withDeposit = dollars(await status.textContent());
  expect(withDeposit).toBeLessThan(onCard);

  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Term")).toBeFocused();
  // Up from 60 months: 48, a shorter loan and a bigger repayment.
  await page.keyboard.press("ArrowUp");
  await expect(status).toContainText("over 4 years at 10% p.a., $5,000 deposit");
  expect(dollars(await status.textContent())).toBeGreaterThan(withDeposit);
  await expectNoAxeViolations(page);

  // A deposit of the whole price is not a loan: the field says why.
  await deposit.fill("99999999");
  await expect(status).toHaveText("The deposit must be a whole number of dollars, less than the price.");
  await expect(deposit).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the vehicle page shows the site's default estimate as text, with nothing to change", async ({
    page,
  }) => {
    await visitSite(page, SITE, SEARCH);
    const card = page
      .locator("main article")
      .filter({ has: page.locator("[data-card-estimate]") })
      .first();
    const href = defined(await card.locator("h3 a").getAttribute("href"), "the card's link");
    await visitSite(page, SITE, href);
    await expect(page.getByTestId("repayment-estimate")).toContainText(
      /^Est\. \$[\d,]+\/week over 5 years at 10% p\.a\., no deposit\. Comparison rate 10% p\.a\.\* An estimate, not a finance offer\./,
    );
    await expect(page.getByText("Change deposit and term")).toHaveCount(0);
  });
});
