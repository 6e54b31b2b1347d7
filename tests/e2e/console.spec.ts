import { expect, type Page, test } from "@playwright/test";
import { apiGet, expectNoAxeViolations, PORT, siteUrl } from "./fixtures";

// The dealer console: a group admin signs in by the emailed link (read from /mail),
// changes a theme colour of their group's site, sees it on the site's next request, and rolls
// it back; axe checks each console screen. The console is on the platform host only.

const CONSOLE = `http://localhost:${PORT}/console`;
const GROUP_ADMIN = "admin@harbourcity.example";
const SITE = "harbourcity";
const ORIGINAL = "#0b2d4f";
const CHANGED = "#7a1f1f";

async function consoleLink(page: Page, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        await page.goto(`http://localhost:${PORT}/mail`);
        const mail = page
          .locator("article", { hasText: email })
          .filter({ hasText: "Forecourt console" })
          .first();
        if ((await mail.count()) === 0) return "";
        link =
          (await mail.textContent())?.match(
            /https?:\/\/\S+?\/console\/api\/auth\/magic-link\/verify\?\S+?(?=\s|It works|$)/,
          )?.[0] ?? "";
        return link;
      },
      { timeout: 15_000, intervals: [300] },
    )
    .toContain("/console/api/auth/magic-link/verify?token=");
  return link;
}

async function siteBrand(page: Page): Promise<string> {
  await page.goto(siteUrl(SITE));
  return page.evaluate(() => {
    const themed = document.querySelector<HTMLElement>('[style*="--brand"]');
    return themed?.style.getPropertyValue("--brand").trim() ?? "";
  });
}

test("the console is not on a dealer's host", async ({ request }) => {
  expect((await apiGet(request, SITE, "/console")).status()).toBe(404);
  expect((await apiGet(request, SITE, "/console/api/me")).status()).toBe(404);
});

test("a group admin signs in by the emailed link, changes a theme colour, sees it on the site, and rolls it back", async ({
  context,
  page,
}) => {
  expect(await siteBrand(page)).toBe(ORIGINAL);

  await page.goto(CONSOLE);
  await expect(page.getByRole("heading", { name: "Sign in to the dealer console" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Work email").fill(GROUP_ADMIN);
  await page.getByLabel("Work email").press("Enter");
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");

  const outbox = await context.newPage();
  const link = await consoleLink(outbox, GROUP_ADMIN);
  await outbox.close();
  await page.goto(link);
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("heading", { name: "Sites" })).toBeVisible();
  await expect(page.getByText(`${GROUP_ADMIN} · Group admin, Harbour City Motor Group`)).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: to the site's settings, the colour, and save.
  const edit = page.getByRole("link", { name: "Edit settings of Harbour City Motor Group" });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Settings of Harbour City Motor Group" })).toBeVisible();
  await expectNoAxeViolations(page);
  const primary = page.locator("#setting-theme-primary");
  await expect(primary).toHaveValue(ORIGINAL);
  await expect(page.getByRole("group", { name: "Theme" })).toContainText("The brand colour");

  // The schema's own message on a bad value; nothing saved.
  await primary.fill("red");
  await page.getByRole("button", { name: "Save settings" }).press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Some settings are not valid" })).toContainText(
    "theme.primary must be a colour like #1a2b3c",
  );
  await expect(page.getByText("Primary must be a colour like #1a2b3c", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await primary.fill(CHANGED);
  await page.getByRole("button", { name: "Save settings" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved as version" })).toBeVisible();
  const saved = Number(
    (await page.getByRole("status").filter({ hasText: "Saved as version" }).textContent())?.match(
      /version (\d+)/,
    )?.[1],
  );

  const site = await context.newPage();
  expect(await siteBrand(site)).toBe(CHANGED);

  await page.getByRole("link", { name: "Earlier versions" }).click();
  await expect(page.getByRole("heading", { name: "Settings versions" })).toBeVisible();
  await expect(page.getByText(`theme.primary: "${ORIGINAL}" → "${CHANGED}"`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `View version ${saved - 1}` }).click();
  await expect(page.locator("pre")).toContainText(ORIGINAL);
  await page.getByRole("button", { name: `Roll back to version ${saved - 1}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "restored as version" })).toContainText(
    `Version ${saved - 1} restored as version ${saved + 1}`,
  );
  expect(await siteBrand(site)).toBe(ORIGINAL);

  await page.getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /leads?, page/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const first = page.getByRole("table").getByRole("link").first();
  if ((await first.count()) > 0) {
    await first.click();
    await expect(page.getByRole("heading", { name: "Deliveries" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
