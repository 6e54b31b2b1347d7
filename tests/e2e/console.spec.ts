import { expect, type Page, test } from "@playwright/test";
import { CONSOLE, consoleLink, signInAs } from "./console-helpers";
import { apiGet, expectNoAxeViolations, outboxUrl, PORT, siteUrl } from "./fixtures";

// The dealer console: a group admin signs in by the emailed link (read from /mail), changes a
// theme colour of their group's site, sees it on the site's next request, and rolls it back;
// dealership staff see only their dealership's leads, retry a webhook delivery the stand-in CRM
// failed, and send a lead on to another address. Axe checks each console screen. The console
// is on the platform host only.

const GROUP_ADMIN = "admin@harbourcity.example";
const SITE = "harbourcity";
const ORIGINAL = "#0b2d4f";
const CHANGED = "#7a1f1f";

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

test("dealership staff see only their dealership's leads, retry a webhook the stand-in CRM failed, and send a lead on", async ({
  context,
  page,
  request,
}) => {
  const STAFF = "sales.staff@harbourcity.example";
  const ANSWER = `http://localhost:${PORT}/demo-providers/lead-webhook/answer`;
  const FORWARD = `manager-${Date.now()}@harbourcity.example`;
  await signInAs(page, STAFF);
  await expect(page.getByText(`${STAFF} · Dealership staff`)).toBeVisible();

  // Only Harbour City Toyota's leads (the inbox API the screen reads, every row of it).
  const inbox = (await (await page.request.get(`${CONSOLE}/api/leads`)).json()) as {
    leads: Array<{ name: string | null; dealership_name: string | null }>;
  };
  expect(inbox.leads.length).toBeGreaterThan(0);
  expect(new Set(inbox.leads.map((l) => l.dealership_name))).toEqual(new Set(["Harbour City Toyota"]));

  // Staff land on their inbox.
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Dana Demo" }).click();
  await expect(page.getByRole("heading", { name: "Dana Demo" })).toBeVisible();
  const webhook = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /webhook delivery/ }) });
  await expect(webhook.getByRole("heading")).toContainText(": failed");
  await expectNoAxeViolations(page);

  // The stand-in CRM still fails: the retry is one more failed attempt, recorded.
  expect((await request.put(ANSWER, { data: { answer: "fail" } })).status()).toBe(200);
  await webhook.getByRole("button", { name: /Retry delivery/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "queued to be sent again" })).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        return webhook.getByRole("row").filter({ hasText: /^9/ }).textContent();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toContain("failed: Webhook answered 503");

  // Told to succeed, the next retry is delivered.
  expect((await request.put(ANSWER, { data: { answer: "succeed" } })).status()).toBe(200);
  await webhook.getByRole("button", { name: /Retry delivery/ }).click();
  await expect
    .poll(
      async () => {
        await page.reload();
        return webhook.getByRole("heading").textContent();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toContain(": delivered");
  await expect(webhook.getByRole("row").filter({ hasText: /^10/ })).toContainText("delivered");

  // Sent on to another address, by keyboard: a bad address first, then a good one.
  const to = page.getByLabel("Email address");
  await to.fill("not-an-address");
  await to.press("Enter");
  await expect(page.getByText("must be an email address like sales@dealer.example")).toBeVisible();
  await to.fill(FORWARD);
  await to.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `on its way to ${FORWARD}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect
    .poll(
      async () => {
        const mail = await context.newPage();
        await mail.goto(outboxUrl(FORWARD));
        const sent = await mail
          .locator("article", { hasText: FORWARD })
          .filter({ hasText: "Dana Demo" })
          .count();
        await mail.close();
        return sent;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(1);
  await page.reload();
  await expect(page.getByText(`To ${FORWARD}, sent on by ${STAFF}`)).toBeVisible();
});
