import { expect, type Locator, type Page, test } from "@playwright/test";
import { visitSite } from "./fixtures";

// SPEC 9 "Event ids" (issue 11, item 4): a sample of the ids observed in window.dataLayer
// where the shopper's action happens. Every id's wiring is listed in event-actions.test.ts.

/** The ids pushed to the data layer so far, in order. */
function layerIds(page: Page): Promise<Array<number | string>> {
  return page.evaluate(() =>
    ((window.dataLayer ?? []) as { event_id?: number | string }[])
      .map((entry) => entry.event_id)
      .filter((id): id is number | string => id !== undefined),
  );
}

/** Waits until React has hydrated the element (its handlers are attached). */
async function hydrated(target: Locator) {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

async function fillContact(form: Locator) {
  await form.getByLabel("First name").fill("Ann");
  await form.getByLabel("Last name").fill("Lee");
  await form.getByLabel("Email").fill("ann@example.com");
  await form.getByLabel("Phone").fill("0412 345 678");
}

test("a Service enquiry sends 45, not the General 22", async ({ page }) => {
  await visitSite(page, "sunburnt-used", "/contact");
  const form = page.locator("#enquiry-form");
  await hydrated(form);
  await form.getByLabel("Enquiry type").selectOption("Service Enquiry");
  await fillContact(form);
  await form.getByLabel("Message", { exact: true }).fill("When is my logbook service due?");
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
  const ids = await layerIds(page);
  expect(ids).toContain(45);
  expect(ids).not.toContain(22);
});

test("a careers enquiry sends 51, not the General 22", async ({ page }) => {
  await visitSite(page, "harbourcity", "/careers");
  const form = page.locator("#careers-form");
  await hydrated(form);
  await fillContact(form);
  await form.getByLabel("Tell us about yourself").fill("Ten years selling cars.");
  await form.getByRole("button", { name: /Submit|Send/ }).click();
  await page.waitForURL(/\/success\?/);
  const ids = await layerIds(page);
  expect(ids).toContain(51);
  expect(ids).not.toContain(22);
});

test("the trade-in valuation sends the lookup 52, then 53 (and the Trade-in form 18) on submit", async ({
  page,
}) => {
  await visitSite(page, "sunburnt-used", "/trade-in");
  const form = page.locator("#trade-in-form");
  await hydrated(form);
  await form.getByLabel("Registration number").fill("ABC123");
  await form.getByLabel("State of registration").selectOption("NSW");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Step 2 of 3")).toBeVisible();
  await form.getByLabel("Make").selectOption({ index: 1 });
  await form.getByLabel("Model").fill("Corolla");
  await form.getByLabel("Year").fill("2018");
  await form.getByLabel("Odometer (km)").fill("85000");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Step 3 of 3")).toBeVisible();
  await fillContact(form);
  await form.getByLabel("Postcode").fill("2000");
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
  const ids = await layerIds(page);
  expect(ids).toContain(52);
  expect(ids.indexOf(53)).toBeGreaterThan(ids.indexOf(52));
  expect(ids).toContain(18);
});

test("a link to the finance page sends 58; printing an information page sends 61", async ({ page }) => {
  await visitSite(page, "sunburnt-used", "/");
  await hydrated(page.locator("body"));
  await page.locator('main a[href="/apply-for-finance"]').first().click();
  await page.waitForURL(/\/apply-for-finance$/);
  expect(await layerIds(page)).toContain(58);

  await visitSite(page, "sunburnt-used", "/about-us");
  await hydrated(page.getByRole("button", { name: "Print this page" }));
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByRole("button", { name: "Print this page" }).click();
  expect(await layerIds(page)).toContain(61);
});

test("sell my car: 'Look up my car' sends 43, shows the demo trade value and sends 50", async ({ page }) => {
  await visitSite(page, "sunburnt-used", "/sell-my-car");
  const form = page.locator("#sell-my-car-form");
  await hydrated(form);
  await form.getByLabel("Registration number").fill("ABC123");
  await form.getByLabel("State of registration").selectOption("NSW");
  await form.getByLabel("Odometer (km)").fill("60000");
  await form.getByRole("button", { name: "Look up my car" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Found:" })).toContainText(
    /Estimated trade value \$[\d,]+ to \$[\d,]+\. Demo data: not from a real registration record\./,
  );
  await expect(form.getByLabel("Model")).not.toHaveValue("");
  const ids = await layerIds(page);
  expect(ids.indexOf(43)).toBeGreaterThan(-1);
  expect(ids.indexOf(50)).toBeGreaterThan(ids.indexOf(43));
});

test("'Enquire about this offer' opens the enquiry about it, which sends 16", async ({ page }) => {
  await visitSite(page, "sunburnt-used", "/special-offers");
  // The link names its offer to screen readers ("Enquire about this offer : Winter clearance").
  await page.getByRole("link", { name: /^Enquire about this offer\s*: Winter clearance$/ }).click();
  await page.waitForURL(/\/contact\?offer=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Enquire about this offer: Winter clearance",
  );
  const form = page.locator("#enquiry-form");
  await hydrated(form);
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue(/Winter clearance/);
  await fillContact(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
  const ids = await layerIds(page);
  expect(ids).toContain(16);
  expect(ids).not.toContain(22);
});
