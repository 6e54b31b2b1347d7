import { type BrowserContext, expect, type Page } from "@playwright/test";
import { outboxUrl, visitSite } from "./fixtures";

// Signing a shopper in by the emailed link, as the account specs do it: the link is read
// from the local outbox (/mail) and followed in the same browser.

/** Harbour City has the garage and sign-in settings on. */
export const ACCOUNT_SITE = "harbourcity";

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The sign-in link the outbox holds for this address (the newest). */
export async function linkFromOutbox(page: Page, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        await page.goto(outboxUrl(email));
        const mail = page.locator("article", { hasText: email }).first();
        if ((await mail.count()) === 0) return "";
        link =
          (await mail.textContent())?.match(
            /https?:\/\/\S+?magic-link\/verify\?\S+?(?=\s|It works|$)/,
          )?.[0] ?? "";
        return link;
      },
      { timeout: 15_000, intervals: [300] },
    )
    .toContain("/api/auth/magic-link/verify?token=");
  return link;
}

export async function requestLink(page: Page, email: string, site = ACCOUNT_SITE) {
  await visitSite(page, site, "/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText(`We sent a sign-in link to ${email}`);
}

/** Asks for a link in the page and follows it from the outbox, in the same browser. */
export async function signIn(context: BrowserContext, email: string, page?: Page): Promise<Page> {
  const shopper = page ?? (await context.newPage());
  await requestLink(shopper, email);
  const outbox = await context.newPage();
  const link = await linkFromOutbox(outbox, email);
  await outbox.close();
  await shopper.goto(link);
  await expect(shopper.locator("[data-account-link]")).toHaveText("My account");
  return shopper;
}
