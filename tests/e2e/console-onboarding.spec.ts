import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signInAs } from "./console-helpers";
import { apiGet, expectNoAxeViolations, siteUrl } from "./fixtures";

// Onboarding without code: the demo operator signs in by the emailed link (read from /mail),
// creates a dealer group, a dealership, a location and a site, imports a CSV of 20 cars,
// previews the unpublished site (404 to the public), uploads its logo, publishes it, and the site answers on its
// host with those cars, with no restart. Axe checks each console screen visited.

const OPERATOR = "operator@forecourt.example";

function carsCsv(prefix: string): string {
  const rows = Array.from(
    { length: 20 },
    (_, i) => `${prefix}${100 + i},Toyota,Corolla,${2015 + (i % 10)},used,${19990 + i * 500}`,
  );
  return ["stocknum,make,model,year,car_type,price", ...rows].join("\n");
}

test("an operator onboards a dealer from nothing: group, dealership, location, site, 20 cars, publish", async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now() % 1_000_000}`;
  const slug = `onb${run}`;

  await signInAs(page, OPERATOR);
  await expect(page.getByRole("heading", { name: "Sites" })).toBeVisible();

  // By keyboard to the Onboard screen.
  await page.getByRole("link", { name: "Onboard" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Onboard a dealer" })).toBeFocused();
  await expectNoAxeViolations(page);

  const group = page.getByRole("region", { name: "1. Dealer group" });
  await group.getByLabel("Group name").fill(`Onboard Motors ${run}`);
  await group.getByLabel("Group slug").fill(`onboard-motors-${run}`);
  await group.getByLabel("Group slug").press("Enter");
  await expect(group.getByRole("status")).toContainText("created");

  const dealership = page.getByRole("region", { name: "2. Dealership" });
  await dealership.getByLabel("Dealership name").fill(`Onboard Toyota ${run}`);
  await dealership.getByLabel("Dealership slug").fill(`onboard-toyota-${run}`);
  await dealership.getByLabel("Dealer group").selectOption({ label: `Onboard Motors ${run}` });
  await dealership.getByLabel("Phone").fill("02 9000 1234");
  await dealership.getByRole("button", { name: "Create dealership" }).click();
  await expect(dealership.getByRole("status")).toContainText("created");
  await expect(dealership.getByLabel("Inventory-feed key (shown once)")).toHaveValue(/^fck_/);

  const location = page.getByRole("region", { name: "3. Location" });
  await expect(location.getByLabel("Dealership", { exact: true })).toHaveValue(/\d+/);
  await location.getByLabel("Location name").fill("Onboard Sales");
  await location.getByLabel("Street").fill("1 Church St");
  await location.getByLabel("Town or city").fill("Parramatta");
  await location.getByLabel("State or region").fill("NSW");
  await location.getByLabel("Postcode").fill("2150");
  await location.getByLabel("Map latitude").fill("-33.81");
  await location.getByLabel("Map longitude").fill("151.0");
  await location.getByRole("button", { name: "Add location" }).click();
  await expect(location.getByRole("status")).toContainText("added");

  const site = page.getByRole("region", { name: "4. Site" });
  await site.getByLabel("Site name").fill(`Onboard Toyota ${run}`);
  await site.getByLabel("Site slug").fill(slug);
  await site.getByLabel("Typeface").selectOption("manrope");
  await site.getByRole("button", { name: "Create site" }).click();
  await expect(site.getByRole("status")).toContainText("not published yet");

  const cars = page.getByRole("region", { name: "5. Cars" });
  await cars.getByLabel("CSV file").setInputFiles({
    name: "cars.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(carsCsv(`ONB${run}`)),
  });
  await cars.getByRole("button", { name: "Import cars" }).click();
  await expect(cars.getByRole("status")).toContainText("Imported 20 cars: 20 new");
  await expectNoAxeViolations(page);

  // Not published: the public gets a 404 on its host; staff can preview it.
  expect((await apiGet(request, slug, "/")).status()).toBe(404);
  const publish = page.getByRole("region", { name: "6. Preview and publish" });
  await publish.getByRole("button", { name: `Preview Onboard Toyota ${run}` }).click();
  const previewLink = publish.getByRole("link", { name: /Open the preview/ });
  const previewUrl = await previewLink.getAttribute("href");
  const preview = await context.newPage();
  const previewed = await preview.goto(previewUrl ?? "");
  expect(previewed?.status()).toBe(200);
  await expect(preview.getByRole("banner")).toContainText(`Onboard Toyota ${run}`);
  // /models is Astro's: the same preview cookie opens the site there too (a new site builds no
  // model pages, so it is the site's own 404 in its shell), while the public gets "Site not found".
  const previewedModels = await preview.goto(new URL("/models", preview.url()).href);
  expect(previewedModels?.status()).toBe(404);
  await expect(preview.getByRole("banner")).toContainText(`Onboard Toyota ${run}`);
  await expect(preview.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
  const publicModels = await apiGet(request, slug, "/models");
  expect(publicModels.status()).toBe(404);
  expect(await publicModels.text()).toContain("Site not found");
  await preview.close();
  expect((await apiGet(request, slug, "/")).status()).toBe(404);

  // Its logo through the logo pipeline.
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0b3d91" } })
    .png()
    .toBuffer();
  await publish
    .getByLabel(`Logo of Onboard Toyota ${run}`)
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await publish.getByRole("button", { name: `Upload logo of Onboard Toyota ${run}` }).click();
  await expect(publish.getByRole("status")).toContainText("is stored");
  await expectNoAxeViolations(page);

  await publish.getByRole("button", { name: `Publish Onboard Toyota ${run}` }).click();
  await expect(publish.getByRole("status")).toContainText("is published");

  // Live at once, with its 20 cars.
  const home = await page.goto(siteUrl(slug));
  expect(home?.status()).toBe(200);
  await expect(page.getByRole("banner").locator('img[src*="/media/brand/"]').first()).toBeVisible();
  await page.goto(siteUrl(slug, "/search"));
  await expect(page.getByText(/\b20 vehicles/).first()).toBeVisible();
  await expect(page.getByText("Toyota Corolla").first()).toBeVisible();
});
