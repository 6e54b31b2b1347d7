import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { CONSOLE, signInAs } from "./console-helpers";
import { apiGet, expectNoAxeViolations, PORT, siteUrl } from "./fixtures";

// The console's stock and reservations: a dealership's member of staff changes a car's price
// by keyboard and the site's vehicle page shows it on its next request; a CSV preview reports
// three refused rows with their reasons (and imports nothing), and a clean file is applied
// with a determinate progress bar; a deposit paid through the Stripe stand-in is refunded
// from the console and the car is available again. Axe on each screen. Demo data is left as
// the sites show it (the price is put back; the preview writes nothing; the applied cars are
// new, sold and off the websites).

// One member of staff signs in by an emailed link in each test: one at a time, so neither
// takes the other's link from the outbox.
test.describe.configure({ mode: "serial" });

const ORIGIN = `http://localhost:${PORT}`;
const STAFF = "sales.staff@harbourcity.example";
const SITE = "harbourcity";

interface StockVehicle {
  id: number;
  slug: string;
  stocknum: string;
  name: string;
  price: number | null;
  reserved: boolean;
  shown: boolean;
  reservation: string | null;
}

async function signIn(page: Page) {
  await signInAs(page, STAFF);
  await expect(page.getByText(`${STAFF} · Dealership staff`)).toBeVisible();
}

async function inStock(page: Page): Promise<StockVehicle[]> {
  const response = await page.request.get(`${CONSOLE}/api/stock?status=in_stock&sort=price&dir=desc`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { vehicles: StockVehicle[] }).vehicles.filter(
    (v) => v.shown && !v.reserved && v.reservation === null && v.price !== null,
  );
}

interface PublicCar {
  price: number | null;
  offer_price: number | null;
  dapprice: number | null;
  subscription_price: number | null;
  reservable: boolean | null;
  reserved: boolean;
  payment_processors: { authorization_type: string; usable_key: boolean }[];
}

/** The car as the site's public API has it, or null when the site does not show it. */
async function publicCar(request: APIRequestContext, slug: string): Promise<PublicCar | null> {
  const res = await apiGet(request, SITE, `/api/cars/${slug}`);
  if (res.status() !== 200) return null;
  return ((await res.json()) as { car: PublicCar }).car;
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

test("staff edit a price, preview a CSV with refusals, and refund a paid reservation", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);

  // The price, by keyboard, then on the site at once.
  // A car whose page shows its plain price (no offer, drive-away or subscription price).
  let car: StockVehicle | null = null;
  for (const v of (await inStock(page)).reverse().slice(0, 20)) {
    const shown = await publicCar(request, v.slug);
    if (
      shown &&
      shown.price === v.price &&
      !shown.offer_price &&
      !shown.dapprice &&
      !shown.subscription_price
    ) {
      car = v;
      break;
    }
  }
  if (!car) throw new Error("the demo has no plainly priced car on the site");
  const original = car.price as number;
  const newPrice = original / 100 - 123;
  await page.goto(`${CONSOLE}?view=stock`);
  await expect(page.getByRole("heading", { name: "Stock", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Price" })).toHaveAttribute("aria-sort", "none");
  await expectNoAxeViolations(page);
  await page.getByLabel("Search make, model or stock number").fill(car.stocknum);
  await page.getByLabel("Search make, model or stock number").press("Enter");
  await expect(page.getByRole("status")).toHaveText(/^1 vehicle, page 1 of 1$/);
  await page.getByRole("button", { name: "Price" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "ascending");
  await page.getByRole("button", { name: `Edit ${car.name}` }).focus();
  await page.keyboard.press("Enter");
  const price = page.getByLabel("Price (dollars)");
  await price.fill("-5");
  await price.press("Enter");
  await expect(page.getByText("must not be negative")).toBeVisible();
  await expectNoAxeViolations(page);
  await price.fill(String(newPrice));
  await price.press("Enter");
  await expect(page.getByRole("status")).toHaveText(`${car.name} is saved; the website shows it now.`);
  try {
    await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
    await expect(page.locator("main")).toContainText(`$${newPrice.toLocaleString("en-AU")}`);
  } finally {
    const restored = await page.request.patch(`${CONSOLE}/api/stock/${car.id}`, {
      data: { price: original / 100 },
      headers: { origin: ORIGIN },
    });
    expect(restored.status()).toBe(200);
  }

  // The CSV preview: one row to add, three refused with their reasons, nothing imported.
  await page.goto(`${CONSOLE}?view=import`);
  await expect(page.getByRole("heading", { name: "Import stock", level: 1 })).toBeVisible();
  // The dealership list arrives after the screen: a dealer sees their dealership chosen first.
  await expect(page.getByLabel("Dealership")).toHaveValue(/^\d+$/);
  await expectNoAxeViolations(page);
  const csv = [
    "stocknum,make,model,year,car_type,price",
    "E2E-NEW-1,Mazda,CX-5,2021,used,31990",
    "E2E-BAD-1,Mazda,CX-9,2021,used,-5",
    "E2E-BAD-2,Kia,Rio,twenty,used,15990",
    "E2E-BAD-3,,Corolla,2020,used,19990",
  ].join("\n");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview the import" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(
    "Preview: 1 to add, 0 to update, 0 unchanged, 3 refused.",
  );
  const report = page.getByRole("table");
  await expect(report.getByRole("row", { name: /line 3/ })).toContainText("price must not be negative");
  await expect(report.getByRole("row", { name: /line 4/ })).toContainText("year must be a whole number");
  await expect(report.getByRole("row", { name: /line 5/ })).toContainText("make is required");
  await expect(page.getByRole("button", { name: "Apply the import" })).toBeDisabled();
  await expectNoAxeViolations(page);

  // A deposit paid through the Stripe stand-in, refunded from the console.
  let reservable: StockVehicle | null = null;
  for (const v of (await inStock(page)).slice(0, 20)) {
    const shown = await publicCar(request, v.slug);
    if (
      shown &&
      !shown.reserved &&
      shown.reservable !== false &&
      shown.payment_processors.some((p) => p.authorization_type === "stripe" && p.usable_key)
    ) {
      reservable = v;
      break;
    }
  }
  if (!reservable) throw new Error("the demo has no reservable Stripe car of the dealership");
  const target = reservable;
  await page.goto(siteUrl(SITE, `/cars/${target.slug}/checkout`));
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Email").fill(`console-refund-${Date.now()}@example.com`);
  await page.getByLabel("Phone").fill("0412 345 678");
  await page.getByLabel("I accept the reservation terms").check();
  await page.getByRole("button", { name: /Continue to payment/ }).click();
  await page.waitForURL(/\/demo-providers\/stripe\/pay\/cs_test_/);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page.waitForURL(/\/checkout\/return\?reservation=/);
  await expect(page.locator("[data-reservation-state]")).toHaveAttribute("data-reservation-state", "paid");

  await page.goto(`${CONSOLE}?view=reservations&state=paid`);
  await expect(page.getByRole("heading", { name: "Reservations", level: 1 })).toBeVisible();
  const row = page.getByRole("row", { name: escaped(target.name) }).first();
  await expect(row).toContainText(/stripe: (cs|pi)_test_/);
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: `Refund the deposit for ${target.name}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(
    `The deposit for ${target.name} is refunded and ${target.name} is available again.`,
  );
  expect((await publicCar(request, target.slug))?.reserved).toBe(false);
  await page.goto(siteUrl(SITE, `/cars/${target.slug}`));
  await expect(page.locator("[data-badge=reserved]")).toHaveCount(0);
  await page.goto(`${CONSOLE}?view=reservations&state=refunded`);
  await expect(page.getByRole("row", { name: escaped(target.name) }).first()).toContainText("Refunded");
  await expectNoAxeViolations(page);
});

interface ConsolePhoto {
  id: string;
  url: string;
  thumb: string;
}

test("staff apply a clean CSV by keyboard: a determinate progress bar as the rows are written, then what was imported", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto(`${CONSOLE}?view=import`);
  await expect(page.getByRole("heading", { name: "Import stock", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Dealership")).toHaveValue(/^\d+$/);
  // A clean file applied: its progress a determinate bar, counted from the server's stream as
  // the rows go into the one transaction, then what was imported. The cars are new, sold and
  // kept off the websites, so no shopper's page or stock list changes.
  const run = randomBytes(3).toString("hex").toUpperCase();
  const clean = [
    "stocknum,make,model,year,car_type,price,status,show_on_dealer_website",
    ...Array.from({ length: 200 }, (_, i) => `E2E-PROG-${run}-${i + 1},Kia,Rio,2019,used,12990,sold,no`),
  ].join("\n");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "clean.csv", mimeType: "text/csv", buffer: Buffer.from(clean) });
  await page.getByRole("button", { name: "Preview the import" }).focus();
  await page.keyboard.press("Enter");
  // 200 rows through the feed's checks and upserts: seconds on a loaded machine.
  await expect(page.getByRole("status")).toContainText(
    "Preview: 200 to add, 0 to update, 0 unchanged, 0 refused.",
    { timeout: 60_000 },
  );
  // Every state the bar is drawn in, recorded in the page as it happens.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { barStates: string[] }).barStates = seen;
    new MutationObserver(() => {
      const bar = document.querySelector("progress");
      const state = bar ? `${bar.getAttribute("value") ?? "-"}/${bar.getAttribute("max") ?? "-"}` : null;
      if (state && state !== seen.at(-1)) seen.push(state);
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["value", "max"],
    });
  });
  // A slow connection, so the lines arrive one by one as a dealer far away would see them.
  const slow = await page.context().newCDPSession(page);
  await slow.send("Network.enable");
  await slow.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: 4 * 1024,
    uploadThroughput: -1,
  });
  const apply = page.getByRole("button", { name: "Apply the import" });
  await apply.focus();
  await page.keyboard.press("Enter");
  const bar = page.getByRole("progressbar", { name: "Import progress" });
  await expect(bar).toHaveAttribute("max", "200", { timeout: 30_000 });
  await expect(bar).toHaveAccessibleDescription(/^Applying \d{1,3} of 200 rows/);
  await expect(page.getByRole("status")).toHaveText("Importing: every row is saved, or none.");
  await expectNoAxeViolations(page);
  await expect(page.getByRole("status")).toHaveText(
    "Imported: 200 added, 0 updated, 0 unchanged. The websites show it now.",
    { timeout: 60_000 },
  );
  await slow.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(bar).toHaveCount(0);
  await expect(
    page.getByRole("table").getByRole("row", { name: new RegExp(`E2E-PROG-${run}-200 Added`) }),
  ).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { barStates: string[] }).barStates);
  // Waiting for the first line (the file still on its way), then 0 to 200 of 200, never back.
  const counts = states
    .filter((s) => s !== "-/-")
    .map((s) => {
      expect(s).toMatch(/^\d+\/200$/);
      return Number(s.split("/")[0]);
    });
  expect(counts.length, states.join(" ")).toBeGreaterThan(2);
  expect(
    counts.some((n) => n > 0 && n < 200),
    states.join(" "),
  ).toBe(true);
  expect(
    counts.every((n, i) => i === 0 || n >= (counts[i - 1] as number)),
    states.join(" "),
  ).toBe(true);
  await expectNoAxeViolations(page);
});

test("staff reorder, upload (with its progress) and remove a vehicle's photos by keyboard; the vehicle page follows, and the change is on the Changes screen", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const photosOf = async (id: number) =>
    (
      (await (await page.request.get(`${CONSOLE}/api/stock/${id}/photos`)).json()) as {
        photos: ConsolePhoto[];
      }
    ).photos;
  // A car the site shows with at least three photos.
  let car: StockVehicle | null = null;
  let before: ConsolePhoto[] = [];
  for (const v of await inStock(page)) {
    if (!(await publicCar(request, v.slug))) continue;
    const photos = await photosOf(v.id);
    if (photos.length >= 3 && new Set(photos.map((p) => p.id)).size === photos.length) {
      car = v;
      before = photos;
      break;
    }
  }
  if (!car) throw new Error("the demo has no car with three photos on the site");
  const target = car;
  const [first, second] = before as [ConsolePhoto, ConsolePhoto];
  try {
    await page.goto(`${CONSOLE}?view=stock`);
    await expect(page.getByRole("columnheader", { name: "Page views" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Leads" })).toBeVisible();
    await page.getByLabel("Search make, model or stock number").fill(target.stocknum);
    await page.getByLabel("Search make, model or stock number").press("Enter");
    await expect(page.getByRole("button", { name: `Edit ${target.name}` })).toHaveCount(1);
    await page.getByRole("button", { name: `Edit ${target.name}` }).focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: `Photos of ${target.name}` });
    await expect(panel.getByRole("listitem")).toHaveCount(before.length);
    await expect(panel.getByRole("button", { name: "Move up photo 1" })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Reorder by keyboard: the first photo moves down one place; focus stays with it.
    await panel.getByRole("button", { name: "Move down photo 1" }).focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByTestId("photos-status")).toHaveText(
      `Photo moved down: it is now photo 2 of ${before.length}.`,
    );
    await expect(panel.getByRole("button", { name: "Move down photo 2" })).toBeFocused();
    expect((await photosOf(target.id)).map((p) => p.id).slice(0, 2)).toEqual([second.id, first.id]);
    const site = await page.context().newPage();
    await site.goto(siteUrl(SITE, `/cars/${target.slug}`));
    await expect(site.getByTestId("gallery-fullscreen")).toHaveAttribute("href", second.url);
    await site.close();

    // Upload: a photo of about 1.5 MB over a slowed connection, its progress shown as it goes.
    // Random pixels do not compress: the PNG stays about as large as its 1.6 MB of pixels.
    const noise = randomBytes(900 * 600 * 3);
    const { default: sharp } = await import("sharp");
    const png = await sharp(noise, { raw: { width: 900, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await panel
      .getByLabel("Add a photo")
      .setInputFiles({ name: "side.png", mimeType: "image/png", buffer: png });
    await panel.getByRole("button", { name: "Upload the photo" }).focus();
    await page.keyboard.press("Enter");
    const progress = panel.getByRole("progressbar");
    await expect(progress).toBeVisible();
    await expect(panel.getByText(/^Uploading side\.png: \d{1,3}%$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(panel.getByTestId("photos-status")).toHaveText(
      `Photo added: it is photo ${before.length + 1} of ${before.length + 1}.`,
      { timeout: 30_000 },
    );
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(progress).toHaveCount(0);
    await expect(panel.getByRole("listitem")).toHaveCount(before.length + 1);

    // Remove the new photo by keyboard.
    await panel.getByRole("button", { name: `Remove photo ${before.length + 1}` }).focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByTestId("photos-status")).toHaveText(
      `Photo ${before.length + 1} removed; ${before.length} left.`,
    );
    await expect(panel.getByRole("listitem")).toHaveCount(before.length);

    // The Changes screen: this vehicle's photo changes, newest first.
    await page.goto(`${CONSOLE}?view=audit&vehicle=${target.id}`);
    await expect(page.getByRole("heading", { name: "Changes", level: 1 })).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.nth(1)).toContainText("Removed a photo");
    await expect(rows.nth(2)).toContainText("Added a photo");
    await expect(rows.nth(3)).toContainText("Reordered the photos");
    await expect(rows.nth(1)).toContainText(STAFF);
    await expectNoAxeViolations(page);
  } finally {
    const restored = await page.request.put(`${CONSOLE}/api/stock/${target.id}/photos`, {
      data: { order: before.map((p) => p.id) },
      headers: { origin: ORIGIN },
    });
    if (restored.status() !== 200) {
      // A photo left over from a failed step: remove the ones the demo did not have, then reorder.
      for (const extra of (await photosOf(target.id)).filter((p) => !before.some((b) => b.id === p.id)))
        await page.request.delete(`${CONSOLE}/api/stock/${target.id}/photos/${extra.id}`, {
          headers: { origin: ORIGIN },
        });
      await page.request.put(`${CONSOLE}/api/stock/${target.id}/photos`, {
        data: { order: before.map((p) => p.id) },
        headers: { origin: ORIGIN },
      });
    }
  }
});
