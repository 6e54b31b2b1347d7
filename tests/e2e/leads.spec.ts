import { expect, type Page, type Request, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import {
  apiGet,
  expectNoAxeViolations,
  loadIslandsHydrated,
  outboxUrl,
  siteUrl,
  visitSite,
} from "./fixtures";

// Lead capture end to end: the multi-step flow over the network, the spec's
// validation messages, keyboard-only completion, and axe on every form page. The captcha is
// the real proof of work, solved by the browser.

const REQUIRED = "*This is a required field.";

function leadRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (/\/api\/leads(\/\d+)?$/.test(new URL(request.url()).pathname) && request.method() !== "GET")
      seen.push(request);
  });
  return seen;
}

async function fillContact(page: Page, scope = page.locator("form")) {
  await scope.getByLabel("First name").fill("Ann");
  await scope.getByLabel("Last name").fill("Lee");
  await scope.getByLabel("Email").fill("ann@example.com");
  await scope.getByLabel("Phone").fill("0412 345 678");
}

test("a three-step form sends one partial POST, then PUTs, and lands on /success with its category", async ({
  page,
}) => {
  const requests = leadRequests(page);
  await visitSite(page, "harbourcity", "/finance");
  const form = page.locator("#finance-form");
  await expect(form.getByText("Step 1 of 3")).toBeVisible();
  await expect(form.getByRole("progressbar", { name: "Form progress" })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  await expect(form.getByRole("link", { name: "Go Back" })).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Go Back" })).toHaveCount(0);

  await form.getByLabel("Vehicle price or budget").fill("32000");
  await form.getByLabel("Loan term").selectOption("60");
  await form.getByLabel("Preferred dealership").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Continue" }).click();

  await expect(form.getByText("Step 2 of 3")).toBeVisible();
  await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  await form.getByLabel("Employment status").selectOption("Full Time");
  await form.getByLabel("Time in current role").selectOption("1 to 2 years");
  await form.getByLabel("Annual income before tax").fill("85000");
  // Back and forward again must not send step 1 twice.
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Step 3 of 3")).toBeVisible();
  // A link (it also works without JavaScript); with a script it steps back in place.
  await form.getByRole("link", { name: "Go Back" }).click();
  await expect(form.getByText("Step 2 of 3")).toBeVisible();
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Step 3 of 3")).toBeVisible();

  await fillContact(page, form);
  await form.getByLabel("Postcode").fill("2000");
  // The collection notice links to the site's privacy policy; both consents
  // are required and start unticked.
  await expect(form.getByRole("link", { name: "Read our privacy policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await form.getByLabel("I have read the privacy collection notice").check();
  await form.getByLabel(/obtaining my credit report from a credit reporting body/).check();
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
  expect(new URL(page.url()).searchParams.get("category")).toBe("finance-enquiry");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank you");

  const calls = requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
  expect(calls[0]).toBe("POST /api/leads");
  expect(calls.slice(1)).toEqual([
    expect.stringMatching(/^PUT \/api\/leads\/\d+$/),
    expect.stringMatching(/^PUT \/api\/leads\/\d+$/),
  ]);
  const bodies = requests.map((r) => JSON.parse(r.postData() ?? "{}").lead);
  expect(bodies.map((b) => [b.lead_status, b.form_completed, b.step_number])).toEqual([
    ["Incomplete", false, 0],
    ["Incomplete", false, 1],
    ["Complete", true, 2],
  ]);
  const id = Number(defined(calls[1], "calls[1]").split("/").at(-1));
  expect(bodies[1].lead_id).toBe(id);
  expect(bodies[2]).toMatchObject({
    lead_id: id,
    website_slug: "harbourcity",
    source: "Website",
    form_id: "finance",
  });
  expect(bodies[2].visited_pages).toContain("/finance");
  expect(defined(requests[0], "requests[0]").headers()["idempotency-key"]).toBeTruthy();
});

test.describe("each validation message appears for the input that triggers it", () => {
  const cases: Array<[string, string, string, string, string]> = [
    ["harbourcity", "/contact", "Email", "ann@", "invalid email address"],
    ["harbourcity", "/contact", "First name", "Ann2", "Please use alphabetical characters only."],
    ["harbourcity", "/contact", "Phone", "1234", "Invalid phone number. Must be an Australian number."],
    [
      "sunburnt-used",
      "/contact",
      "Phone",
      "02 9999 9999",
      "Invalid phone number. Must be an Australian mobile number.",
    ],
    [
      "waitemata-motors",
      "/contact",
      "Phone",
      "0512345",
      "Invalid phone number. Must be a New Zealand number.",
    ],
    [
      "waitemata-motors",
      "/contact",
      "Phone",
      "021234567890123",
      "Invalid phone number. Too many characters.",
    ],
    ["lone-star-auto", "/contact", "Phone", "0412345678", "Invalid phone number. Must be a US number."],
    ["harbourcity", "/sell-my-car", "Postcode", "20a0", "Invalid postcode. Please enter a 4-digit number."],
    [
      "lone-star-auto",
      "/sell-my-car",
      "ZIP code",
      "7870",
      "Invalid ZIP code. Please enter a 5-digit number.",
    ],
  ];
  for (const [slug, path, label, value, message] of cases) {
    test(`${slug}${path}: ${label} "${value}" → ${message}`, async ({ page }) => {
      await visitSite(page, slug, path);
      const form = page.locator("form[aria-labelledby]").first();
      const input = form.getByLabel(label, { exact: true });
      await input.fill(value);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      const describedBy = await input.getAttribute("aria-describedby");
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
    });
  }

  test('a postcode typed with a fifth digit stays "20000" and is named, never cut to "2000"', async ({
    page,
  }) => {
    const requests = leadRequests(page);
    await visitSite(page, "harbourcity", "/sell-my-car");
    const form = page.locator("#sell-my-car-form");
    const postcode = form.getByLabel("Postcode", { exact: true });
    // Key by key, as a shopper types: a maxlength would drop the last key without a word.
    await postcode.pressSequentially("20000");
    await expect(postcode).toHaveValue("20000");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`[id="${await postcode.getAttribute("aria-describedby")}"]`)).toHaveText(
      "Invalid postcode. Please enter a 4-digit number.",
    );
    await expect(postcode).toHaveValue("20000");
    expect(requests).toHaveLength(0);
  });

  test("an empty form shows the required message on every required field, and nothing is sent", async ({
    page,
  }) => {
    const requests = leadRequests(page);
    await visitSite(page, "harbourcity", "/contact");
    const form = page.locator("#enquiry-form");
    await form.getByRole("button", { name: "Submit" }).click();
    for (const label of ["First name", "Last name", "Email", "Phone", "Message", "Preferred dealership"]) {
      const input = form.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`[id="${await input.getAttribute("aria-describedby")}"]`)).toHaveText(
        REQUIRED,
      );
    }
    // The first field in error has the focus.
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    expect(requests).toHaveLength(0);
  });
});

test("keyboard only: a visitor completes and sends the enquiry form", async ({ page }) => {
  await visitSite(page, "sunburnt-used", "/contact");
  const form = page.locator("#enquiry-form");
  // Start at the form's first control: the enquiry type select.
  await form.getByLabel("Enquiry type").focus();
  await page.keyboard.press("ArrowDown"); // General → Service Enquiry
  const typed: Array<[string, string]> = [
    ["First name", "Kim"],
    ["Last name", "Nguyen"],
    ["Email", "kim@example.com"],
    ["Phone", "0412 345 678"],
    ["Message", "Do you have any utes under $30k?"],
  ];
  for (const [label, text] of typed) {
    // Tab until the field is focused (skipping optional fields between them).
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      if (await form.getByLabel(label, { exact: true }).evaluate((el) => el === document.activeElement))
        break;
    }
    await expect(form.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(text);
  }
  await form.getByRole("button", { name: "Submit" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/success\?/);
  expect(new URL(page.url()).searchParams.get("category")).toBe("service-enquiry");
});

test("the captcha's proof of work runs in a Web Worker, off the page's thread", async ({ page }) => {
  // Without Web Crypto's digest on the page's own thread, only a worker can solve the challenge.
  await page.addInitScript(() => {
    Object.defineProperty(crypto.subtle, "digest", {
      value: () => Promise.reject(new Error("no hashing on the page's thread")),
    });
  });
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const requests = leadRequests(page);
  await visitSite(page, "sunburnt-used", "/contact");
  const form = page.locator("#enquiry-form");
  await form.getByLabel("First name").focus();
  await expect(form.getByText("Spam protection: verified in your browser.")).toBeVisible();
  expect(workers.length).toBeGreaterThan(0);
  await fillContact(page, form);
  await form.getByLabel("Message", { exact: true }).fill("Solved in a worker");
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
  expect(requests).toHaveLength(1);
  expect(requests[0]?.postDataJSON()).toMatchObject({ altcha: expect.any(String) });
});

test("an application with a résumé is uploaded, stored, and attached to the dealer's email", async ({
  page,
}) => {
  const position = `Résumé test ${Date.now().toString(36)}`;
  await visitSite(page, "harbourcity", "/careers");
  const form = page.locator("form").filter({ has: page.getByLabel("Resume") });
  await form.getByLabel("Position of interest").fill(position);
  await fillContact(page, form);
  await form.getByLabel("Tell us about yourself").fill("Ten years selling cars in Sydney.");
  await form.getByLabel("Resume").setInputFiles({
    name: "ann-lee-resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% Ann Lee, ten years in sales\n"),
  });
  const upload = page.waitForRequest((r) => r.url().endsWith("/api/leads/with-files"));
  await form.getByRole("button", { name: /Submit|Send/ }).click();
  expect((await upload).method()).toBe("POST");
  await page.waitForURL(/\/success\?/);

  // The in-process worker delivers it; without SMTP the dealer's email lands in the outbox.
  await expect
    .poll(
      async () => {
        await page.goto(outboxUrl(position));
        const mail = page.locator("article", { hasText: position }).first();
        return (await mail.count()) > 0 ? ((await mail.textContent()) ?? "") : "";
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toContain("ann-lee-resume.pdf");
});

test("a vehicle enquiry lands on the vehicle category and shows the remembered car", async ({
  page,
  request,
}) => {
  await visitSite(page, "sunburnt-used", "/search/used-cars");
  const href = defined(
    await page.locator('a[href^="/cars/"]').first().getAttribute("href"),
    "page.locator('a[href^='/cars/']').first().getAttribute('href')",
  );
  const { car } = (await (
    await apiGet(request, "sunburnt-used", `/api/cars/${href.slice("/cars/".length)}`)
  ).json()) as { car: { id: number } };
  await page.goto(siteUrl("sunburnt-used", `/contact?car_id=${car.id}`));
  await loadIslandsHydrated(page);
  const carName = defined(
    await page.getByRole("heading", { level: 1 }).textContent(),
    "page.getByRole('heading', { level: 1 }).textContent()",
  ).replace("Enquire about the ", "");
  await fillContact(page, page.locator("form[aria-labelledby]"));
  await page.getByLabel("Message").fill("Is it still available?");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
  expect(new URL(page.url()).searchParams.get("category")).toMatch(/^(used|new|demo)-vehicle-enquiry$/);
  await expect(page.getByRole("heading", { name: carName })).toBeVisible();
});

test("the vehicle page carries its own enquiry form", async ({ page }) => {
  await visitSite(page, "sunburnt-used", "/search/used-cars");
  const href = defined(
    await page.locator('a[href^="/cars/"]').first().getAttribute("href"),
    "page.locator('a[href^='/cars/']').first().getAttribute('href')",
  );
  await page.goto(siteUrl("sunburnt-used", href));
  const form = page.locator("#enquire form");
  await expect(form).toBeVisible();
  await fillContact(page, form);
  await form.getByLabel("Message").fill("Can I see it on Saturday?");
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
  expect(new URL(page.url()).searchParams.get("category")).toBe("used-vehicle-enquiry");
});

const FORM_PAGES = [
  "/contact",
  "/contact-us/harbour-city-toyota-alexandria",
  "/book-test-drive",
  "/service",
  "/pages/book-a-service",
  "/finance",
  "/finance-enquiry",
  "/apply-for-finance",
  "/finance-the-dream?vehiclePriceBudget=25000&car_type=used",
  "/trade-in",
  "/cars/trade-in",
  "/sell-my-car",
  "/vehicle-parts-and-accessories",
  "/success?category=general-enquiry",
];
for (const path of FORM_PAGES) {
  test(`axe: ${path} has no accessibility violations`, async ({ page }) => {
    const response = await visitSite(page, "harbourcity", path);
    expect(response.status()).toBe(200);
    await expect(page.locator("main h1")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("axe: a form showing its errors has no accessibility violations", async ({ page }) => {
  await visitSite(page, "harbourcity", "/service");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("finance query parameters prefill the form at #finance-form", async ({ page }) => {
  await visitSite(
    page,
    "harbourcity",
    "/finance-the-dream?vehiclePriceBudget=27500&car_type=used#finance-form",
  );
  await expect(page.locator("#finance-form").getByLabel("Vehicle price or budget")).toHaveValue("27500");
  await expect(page.getByText("Repayment calculator")).toBeVisible();
  await expect(page.getByLabel("Interest rate (% p.a.)")).toHaveValue("10");
});

test("the trade-in rego lookup fills in the vehicle step", async ({ page }) => {
  await visitSite(page, "harbourcity", "/trade-in");
  const form = page.locator("#trade-in-form");
  await form.getByLabel("Registration number").fill("ABC123");
  await form.getByLabel("State of registration").selectOption("NSW");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Step 2 of 3")).toBeVisible();
  await expect(form.getByLabel("Model")).not.toHaveValue("");
  await expect(form.getByLabel("Year")).toHaveValue(/^\d{4}$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an enquiry to a site that asks for the captcha still arrives in the dealer's inbox", async ({
    page,
  }) => {
    const message = `No-script enquiry ${Date.now()}`;
    // Coastline asks for the captcha, which needs JavaScript; the honeypot and a tight
    // per-client limit stand in for it.
    await visitSite(page, "coastline-rentals", "/contact");
    const form = page
      .locator("form")
      .filter({ has: page.getByLabel("First name") })
      .first();
    await fillContact(page, form);
    await form.getByLabel(/Message|Comments|How can we help/).fill(message);
    await form.getByRole("button", { name: /Submit|Send/ }).click();
    await page.waitForURL(/\/success\?/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await expect
      .poll(
        async () => {
          await page.goto(outboxUrl(message));
          return page.locator("article", { hasText: message }).count();
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBeGreaterThan(0);
  });

  test("a form that cannot be sent comes back in the site's own page, naming the field to fix and keeping what was typed", async ({
    page,
    browser,
  }) => {
    // Another site than the test above: each has its own no-JavaScript allowance (3 an hour).
    await visitSite(page, "harbourcity", "/contact");
    const form = page
      .locator("form")
      .filter({ has: page.getByLabel("First name") })
      .first();
    await fillContact(page, form);
    await form.getByLabel("Preferred dealership").selectOption({ index: 1 });
    await form.getByLabel("Message").fill("Is the blue one still there?");
    await form.getByLabel("Phone").fill("1234");
    await form.getByRole("button", { name: /Submit|Send/ }).click();

    // The same page (the form's Server Action answered it), in the site's own shell.
    const alert = form.getByRole("alert");
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("link", { name: /^0\d \d{4} \d{4}$/ }).first()).toHaveAttribute(
      "href",
      /^tel:/,
    );
    // The summary names the field once and leads to it; what was typed is still there.
    const phone = form.getByLabel("Phone");
    await expect(alert.getByRole("link", { name: "Phone" })).toHaveAttribute(
      "href",
      `#${await phone.getAttribute("id")}`,
    );
    const summary = (await alert.textContent()) ?? "";
    expect(summary.split("Invalid phone number. Must be an Australian number.")).toHaveLength(2);
    await expect(phone).toHaveValue("1234");
    await expect(form.getByLabel("First name")).toHaveValue("Ann");
    await expect(form.getByLabel("Message")).toHaveValue("Is the blue one still there?");
    await expect(form.getByLabel("Preferred dealership")).not.toHaveValue("");
    // axe runs as a script: it checks this very document (its scripts left out) in a page
    // that may run one.
    const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
    const context = await browser.newContext({ javaScriptEnabled: true });
    const view = await context.newPage();
    await view.route(page.url(), (route) => route.fulfill({ contentType: "text/html", body: html }));
    await view.goto(page.url());
    await expect(view.getByRole("alert").getByRole("link", { name: "Phone" })).toBeVisible();
    await expectNoAxeViolations(view);
    await context.close();

    // Fixed and sent again from the same form.
    await phone.fill("0412 345 678");
    await form.getByRole("button", { name: /Submit|Send/ }).click();
    await page.waitForURL(/\/success\?/);
  });

  test("an oversized post is refused before the form's action reads it, and nothing is stored", async ({
    page,
  }) => {
    const marker = `oversized-${Date.now()}`;
    await visitSite(page, "harbourcity", "/contact");
    const form = page
      .locator("form")
      .filter({ has: page.getByLabel("First name") })
      .first();
    await fillContact(page, form);
    // A hostile client ignores the field's maxlength: 70 KB is over the 64 KB form limit.
    const message = form.getByLabel("Message");
    await message.evaluate(
      (el, text) => {
        el.removeAttribute("maxlength");
        (el as HTMLTextAreaElement).value = text;
      },
      `${marker} ${"x".repeat(70 * 1024)}`,
    );
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: /Submit|Send/ }).click();
    expect((await answer).status()).toBe(413);

    // The platform still answers, and the enquiry was not stored or sent.
    await page.goto(outboxUrl(marker));
    await expect(page.locator("article", { hasText: marker })).toHaveCount(0);
    await visitSite(page, "harbourcity", "/contact");
    await expect(page.getByLabel("First name").first()).toBeVisible();
  });

  test("a multi-step finance form is sent step by step, keeping what was typed, and arrives as one lead", async ({
    page,
  }) => {
    const email = `noscript-finance-${Date.now()}@example.com`;
    await visitSite(page, "westside-auto", "/finance");
    const form = page.locator("#finance-form");
    await expect(form.getByText("Step 1 of 3")).toBeVisible();
    await form.getByLabel("Vehicle price or budget").fill("32000");
    await form.getByLabel("Loan term").selectOption("36");
    await form.getByLabel("Preferred dealership").selectOption({ index: 1 });
    await form.getByRole("button", { name: "Continue" }).click();

    // Step 2 is a page of its own, on the same form page, continuing the same lead.
    await expect(page).toHaveURL(/\/finance\?step=1&lead_id=\d+&lead_token=/);
    await expect(form.getByText("Step 2 of 3")).toBeVisible();
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
    await form.getByLabel("Employment status").selectOption("Self Employed");
    // A field a script would reveal is on the page without one.
    await form.getByLabel("Time in current role").selectOption("1 to 2 years");
    await form.getByLabel("ABN").fill("51824753556");
    await form.getByLabel("Annual income before tax").fill("85000");
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(form.getByText("Step 3 of 3")).toBeVisible();

    // Go Back leads to step 2 of the same lead, and forward again.
    await form.getByRole("link", { name: "Go Back" }).click();
    await expect(form.getByText("Step 2 of 3")).toBeVisible();
    await form.getByLabel("Employment status").selectOption("Full Time");
    await form.getByLabel("Time in current role").selectOption("More than 2 years");
    await form.getByLabel("Annual income before tax").fill("90000");
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(form.getByText("Step 3 of 3")).toBeVisible();

    await fillContact(page, form);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Postcode").fill("2000");
    await form.getByLabel(/How did you hear/).selectOption({ index: 1 });
    // Both consents are required.
    await form.getByLabel("I have read the privacy collection notice").check();
    await form.getByLabel(/obtaining my credit report from a credit reporting body/).check();
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/\/success\?category=finance-enquiry/);

    // The dealer's email holds every step's answers, the last ones given. The CRM's ADF copy
    // (delivered in any order beside it) carries the contact details only.
    const dealerMail = () => page.locator("article", { hasText: email }).filter({ hasNotText: "ADF lead" });
    await expect
      .poll(
        async () => {
          await page.goto(outboxUrl(email));
          return dealerMail().count();
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBeGreaterThan(0);
    const mail = dealerMail().last();
    await expect(mail).toContainText("Full Time");
    await expect(mail).toContainText("More than 2 years");
    // Amounts read as money in the site's currency.
    await expect(mail).toContainText("$32,000.00");
  });
});

test("the repayment calculator follows the budget, deposit and term typed into the finance form", async ({
  page,
}) => {
  await visitSite(page, "harbourcity", "/finance");
  const form = page.locator("#finance-form");
  const calculator = page.locator("[data-repayment-calculator]");
  // Hydrated: the calculator follows the form from then on.
  await expect(calculator).toHaveAttribute("data-repayment-calculator", "following");
  await form.getByLabel("Vehicle price or budget").pressSequentially("32000");
  await expect(calculator.getByLabel("Vehicle price ($)")).toHaveValue(/^32,?000$/);
  await form.getByLabel("Deposit or trade-in amount").pressSequentially("2000");
  await expect(calculator.getByLabel("Deposit ($)")).toHaveValue(/^2,?000$/);
  await form.getByLabel("Loan term").selectOption("36");
  await expect(calculator.getByLabel("Term")).toHaveValue("36");
  // $30,000 over 36 months at 10%: $968 a month.
  await expect(calculator).toContainText("$968 / month");
});

test("mock mode (BigRig): the form says it is a test, sends to /mock/leads and lands on /success; nothing goes to /api/leads", async ({
  page,
}) => {
  const real = leadRequests(page);
  const mock: Array<{ method: string; status: number }> = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/mock/leads")
      mock.push({ method: response.request().method(), status: response.status() });
  });
  await visitSite(page, "bigrig-trucks", "/contact");
  const form = page.locator("#enquiry-form");
  await expect(
    form.getByText(/Test mode: this form is checked as usual, but nothing you send is kept/),
  ).toBeVisible();
  await fillContact(page, form);
  await form.getByLabel("Message").fill("Do you have a tipper under $80k?");
  const heard = form.getByLabel(/How did you hear/);
  if ((await heard.count()) > 0) await heard.selectOption({ index: 1 });
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
  expect(mock).toEqual([{ method: "POST", status: 201 }]);
  expect(real).toEqual([]);
});

test("a model page's 'Book a test drive' opens the booking in a dialog at most 600 px wide; the link still leads to the page", async ({
  page,
}) => {
  await visitSite(page, "harbourcity", "/models/toyota-corolla");
  const opener = page.locator("#main").getByRole("link", { name: "Book a test drive" });
  // Without JavaScript (or with a modifier key) the link leads to the booking page.
  await expect(opener).toHaveAttribute("href", "/book-test-drive?model=Corolla");
  const dialog = page.getByRole("dialog", { name: /Book a test drive/ });
  await expect(dialog).toHaveCount(0);
  await opener.click();
  await expect(dialog).toBeVisible();
  expect(page.url()).toContain("/models/toyota-corolla");
  const box = defined(await dialog.boundingBox(), "dialog.boundingBox()");
  expect(box.width).toBeLessThanOrEqual(600);
  await expect(dialog.getByLabel("First name")).toBeVisible();
  await expectNoAxeViolations(page);
  // Escape closes it and gives focus back to the link.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Opened again, the form is sent from the dialog.
  await opener.click();
  await fillContact(page, dialog.locator("form"));
  await dialog.getByLabel("Preferred dealership").selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
});
