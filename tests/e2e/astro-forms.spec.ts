import http from "node:http";
import { expect, type Page, test } from "@playwright/test";
import type { FormDefinition } from "../../src/domain/leads/form-definition";
import { careersForm } from "../../src/domain/leads/forms/careers";
import { financeForm } from "../../src/domain/leads/forms/finance";
import { generalEnquiryForm } from "../../src/domain/leads/forms/general-enquiry";
import { offersSubscriptionForm } from "../../src/domain/leads/forms/offers-subscription";
import { sellMyCarForm } from "../../src/domain/leads/forms/sell-my-car";
import { serviceBookingForm } from "../../src/domain/leads/forms/service-booking";
import { testDriveBookingForm } from "../../src/domain/leads/forms/test-drive-booking";
import { expectAstroPage } from "./astro-helpers";
import { expectNoAxeViolations, PORT, visitSite } from "./fixtures";
import { fillStep, hydratedForm } from "./form-filler";

// The lead-form pages on Astro (docs/decisions/020-astro-islands.md, ADR 013): /contact,
// /book-test-drive, /service, the finance pages, parts, trade-in, each location's contact
// page, /sell-my-car, /finance-the-dream and /pages/book-a-service, rendered by Astro in the site's shell with
// the form as a client:load island. With JavaScript the form sends JSON to /api/leads; without
// it the browser posts to the page itself, which runs the same intake and answers 303 or
// itself again. Their posts are refused as Next's page posts are (src/proxy.ts).
const SITE = "harbourcity";
const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";
const RUN = Date.now().toString(36);
const PAGES = [
  { path: "/contact", title: /^Contact us \| .+$/, formKey: "enquiry-form" },
  { path: "/book-test-drive", title: /^Book a test drive \| .+$/, formKey: "test-drive-form" },
  { path: "/service", title: /^Book a service \| .+$/, formKey: "service-form" },
  { path: "/finance-enquiry", title: /^Finance enquiry \| .+$/, formKey: "finance-form" },
  { path: "/apply-for-finance", title: /^Apply for finance \| .+$/, formKey: "finance-form" },
  { path: "/finance", title: /^Finance \| .+$/, formKey: "finance-form" },
  { path: "/finance/pre-approval", title: /^Get pre-approved \| .+$/, formKey: "pre-approval-form" },
  { path: "/vehicle-parts-and-accessories", title: /^Parts and accessories \| .+$/, formKey: "parts-form" },
  { path: "/trade-in", title: /^Trade-in valuation \| .+$/, formKey: "trade-in-form" },
  { path: "/cars/trade-in", title: /^Trade-in valuation \| .+$/, formKey: "trade-in-form" },
  { path: "/contact-us/harbour-city-toyota-alexandria", title: /^Contact \| .+$/, formKey: "contact-form" },
  ...[
    { path: "/sell-my-car", title: /^Sell your car \| .+$/, formKey: "sell-my-car-form" },
    { path: "/finance-the-dream", title: /^Finance the dream \| .+$/, formKey: "finance-form" },
    { path: "/pages/book-a-service", title: /^Book a service \| .+$/, formKey: "service-form" },
  ],
];
/**
 * The form pages moved last (Next's FormRoute went with them) and the information pages with a
 * form, checked at both widths and without JavaScript.
 */
const LAST_MOVED: {
  /** harbourcity unless said. */
  site?: string;
  path: string;
  formKey: string;
  definition: FormDefinition;
  /** Where the required fields alone are sent (303). */
  sent: RegExp;
  /** For the bad post: a field typed (kept in the answer) and a required one left empty (linked). */
  typed: [label: string, value: string];
  missing: string;
}[] = [
  {
    path: "/sell-my-car",
    formKey: "sell-my-car-form",
    definition: sellMyCarForm,
    sent: /^\/success\?/,
    typed: ["First name", "Ann"],
    missing: "Last name",
  },
  {
    path: "/finance-the-dream",
    formKey: "finance-form",
    definition: financeForm,
    // Step 1 of 3 sent: the page again at its next step.
    sent: /^\/finance-the-dream\?(?=.*step=1)(?=.*lead_id=\d+)/,
    typed: ["Deposit or trade-in amount (optional)", "5000"],
    missing: "Vehicle price or budget",
  },
  {
    path: "/pages/book-a-service",
    formKey: "service-form",
    definition: serviceBookingForm,
    sent: /^\/success\?/,
    typed: ["First name", "Ann"],
    missing: "Last name",
  },
  // The information pages with a lead form (Next's catch-all rendered them).
  {
    path: "/careers",
    formKey: "careers-form",
    definition: careersForm,
    sent: /^\/success\?/,
    typed: ["First name", "Ann"],
    missing: "Last name",
  },
  {
    site: "flexidrive",
    path: "/special-offers",
    formKey: "offers-subscription-form",
    definition: offersSubscriptionForm,
    sent: /^\/success\?/,
    typed: ["First name", "Ann"],
    missing: "Email",
  },
];
/** Careers and offers, from Next's catch-all: the page's text, its list, then the form. */
const INFORMATION_FORMS = [
  {
    site: SITE,
    path: "/careers",
    title: /^Careers \| .+$/,
    formKey: "careers-form",
    list: "[data-careers], [data-careers-empty]",
  },
  {
    site: SITE,
    path: "/current-positions",
    title: /^Current positions \| .+$/,
    formKey: "careers-form",
    list: "[data-careers], [data-careers-empty]",
  },
  {
    site: "flexidrive",
    path: "/special-offers",
    title: /^Special offers \| .+$/,
    formKey: "offers-subscription-form",
    list: "[data-offers], [data-offers-empty]",
  },
];

for (const { path, title, formKey } of PAGES) {
  test(`${path} is served by Astro: the form a client:load island posting to the page itself, axe at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await visitSite(page, SITE, path);
    expect(response.status()).toBe(200);
    const headers = await response.allHeaders();
    expect(headers["cache-control"]).toBe(NO_STORE);
    expect(headers["x-frame-options"]).toBe("DENY");
    const islands = await expectAstroPage(page, await response.text());
    expect(islands).toContainEqual(["LeadFormIsland", "load"]);
    await expect(page).toHaveTitle(title);
    const form = page.locator(`form#${formKey}`);
    // A plain form post to the page's own address (no action attribute), as multipart for uploads.
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(await form.getAttribute("action")).toBeNull();
    await expect(form.locator('input[name^="$ACTION"]')).toHaveCount(0);
    await hydratedForm(page, formKey);
    await expectNoAxeViolations(page);
  });
}

for (const { site = SITE, path, formKey } of LAST_MOVED) {
  test(`${path} passes axe at 1280 px too`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await visitSite(page, site, path);
    expect(response.status()).toBe(200);
    await hydratedForm(page, formKey);
    await expectNoAxeViolations(page);
  });
}

for (const { site, path, title, formKey, list } of INFORMATION_FORMS) {
  test(`${site}${path} is served by Astro: its list, then the form a client:load island posting to the page itself, axe at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await visitSite(page, site, path);
    expect(response.status()).toBe(200);
    const headers = await response.allHeaders();
    expect(headers["cache-control"]).toBe(NO_STORE);
    expect(headers["x-frame-options"]).toBe("DENY");
    const islands = await expectAstroPage(page, await response.text());
    expect(islands).toContainEqual(["LeadFormIsland", "load"]);
    expect(islands).toContainEqual(["PrintButton", "interaction"]);
    await expect(page).toHaveTitle(title);
    await expect(page.locator(list)).toHaveCount(1);
    const form = page.locator(`form#${formKey}`);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(await form.getAttribute("action")).toBeNull();
    await expect(form.locator('input[name^="$ACTION"]')).toHaveCount(0);
    await hydratedForm(page, formKey);
    await expectNoAxeViolations(page);
  });
}

test("a site without the offers sign-up: /special-offers has no form, a post to it is the page (as Next answered it), /pages/careers 308s", async ({
  request,
}) => {
  const host = `westside-auto.localhost:${PORT}`;
  const page = await request.get(`http://127.0.0.1:${PORT}/special-offers`, { headers: { host } });
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Special offers");
  expect(html).not.toContain("offers-subscription-form");
  expect(html).not.toContain("/_next/");
  const post = await request.post(`http://127.0.0.1:${PORT}/special-offers`, {
    headers: { host, origin: `http://${host}`, "x-forwarded-for": "192.0.2.60" },
    multipart: { first_name: "Ann" },
  });
  expect(post.status()).toBe(200);
  expect(post.headers()["cache-control"]).toBe(NO_STORE);
  expect(await post.text()).toContain("Special offers");
  const moved = await request.get(`http://127.0.0.1:${PORT}/pages/careers?utm_source=x`, {
    headers: { host },
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe("/careers?utm_source=x");
  expect(moved.headers()["cache-control"]).toBe(NO_STORE);
});

test("an unknown site's form page is the platform's 404, and a post to it stores nothing", async ({
  request,
}) => {
  // A location or a page the site does not offer is the site's own 404.
  for (const [slug, path] of [
    [SITE, "/contact-us/no-such-location"],
    ["westside-auto", "/finance/pre-approval"],
  ]) {
    const res = await request.get(`http://127.0.0.1:${PORT}${path}`, {
      headers: { host: `${slug}.localhost:${PORT}` },
    });
    expect(res.status(), `${slug}${path}`).toBe(404);
  }
  const res = await request.get(`http://127.0.0.1:${PORT}/contact`, {
    headers: { host: `no-such-site.localhost:${PORT}` },
  });
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain("Site not found");
  const post = await request.post(`http://127.0.0.1:${PORT}/contact`, {
    headers: { host: `no-such-site.localhost:${PORT}` },
    form: { first_name: "Ann" },
  });
  expect(post.status()).toBe(404);
});

/** A raw request to the front server, so the test chooses every header (and leaves some out). */
function send(
  options: http.RequestOptions,
  payload: string | undefined,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, ...options, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          headers: res.headers,
        }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", reject);
    req.end(payload);
  });
}

const multipart = (fields: [string, string][]) =>
  `${fields
    .map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("")}--x--\r\n`;

// (411 without a Content-Length is checked in page-post-refusal.test.ts: the front server frames
// every body it forwards, a chunked one included, with its length.)
test("a post to an Astro form page is refused as Next's page posts are: 413, 400, 403", async () => {
  // outback-rv: no other test posts its forms without JavaScript (the last post reaches the intake).
  const host = `outback-rv.localhost:${PORT}`;
  const body = multipart([["first_name", "Ann"]]);
  const form = {
    host,
    "content-type": "multipart/form-data; boundary=x",
    "content-length": String(Buffer.byteLength(body)),
  };
  const cases: [string, () => ReturnType<typeof send>, number, string][] = [
    [
      "over the 64 KB form limit",
      () => {
        const big = `first_name=${"x".repeat(70 * 1024)}`;
        return send(
          {
            method: "POST",
            path: "/contact",
            headers: {
              host,
              "content-type": "application/x-www-form-urlencoded",
              "content-length": String(big.length),
            },
          },
          big,
        );
      },
      413,
      "64 KB",
    ],
    [
      "a multipart body that does not parse",
      () =>
        send(
          {
            method: "POST",
            path: "/book-test-drive",
            headers: { host, "content-type": "multipart/form-data; boundary=x", "content-length": "9" },
          },
          "YV31Y <)N",
        ),
      400,
      "could not be read",
    ],
    [
      "a cross-site Origin",
      () =>
        send(
          { method: "POST", path: "/finance-enquiry", headers: { ...form, origin: "http://evil.example" } },
          body,
        ),
      403,
      "own pages",
    ],
    [
      "an Origin that is not one",
      () => send({ method: "POST", path: "/contact", headers: { ...form, origin: "http://[" } }, body),
      400,
      "Origin",
    ],
    [
      "a script's Server Action call",
      () => send({ method: "POST", path: "/contact", headers: { ...form, "next-action": "abc" } }, body),
      400,
      "script",
    ],
  ];
  const wrong: string[] = [];
  for (const [label, run, status, says] of cases) {
    const res = await run();
    if (res.status !== status || !res.body.includes(says))
      wrong.push(`${label} → ${res.status} ${res.body.slice(0, 120)}`);
    // Refusals carry the security headers too.
    else if (res.headers["x-frame-options"] !== "DENY") wrong.push(`${label}: no security headers`);
  }
  expect(wrong).toEqual([]);
  // A chunked post reaches the page with the length the front server gave it.
  const chunked = await send(
    {
      method: "POST",
      path: "/service",
      headers: { host, "content-type": "multipart/form-data; boundary=x", "transfer-encoding": "chunked" },
    },
    body,
  );
  expect(chunked.status).toBe(200);
  // The site's own post (same Origin) reaches the intake: the page again, naming what to fix.
  const own = await send(
    { method: "POST", path: "/contact", headers: { ...form, origin: `http://${host}` } },
    body,
  );
  expect(own.status).toBe(200);
  expect(own.body).toContain("Last name");
  expect(own.body).toMatch(/role="alert"/);
});

/** The first POST the page sends. */
function firstPost(page: Page) {
  return page.waitForRequest((r) => r.method() === "POST");
}

test.describe("with JavaScript", () => {
  test("/contact with only its required fields is sent as JSON to /api/leads and opens /success", async ({
    page,
  }) => {
    await visitSite(page, "westside-auto", "/contact");
    const form = await hydratedForm(page, "enquiry-form");
    await fillStep(
      form,
      generalEnquiryForm.steps[0]?.fields ?? [],
      "required",
      "AU",
      `astro-js-${RUN}@example.com`,
    );
    const post = firstPost(page);
    await form.locator('button[type="submit"]').click();
    const sent = await post;
    expect(new URL(sent.url()).pathname).toBe("/api/leads");
    expect(sent.headers()["content-type"]).toContain("application/json");
    await page.waitForURL(/\/success\?category=/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/book-test-drive with only its required fields posts to itself, is answered 303 and lands on /success", async ({
    page,
  }) => {
    // sunburnt-used: no other no-JavaScript test posts to it (each site allows 3 an hour).
    await visitSite(page, "sunburnt-used", "/book-test-drive");
    const form = page.locator("form#test-drive-form");
    await fillStep(
      form,
      testDriveBookingForm.steps[0]?.fields ?? [],
      "required",
      "AU",
      `astro-nojs-${RUN}@example.com`,
    );
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await form.locator('button[type="submit"]').click();
    const response = await answer;
    expect(new URL(response.url()).pathname).toBe("/book-test-drive");
    expect(response.status()).toBe(303);
    expect(response.headers().location).toMatch(/^\/success\?/);
    await page.waitForURL(/\/success\?/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("without JavaScript, the pages moved last", () => {
  test.use({ javaScriptEnabled: false });

  LAST_MOVED.forEach(({ site = SITE, path, formKey, definition, sent, typed, missing }, index) => {
    test(`${path}: only the required fields are answered 303 to ${sent.source.includes("success") ? "/success" : "the next step"}, a bad post is the page again with its error summary`, async ({
      page,
    }) => {
      // A client of its own (through the trusted proxy): each site and client may post 3 forms an
      // hour without JavaScript, and the other specs' no-JavaScript posts come from 127.0.0.1.
      await page.setExtraHTTPHeaders({ "x-forwarded-for": `192.0.2.${40 + index}` });
      const response = await visitSite(page, site, path);
      expect(response.status()).toBe(200);
      const form = page.locator(`form#${formKey}`);
      const fields = definition.steps[0]?.fields ?? [];

      // One field typed, a required one left empty: the page again (200, in its shell), the
      // summary above the fields linking the field to fix, what was typed kept.
      const [label, value] = typed;
      await form.getByLabel(label, { exact: true }).fill(value);
      let answer = page.waitForResponse((r) => r.request().method() === "POST");
      await form.locator('button[type="submit"]').click();
      const refused = await answer;
      expect(new URL(refused.url()).pathname).toBe(path);
      expect(refused.status()).toBe(200);
      expect(refused.headers()["cache-control"]).toBe(NO_STORE);
      const alert = form.getByRole("alert");
      await expect(alert).toBeVisible();
      await expect(alert.getByRole("link", { name: missing, exact: true })).toHaveAttribute(
        "href",
        `#${await form.getByLabel(missing, { exact: true }).getAttribute("id")}`,
      );
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.locator("#site-header")).toBeVisible();

      // The required fields only, sent again from the same page: 303 to /success or the next step.
      await fillStep(form, fields, "required", "AU", `astro-last-${index}-${RUN}@example.com`);
      answer = page.waitForResponse((r) => r.request().method() === "POST");
      await form.locator('button[type="submit"]').click();
      const accepted = await answer;
      expect(new URL(accepted.url()).pathname).toBe(path);
      expect(accepted.status()).toBe(303);
      expect(accepted.headers()["cache-control"]).toBe(NO_STORE);
      expect(accepted.headers().location).toMatch(sent);
      await page.waitForURL((url) => sent.test(`${url.pathname}${url.search}`));
      if (sent.source.includes("success"))
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      else await expect(form.getByText("Step 2 of 3")).toBeVisible();
    });
  });
});
