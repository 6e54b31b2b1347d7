import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_DEALERSHIPS, DEMO_SITES } from "../../seed/demo-sites";
import type { FormDefinition } from "../../src/domain/leads/form-definition";
import { FORM_DEFINITIONS } from "../../src/domain/leads/forms/form-registry";
import { serviceBookingForm } from "../../src/domain/leads/forms/service-booking";
import { tradeProfile } from "../../src/domain/site/trade-profile";
import { FORM_PAGES, type FormPageKind } from "../../src/features/forms-pages/form-pages";
import { outboxUrl, siteUrl } from "./fixtures";
import { fillStep, hydratedForm, type MARKET_VALUES, type Variant } from "./form-filler";

// A lead must never be lost again. Every form on every demo site is sent
// twice through the real form in the browser (captcha, zod resolver, the lead API), once
// with only the required fields and once with every field, and each lead is then found in
// the dealer's email (the local outbox at /mail). The matrix is generated from the form
// definitions: a new form without a page here fails the "every form has a place" test.
//
// One test per site (they run in parallel, two at a time) loops the site's forms, so the
// browser context, its captcha worker and the mail page are reused.

interface Place {
  /** The page the form is on, for a site; null when the site does not offer it. */
  path: (site: (typeof DEMO_SITES)[number], page: Page) => Promise<string | null>;
  /** The form element's id (its formKey). */
  formKey: string;
}

const fixed = (kind: FormPageKind, path: string): Place => ({
  path: async () => path,
  formKey: FORM_PAGES[kind].formKey,
});

/** Where each registered form is sent from. */
const PLACES: Record<string, Place | { notHere: string }> = {
  "general-enquiry": fixed("contact", "/contact"),
  contact: {
    formKey: FORM_PAGES["contact-location"].formKey,
    path: async (site) => {
      const locations = DEMO_DEALERSHIPS.filter((d) => site.dealerships.includes(d.slug)).flatMap(
        (d) => d.locations,
      );
      const location = locations.find((l) => l.visible !== false);
      return location ? `/contact-us/${location.slug}` : null;
    },
  },
  "test-drive-booking": fixed("test-drive", "/book-test-drive"),
  "service-booking": fixed("service", "/service"),
  finance: fixed("finance", "/finance"),
  "trade-in": fixed("trade-in", "/trade-in"),
  "sell-my-car": fixed("sell-my-car", "/sell-my-car"),
  parts: fixed("parts", "/vehicle-parts-and-accessories"),
  careers: { formKey: "careers-form", path: async () => "/careers" },
  "offers-subscription": { formKey: "offers-subscription-form", path: async () => "/special-offers" },
  "vehicle-enquiry": {
    formKey: "vehicle-enquiry-form",
    // A car of the site's own stock, from its home page; a hire or subscription site's vehicle
    // page books or subscribes instead (trades.spec.ts walks those).
    path: async (site, page) => {
      if (tradeProfile(site.template).vehicleForm !== "enquiry") return null;
      await page.goto(siteUrl(site.slug, "/"));
      const href = await page
        .locator('main a[href^="/cars/"], main a[href^="/motorcycles/"], main a[href^="/campers/"]')
        .first()
        .getAttribute("href", { timeout: 5_000 })
        .catch(() => null);
      return href && /^\/(cars|motorcycles|campers)\/[A-Za-z0-9_-]+$/.test(href) ? href : null;
    },
  },
  "hire-booking": {
    notHere:
      "a hire booking's return must follow its pick-up and the filler gives every date field one value; trades.spec.ts books dates and finds the lead",
  },
  "vehicle-subscription": {
    notHere: "trades.spec.ts chooses a plan and finds the subscription lead in the dealer's email",
  },
  purchase: {
    notHere:
      "the purchase journey is a five-step checkout with a payment stand-in; checkout-journey.spec.ts sends it",
  },
};

const RUN = Date.now().toString(36);

/** Sends one form through the browser, step by step, and waits for /success. */
async function sendForm(
  page: Page,
  leadPosts: readonly string[],
  definition: FormDefinition,
  place: Place,
  url: string,
  variant: Variant,
  market: keyof typeof MARKET_VALUES,
  marker: string,
) {
  if (page.url() !== url) await page.goto(url);
  await expect(page.locator(`form#${place.formKey}`), `${definition.id} on ${url}`).toBeVisible();
  const form = await hydratedForm(page, place.formKey);
  const steps = definition.steps;
  for (const [index, step] of steps.entries()) {
    await fillStep(form, step.fields, variant, market, marker);
    const before = leadPosts.length;
    await form.locator('button[type="submit"]').click();
    const last = index === steps.length - 1;
    const next = last
      ? page.waitForURL(/\/success(\?|$)/, { timeout: 30_000 }).then(() => "sent")
      : form
          .getByText(`Step ${index + 2} of ${steps.length}`)
          .waitFor({ timeout: 30_000 })
          .then(() => "next");
    const refused = form
      .locator('[aria-invalid="true"], [role="alert"]:not(:empty)')
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => "refused");
    const outcome = await Promise.race([next, refused]).catch(() => "timed out");
    if (outcome === "refused" || outcome === "timed out") {
      const shown = await form
        .locator('[aria-invalid="true"], [role="alert"], p[id$="-error"]')
        .allTextContents();
      throw new Error(
        `${definition.id} (${variant} fields) step ${index + 1} was not accepted: ${outcome} ${JSON.stringify(shown)}`,
      );
    }
    // Sent by the form's own script to the lead API, not posted as a page without JavaScript.
    expect(leadPosts.length, `${definition.id} step ${index + 1} went to the lead API`).toBeGreaterThan(
      before,
    );
  }
}

/** The dealer's email for a lead (not the CRM's ADF copy), found in the local outbox. */
async function expectInDealerMail(mail: Page, markers: string[]) {
  for (const marker of markers) {
    await expect
      .poll(
        async () => {
          await mail.goto(outboxUrl(marker));
          return mail.locator("article", { hasText: marker }).filter({ hasNotText: "ADF lead" }).count();
        },
        { message: `the dealer's email for ${marker}`, timeout: 20_000, intervals: [250, 500, 1000] },
      )
      .toBeGreaterThan(0);
  }
}

test("every registered form has a place in the matrix (or a reason it is sent elsewhere)", () => {
  expect(FORM_DEFINITIONS.map((f) => f.id).sort()).toEqual(Object.keys(PLACES).sort());
});

async function newSitePage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage(), mail: await context.newPage() };
}

for (const site of DEMO_SITES) {
  test(`${site.slug}: every form is sent with only its required fields and with every field, and reaches the dealer`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const mock = site.config.forms?.mock_leads === true;
    const market = site.market as keyof typeof MARKET_VALUES;
    const { context, page, mail } = await newSitePage(browser);
    const mockAnswers: number[] = [];
    page.on("response", (r) => {
      if (new URL(r.url()).pathname.startsWith("/mock/leads")) mockAnswers.push(r.status());
    });
    const leadPosts: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() !== "GET" && /^\/(api|mock)\/leads(\/\d+|\/with-files)?$/.test(path))
        leadPosts.push(path);
    });
    const sent: string[] = [];
    await page.goto(siteUrl(site.slug, "/"));
    let started = Date.now();
    for (const definition of FORM_DEFINITIONS) {
      const place = PLACES[definition.id];
      if (!place || "notHere" in place) continue;
      const path = await place.path(site, page);
      if (path === null) continue;
      const response = await page.goto(siteUrl(site.slug, path));
      // A page the site does not have (no careers page, no offers sign-up) is not a form it offers.
      if (response?.status() === 404 || (await page.locator(`form#${place.formKey}`).count()) === 0) continue;
      const markers: string[] = [];
      for (const variant of ["required", "every"] as const) {
        const marker = `matrix-${RUN}-${site.slug}-${definition.id}-${variant}@example.com`;
        await test.step(`${definition.id} on ${path}, ${variant} fields`, () =>
          sendForm(page, leadPosts, definition, place, siteUrl(site.slug, path), variant, market, marker));
        markers.push(marker);
      }
      sent.push(definition.id);
      if (!mock) await expectInDealerMail(mail, markers);
      // How long each form took (both sends and the mail), for the run's report.
      test
        .info()
        .annotations.push({ type: "form time", description: `${definition.id}: ${Date.now() - started} ms` });
      started = Date.now();
    }
    // Every site has at least its contact, test drive, service, finance, trade-in, sell and parts forms.
    expect(sent).toEqual(
      expect.arrayContaining([
        "general-enquiry",
        "contact",
        "test-drive-booking",
        "service-booking",
        "finance",
        "trade-in",
        "sell-my-car",
        "parts",
      ]),
    );
    // Mock mode keeps nothing: each form was still checked and answered as a new lead.
    if (mock) expect(mockAnswers.filter((s) => s === 201).length).toBeGreaterThanOrEqual(sent.length * 2);
    await context.close();
  });
}

test.describe("the service form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a booking with no extra ticked, and one with every extra, both reach the dealer", async ({
    page,
  }) => {
    // redline-moto: no other no-JavaScript test posts to it (a captcha site allows 3 an hour).
    const site = "redline-moto";
    const market = "AU";
    const markers: string[] = [];
    for (const variant of ["required", "every"] as const) {
      const marker = `noscript-service-${RUN}-${variant}@example.com`;
      await page.goto(siteUrl(site, "/service"));
      const form = page.locator("form#service-form");
      await fillStep(form, serviceBookingForm.steps[0]?.fields ?? [], variant, market, marker);
      const extras = form.locator('[name="additional_services"]');
      expect(await extras.count()).toBeGreaterThan(1);
      for (const box of await extras.all()) expect(await box.isChecked()).toBe(variant === "every");
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/success\?/);
      markers.push(marker);
    }
    await expectInDealerMail(page, markers);
    // The extras ticked reach the dealer.
    const every = page.locator("article", { hasText: markers[1] }).filter({ hasNotText: "ADF lead" }).first();
    await expect(every).toContainText("Battery check");
  });
});
