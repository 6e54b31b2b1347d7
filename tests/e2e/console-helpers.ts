import { expect, type Page } from "@playwright/test";
import { outboxUrl, PORT } from "./fixtures";

// The console specs' sign-in: a member of staff asks for the emailed link, which is read from
// the local outbox (/mail) in a page of its own and followed in the same browser.

export const CONSOLE = `http://localhost:${PORT}/console`;

const SIGN_IN_LINK = /https?:\/\/\S+?\/console\/api\/auth\/magic-link\/verify\?\S+?(?=\s|It works|$)/;

/** The first link matching `pattern` in the newest mail to `to` whose text has `subject`. */
export async function mailedLink(page: Page, to: string, subject: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        await page.goto(outboxUrl(to));
        const mail = page.locator("article", { hasText: to }).filter({ hasText: subject }).first();
        if ((await mail.count()) === 0) return "";
        link = (await mail.textContent())?.match(pattern)?.[0] ?? "";
        return link;
      },
      { timeout: 15_000, intervals: [300] },
    )
    .not.toBe("");
  return link;
}

/** The console sign-in link the outbox holds for this address. */
export async function consoleLink(page: Page, email: string): Promise<string> {
  const link = await mailedLink(page, email, "Forecourt console", SIGN_IN_LINK);
  expect(link).toContain("/console/api/auth/magic-link/verify?token=");
  return link;
}

/**
 * Signs `email` in to the console by the emailed link, from the sign-in screen (by its
 * label and Enter); the page is then on the console, signed in. The outbox is read in a
 * page of the same browser, closed again.
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(CONSOLE);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Work email").press("Enter");
  // Sent, or refused with the reason on the field (the address's limit of links, say): a
  // refusal fails here with the page's own words, not as a link that never arrives.
  const sent = page.getByRole("status").filter({ hasText: "a sign-in link is on its way" });
  await expect(sent.or(page.getByLabel("Work email").and(page.locator("[aria-invalid=true]")))).toBeVisible();
  if (!(await sent.isVisible())) {
    const why = await page.getByLabel("Work email").evaluate((el) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
    throw new Error(`The console refused the sign-in link for ${email}: ${why}`);
  }
  const outbox = await page.context().newPage();
  const link = await consoleLink(outbox, email);
  await outbox.close();
  await page.goto(link);
}
