import { type APIRequestContext, expect, test } from "@playwright/test";
import { captured } from "../support/captured";
import { apiGet, expectNoAxeViolations, PORT, visitSite } from "./fixtures";

// #11 item 9: the certified logo (SPEC 4 badge 3) and the vehicle list dates (SPEC 4: only
// today or later, by day). The dates car is written through the feed to BigRig Trucks, whose
// stock no other e2e test counts, and deleted afterwards.

const SITE = "bigrig-trucks";
const KEY = "demo-feed-bigrig-trucks";
const stocknum = `E2EDATES${Date.now().toString(36).toUpperCase()}`;
const slug = `e2e-list-dates-${stocknum.toLowerCase()}`;

function feed(request: APIRequestContext, method: "PUT" | "DELETE", body?: unknown) {
  return request.fetch(`http://127.0.0.1:${PORT}/api/feed/cars/${stocknum}`, {
    method,
    headers: { host: `localhost:${PORT}`, authorization: `Bearer ${KEY}` },
    data: body,
  });
}

/** A day in the location's zone (Acacia Ridge, Brisbane), `offset` days from today. */
function day(offset: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane" }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

test.afterAll(async ({ request }) => {
  await feed(request, "DELETE");
});

test("a certified used car on the Mazda Approved site shows the programme's logo, on its card and its page", async ({
  page,
  request,
}) => {
  const html = await (await apiGet(request, "mazda-approved", "/pre-owned")).text();
  const article = html
    .split("<article")
    .slice(1)
    .find((a) => a.includes('data-badge="certified"'));
  expect(article, "a certified card on the first page").toBeDefined();
  const href = captured(article, /href="(\/cars\/[A-Za-z0-9_-]+)"/, "the certified card's link");

  await visitSite(page, "mazda-approved", "/pre-owned");
  const cardLogo = page.locator('[data-badge="certified"] img').first();
  await expect(cardLogo).toHaveAttribute("alt", "Mazda Approved Pre-Owned");
  await cardLogo.scrollIntoViewIfNeeded();
  await expect.poll(() => cardLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await visitSite(page, "mazda-approved", href);
  // The photo's badge (similar cars further down have their own).
  const badge = page.getByTestId("vehicle-gallery").locator('[data-badge="certified"]').first();
  await expect(badge.getByRole("img", { name: "Mazda Approved Pre-Owned" })).toBeVisible();
  // The logo replaces the text badge.
  await expect(badge).not.toContainText("Certified");
  await expectNoAxeViolations(page);
});

test("a car's list dates: the past one is not shown, the future one is", async ({ page, request }) => {
  const past = day(-2);
  const future = day(9);
  const put = await feed(request, "PUT", {
    slug,
    make: "Isuzu",
    model: "NPR 75-190",
    year: 2023,
    car_type: "used",
    price: 64_990,
    location: "bigrig-acacia-ridge",
    images: ["/media/vehicles/truck-white-1.jpg"],
    date: [past, future],
  });
  expect(put.status()).toBeLessThan(300);

  const json = (await (await apiGet(request, SITE, `/api/cars/${slug}`)).json()) as {
    car: { date: string[] };
  };
  expect(json.car.date).toEqual([future]);

  await visitSite(page, SITE, `/cars/${slug}`);
  const dates = page.locator("[data-upcoming-dates]");
  await expect(dates.getByRole("heading", { name: "Upcoming dates" })).toBeVisible();
  await expect(dates.locator("time")).toHaveCount(1);
  await expect(dates.locator("time")).toHaveAttribute("datetime", future);
});
