import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAstroPage } from "./astro-helpers";
import { apiGet, expectNoAxeViolations, outboxUrl, searchCards } from "./fixtures";

// Reserve a car on Harbour City (Stripe) with the local Stripe stand-in: the reserve
// page, the hosted payment page, the return page; the car reserved on the vehicle and search
// pages; the lead and both emails in the outbox; decline and abandon; axe on every step.

const SITE = "harbourcity";
const SEARCH = "/search/new-used-and-demo-cars";

interface PublicCar {
  slug: string;
  name: string;
  status: string;
  sold: boolean;
  reserved: boolean;
  reservable: boolean | null;
  price: number | null;
  payment_processors: { authorization_type: string; usable_key: boolean }[];
}

/**
 * Reservable Stripe cars from the end of the list (the tests that read the first ones and the
 * screenshots stay on the same cars), a distinct one per test.
 */
async function reservableCar(request: APIRequestContext, skip: number): Promise<PublicCar> {
  const cards = (await searchCards(request, SITE, SEARCH)).reverse();
  let found = 0;
  for (const { slug } of cards) {
    const res = await apiGet(request, SITE, `/api/cars/${slug}`);
    const car = ((await res.json()) as { car: PublicCar }).car;
    const ok =
      car.status === "in_stock" &&
      !car.sold &&
      !car.reserved &&
      car.reservable !== false &&
      (car.price ?? 0) > 20_000 &&
      car.payment_processors.some((p) => p.authorization_type === "stripe" && p.usable_key);
    if (ok && found++ === skip) return car;
  }
  throw new Error("the demo has no reservable Stripe car left");
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0412 345 678");
}

async function startOnHostedPage(page: Page, car: PublicCar, email: string) {
  await page.goto(`/cars/${car.slug}/checkout`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reserve the ${car.name}`);
  await fillDetails(page, email);
  await page.getByLabel("I accept the reservation terms").check();
  await page.getByRole("button", { name: /Continue to payment/ }).click();
  await page.waitForURL(/\/demo-providers\/stripe\/pay\/cs_test_/);
}

test("reserve with Stripe: details, hosted page, paid; the car reserved at once; the lead and both emails", async ({
  page,
  request,
}) => {
  const car = await reservableCar(request, 0);
  // From the vehicle page's own button.
  await page.goto(`/cars/${car.slug}`);
  const more = page.getByTestId("vehicle-actions").locator("details");
  if ((await more.count()) > 0) await more.locator("summary").click();
  await page.getByRole("link", { name: "Reserve online" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`));
  await expect(page.locator("[data-deposit]")).toHaveText("$500 AUD");
  await expectNoAxeViolations(page);

  // The enquiry forms' rules and messages, and the terms.
  await page.getByRole("button", { name: /Continue to payment/ }).click();
  await expect(page.locator("[data-field-error=first_name]")).toHaveText("*This is a required field.");
  await expect(page.locator("[data-field-error=accept_terms]")).toHaveText("*This is a required field.");
  await expectNoAxeViolations(page);

  const email = `reserve-${Date.now()}@example.com`;
  await fillDetails(page, email);
  await page.getByLabel("I accept the reservation terms").check();
  await page.getByRole("button", { name: /Continue to payment/ }).click();
  await page.waitForURL(/\/demo-providers\/stripe\/pay\/cs_test_/);
  await expect(page.locator(".amount")).toHaveText("$500.00");
  await expectNoAxeViolations(page);

  // Pay by keyboard.
  await page.getByRole("button", { name: /^Pay/ }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(new RegExp(`/cars/${car.slug}/checkout/return\\?reservation=`));
  await expect(page.locator("[data-reservation-state]")).toHaveAttribute("data-reservation-state", "paid");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This car is reserved for you");
  await expectNoAxeViolations(page);

  // At once: the first vehicle page and search page served after the payment (one load each,
  // no reload or retry, well inside their 300 s cache) show it reserved, because the webhook
  // expired their cache tags.
  await page.goto(`/cars/${car.slug}`);
  await expect(page.locator("[data-badge=reserved]").first()).toBeVisible();
  const searchBadge = (await searchCards(request, SITE, SEARCH)).find((c) => c.slug === car.slug)?.badge;
  expect(searchBadge).toBe("reserved");

  // The dealer's "Reserve car" lead and the shopper's confirmation, in the local outbox.
  await expect
    .poll(
      async () => {
        await page.goto(outboxUrl(email));
        const confirmation = await page
          .locator("article", { hasText: "is confirmed" })
          .filter({ hasText: email })
          .count();
        const dealer = await page
          .locator("article", { hasText: "Reserve car" })
          .filter({ hasText: email })
          .count();
        return confirmation > 0 && dealer > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});

test("declined on the hosted page: the return page says so, nothing reserved", async ({ page, request }) => {
  const car = await reservableCar(request, 1);
  await startOnHostedPage(page, car, "decline@example.com");
  await page.getByRole("button", { name: "Decline the card" }).click();
  await page.waitForURL(/\/checkout\/return\?reservation=/);
  await expect(page.locator("[data-reservation-state]")).toHaveAttribute("data-reservation-state", "failed");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your payment did not go through");
  await expectNoAxeViolations(page);
  const res = await apiGet(request, SITE, `/api/cars/${car.slug}`);
  expect(((await res.json()) as { car: PublicCar }).car.reserved).toBe(false);
});

test("abandoned on the hosted page: back to the site, nothing charged", async ({ page, request }) => {
  const car = await reservableCar(request, 2);
  await startOnHostedPage(page, car, "abandon@example.com");
  await page.getByRole("button", { name: "Abandon and go back" }).click();
  await page.waitForURL(/\/checkout\/return\?reservation=.*cancelled=1/);
  await expect(page.locator("[data-reservation-state]")).toHaveAttribute(
    "data-reservation-state",
    "cancelled",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You cancelled the payment");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to the car" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`));
});

test("the reserve page is Astro's, its form an island at once; the other path, a car it does not list and a bare return are 404s", async ({
  page,
  request,
}) => {
  const car = await reservableCar(request, 3);
  const path = `/cars/${car.slug}/checkout`;
  const answer = await apiGet(request, SITE, path);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  await page.goto(path);
  expect(await expectAstroPage(page, await answer.text())).toContainEqual(["ReserveForm", "load"]);
  await expect(page).toHaveTitle(/^Reserve online \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("link", { name: "Back to the car" })).toHaveAttribute(
    "href",
    `/cars/${car.slug}`,
  );

  // Harbour City reserves at /checkout: its /buy-online is a 404, as is a return without its token.
  for (const other of [
    `/cars/${car.slug}/buy-online`,
    `${path}/return`,
    `${path}/return?reservation=x&token=y`,
  ]) {
    expect((await apiGet(request, SITE, other)).status(), other).toBe(404);
  }
  // A car the site does not list: the vehicle's helpful 404.
  const gone = await page.goto("/cars/2019-made-up-car-nope123/checkout");
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that car");
  await expect(page.getByRole("link", { name: "Search all stock" })).toBeVisible();
  await expectNoAxeViolations(page);
});
