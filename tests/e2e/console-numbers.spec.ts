import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { CONSOLE, signInAs } from "./console-helpers";
import { expectNoAxeViolations } from "./fixtures";

// The console's Numbers screen: a group admin opens it from the console's menu, every chart
// renders for the demo's seeded traffic with its table beside it, the page passes axe, works
// by keyboard, a chart's CSV downloads, and the JavaScript it loads stays within 150 KB gzip.

const GROUP_ADMIN = "admin@harbourcity.example";
const CHART_PAGE_JS_BUDGET = 150 * 1024;

async function signIn(page: Page, email: string) {
  await signInAs(page, email);
  await expect(page).toHaveURL(/\/console$/);
}

test("a group admin sees the numbers as charts with tables, by keyboard, axe clean, with CSV", async ({
  page,
}) => {
  await signIn(page, GROUP_ADMIN);

  // Every script the screen loads, from a fresh load of the Numbers screen.
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body).length);
  });
  await page.goto(`${CONSOLE}?view=numbers`);
  await expect(page.getByRole("heading", { level: 1, name: "Numbers" })).toBeVisible();

  const phone = page.locator('section[data-chart="phone"]');
  await expect(phone.getByRole("heading", { name: "Phone reveals and calls per day" })).toBeVisible();
  await expect(phone.getByRole("img", { name: /Phone reveals and calls per day/ })).toBeVisible();
  const table = phone.getByRole("table", { name: "Phone reveals and calls per day" });
  await expect(table.getByRole("columnheader", { name: "Phone reveals" })).toBeVisible();
  // 28 days by default, each a row with its day as the row header.
  await expect(table.getByRole("rowheader")).toHaveCount(28);
  for (const chart of ["funnel", "top-vehicles", "stock-ageing"]) {
    const section = page.locator(`section[data-chart="${chart}"]`);
    await expect(section.getByRole("img")).toBeVisible();
    await expect(section.getByRole("table").getByRole("rowheader").first()).toBeVisible();
  }
  await expect(page.locator("section[data-chart] [role=alert]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // For people to look at: the screen on a phone and a laptop (in the test's output folder).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`numbers-${width}.png`) });
  }
  await page
    .locator('section[data-chart="top-vehicles"]')
    .screenshot({ path: test.info().outputPath("top-vehicles.png") });
  await phone.screenshot({ path: test.info().outputPath("phone.png") });
  // On a phone the chart is drawn at its own width: its axis labels keep a readable size.
  await page.setViewportSize({ width: 390, height: 900 });
  const label = phone.getByRole("img").locator("text").first();
  await expect
    .poll(() => label.evaluate((text) => text.getBoundingClientRect().height))
    .toBeGreaterThanOrEqual(11);
  await phone.screenshot({ path: test.info().outputPath("phone-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });

  const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
  console.log(`numbers screen: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
  for (const [url, bytes] of [...scripts].sort((x, y) => y[1] - x[1])) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  }
  expect(total).toBeLessThanOrEqual(CHART_PAGE_JS_BUDGET);

  // By keyboard: the form's button, then the first chart's CSV link and its table's scroll region.
  // (A date field's own Tab moves between its day, month and year, so the walk starts after them.)
  await page.getByLabel("Site or dealership").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Download CSV of Leads per day by category" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("region", { name: "Leads per day by category, table" })).toBeFocused();

  // One site, by keyboard, then its phone numbers as CSV.
  await page.getByLabel("Site or dealership").selectOption({ label: "Harbour City Motor Group" });
  await page.getByRole("button", { name: "Show" }).press("Enter");
  await expect(page).toHaveURL(/for=site%3A\d+/);
  await expect(table.getByRole("rowheader")).toHaveCount(28);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV of Phone reveals and calls per day" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^phone-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await file.path();
  const { readFileSync } = await import("node:fs");
  const lines = readFileSync(path, "utf8").trim().split("\r\n");
  expect(lines[0]).toBe("Day,Phone reveals,Calls");
  expect(lines).toHaveLength(29);
  expect(lines.slice(1).some((line) => !line.endsWith(",0,0"))).toBe(true);
});
