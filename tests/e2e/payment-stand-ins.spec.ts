import { expect, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { expectNoAxeViolations, PORT, siteUrl } from "./fixtures";

// The Adyen and Windcave stand-ins' hosted payment pages in a browser: axe-clean,
// and paid with the keyboard alone (Tab to "Pay", Enter), after which the shopper lands back
// on the dealer's site. The payments are created over the stand-ins' APIs, as the adapters do.

const PLATFORM = `http://127.0.0.1:${PORT}`;
const platformHost = { host: `localhost:${PORT}` };
const RETURN_URL = siteUrl("harbourcity", "/");

test("Adyen: the hosted page of a payment link passes axe and is paid by keyboard", async ({
  page,
  request,
}) => {
  const created = await request.post(`${PLATFORM}/demo-providers/adyen/v72/paymentLinks`, {
    headers: { ...platformHost, "x-api-key": "AQE-e2e-adyen-key" },
    data: {
      merchantAccount: "ForecourtE2E",
      reference: `e2e-${Date.now()}`,
      amount: { value: 50_000, currency: "AUD" },
      description: "Deposit: e2e car",
      returnUrl: RETURN_URL,
    },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; url: string };
  expect(link.url).toBe(`http://localhost:${PORT}/demo-providers/adyen/checkout/${link.id}`);

  await page.goto(link.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay AUD 500.00");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Pay AUD 500.00" })).toBeFocused();
  const back = page.waitForResponse((r) => r.url() === RETURN_URL);
  await page.keyboard.press("Enter");
  expect((await back).status()).toBe(200);
  await expect(page).toHaveURL(RETURN_URL);

  const after = await request.get(`${PLATFORM}/demo-providers/adyen/v72/paymentLinks/${link.id}`, {
    headers: { ...platformHost, "x-api-key": "AQE-e2e-adyen-key" },
  });
  expect(((await after.json()) as { status: string }).status).toBe("completed");
});

test("Windcave: the hosted page of a session passes axe and is paid by keyboard", async ({
  page,
  request,
}) => {
  const auth = `Basic ${Buffer.from("ForecourtE2E_Rest:e2e-windcave-key").toString("base64")}`;
  const created = await request.post(`${PLATFORM}/demo-providers/windcave/api/v1/sessions`, {
    headers: { ...platformHost, authorization: auth },
    data: {
      type: "purchase",
      amount: "500.00",
      currency: "NZD",
      merchantReference: `e2e-${Date.now()}`,
      callbackUrls: { approved: RETURN_URL, declined: RETURN_URL, cancelled: RETURN_URL },
    },
  });
  expect(created.status()).toBe(202);
  const session = (await created.json()) as { id: string; links: { rel: string; href: string }[] };
  const hpp = defined(
    session.links.find((l) => l.rel === "hpp"),
    'session.links.find((l) => l.rel === "hpp")',
  ).href;
  expect(hpp).toBe(`http://localhost:${PORT}/demo-providers/windcave/hpp/${session.id}`);

  await page.goto(hpp);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay NZD 500.00");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Pay NZD 500.00" })).toBeFocused();
  const back = page.waitForResponse((r) => r.url().startsWith(`${RETURN_URL}?sessionId=${session.id}`));
  await page.keyboard.press("Enter");
  expect((await back).status()).toBe(200);

  const after = await request.get(`${PLATFORM}/demo-providers/windcave/api/v1/sessions/${session.id}`, {
    headers: { ...platformHost, authorization: auth },
  });
  const body = (await after.json()) as { transactions: { authorised: boolean }[] };
  expect(body.transactions).toEqual([expect.objectContaining({ authorised: true })]);
});
