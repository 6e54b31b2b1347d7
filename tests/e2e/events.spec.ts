import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { EVENT_IDS, type EventKey } from "../../src/domain/site/event-catalogue";
import { apiGet, PORT, visitSite } from "./fixtures";

// SPEC 9 "Event ids": every id the product sends is observed in window.dataLayer when the
// shopper does what sends it. This file holds the ids nothing sends (and why), a scenario per
// action for most of the others, and where the rest are observed (their island's component
// test, or the browser test of the flow they belong to). Adding an id to EVENT_IDS fails the
// first test below until it is observed somewhere or listed as not offered.

/** SPEC 9 ids whose action the platform does not offer, and why: none of them is ever sent. */
const NOT_OFFERED = {
  page_view_fleet: "No fleet page: fleet buyers send an enquiry of the Fleet type (19).",
  form_insurance: "No insurance enquiry form: the insurance page is information only.",
  competition_entry: "No competitions are run on the sites.",
  finance:
    "SPEC 9 names only the word; the finance actions the sites offer are 23 (finance form), 26 (calculator) and 58 (finance link).",
  finance_score: "No credit score check is offered.",
  instant_price: "No instant price is shown to shoppers.",
  quiz: "No quiz is offered.",
  survey: "No survey is offered.",
  team_member: "No team member profiles are published.",
  document_request: "No documents (brochures, spec sheets) are offered for request.",
  finance_quote: "No finance quote is offered: the calculator gives an estimate, not a quote.",
} as const satisfies Partial<Record<EventKey, string>>;

type SentKey = Exclude<EventKey, keyof typeof NOT_OFFERED>;

/** Ids observed in the data layer by another test: the flow or the island they belong to. */
const OBSERVED_ELSEWHERE = {
  click_to_call: ["tests/e2e/vehicle-page.spec.ts", "src/features/phone/phone-reveal.test.tsx"],
  finance_calculator: ["src/features/lead-form/repayment-calculator.test.tsx"],
  login_popup: ["tests/e2e/accounts.spec.ts", "src/features/accounts/sign-in-form.test.tsx"],
  request_code: ["tests/e2e/accounts.spec.ts", "src/features/accounts/sign-in-form.test.tsx"],
  submit_code: ["tests/e2e/accounts.spec.ts", "tests/e2e/accounts-passkeys.spec.ts"],
  complete_registration: ["tests/e2e/accounts.spec.ts"],
  wishlist: ["tests/e2e/site-experience.spec.ts", "src/features/favourites/favourite-button.test.tsx"],
  reserve_car: ["src/features/reserve/reserve-form.test.tsx"],
  webchat_bubble: ["tests/e2e/site-experience.spec.ts", "src/features/third-party/chat-widget.test.tsx"],
  webchat_started: ["tests/e2e/site-experience.spec.ts", "src/features/third-party/chat-widget.test.tsx"],
  message_sent: ["tests/e2e/site-experience.spec.ts", "src/features/third-party/chat-widget.test.tsx"],
  history_report: ["tests/e2e/vehicle-page.spec.ts"],
  experiment_exposure: ["tests/e2e/flags.spec.ts"],
  purchase_step_view: ["tests/e2e/checkout-journey.spec.ts"],
  purchase_step_complete: ["tests/e2e/checkout-journey.spec.ts"],
} as const satisfies Partial<Record<SentKey, readonly string[]>>;

const LAYER_KEY = "e2e-data-layer";

/**
 * Keeps every event id pushed to window.dataLayer for the whole visit (sessionStorage), so an
 * event sent just before a page is left (a GET form, a link) is still seen on the next page.
 * The tag manager's own wrapper, when it loads, calls this push.
 */
function recordDataLayer(page: Page) {
  return page.addInitScript((key) => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[];
      for (const entry of entries) {
        if (entry && typeof entry === "object" && "event_id" in entry) kept.push(entry.event_id);
      }
      sessionStorage.setItem(key, JSON.stringify(kept));
      return push(...entries);
    };
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
  }, LAYER_KEY);
}

interface Seen {
  /** Waits until the event's id (or, for the step event, `32_{n}`) is in the data layer. */
  sent(key: SentKey, id?: number | string): Promise<void>;
  /** The ids pushed so far in this visit, in order. */
  ids(): Promise<Array<number | string>>;
  /** Forgets what was pushed so far (before the next page of a visit). */
  reset(): Promise<void>;
}

function seenOn(page: Page, asserted: Set<SentKey>): Seen {
  const ids = async () =>
    JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), LAYER_KEY)) ?? "[]") as Array<
      number | string
    >;
  return {
    ids,
    async sent(key, id = EVENT_IDS[key]) {
      await expect.poll(ids, { message: `event ${id} (${key}) in the data layer` }).toContain(id);
      asserted.add(key);
    },
    async reset() {
      await page.evaluate((key) => sessionStorage.removeItem(key), LAYER_KEY);
    },
  };
}

const SCENARIO_KEYS = new Set<SentKey>();

/** A shopper's action and the ids it must send; the test fails unless each is observed. */
function scenario(
  name: string,
  sends: readonly SentKey[],
  run: (page: Page, seen: Seen, request: APIRequestContext) => Promise<void>,
) {
  for (const key of sends) SCENARIO_KEYS.add(key);
  test(`${name} → ${sends.map((key) => EVENT_IDS[key]).join(", ")}`, async ({ page, request }) => {
    const asserted = new Set<SentKey>();
    await recordDataLayer(page);
    await run(page, seenOn(page, asserted), request);
    expect([...asserted].sort(), "every id the scenario names was observed").toEqual([...sends].sort());
  });
}

test("every SPEC 9 id is observed being sent by some test, or is listed as not offered (and then never sent)", () => {
  const observed = new Set<string>([...SCENARIO_KEYS, ...Object.keys(OBSERVED_ELSEWHERE)]);
  const unaccounted = (Object.keys(EVENT_IDS) as EventKey[]).filter(
    (key) => !observed.has(key) && !(key in NOT_OFFERED),
  );
  expect(unaccounted, "ids with no test that observes them").toEqual([]);
  const both = Object.keys(NOT_OFFERED).filter((key) => observed.has(key));
  expect(both, "ids listed as not offered, yet observed").toEqual([]);
});

/** Waits until React has hydrated the element (its handlers are attached). */
/**
 * The shell's click listener is listening on an Astro page, such as the home page: the shell's
 * trackers module (no island) marks the document's root once it listens. Next's pages hydrate
 * the whole document instead (`hydrated(page.locator("body"))`).
 */
async function actionTrackerReady(page: Page) {
  await expect(page.locator("html[data-shell-trackers]")).toHaveCount(1);
}

async function hydrated(target: Locator) {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

async function fillContact(form: Locator) {
  await form.getByLabel("First name").fill("Ann");
  await form.getByLabel("Last name").fill("Lee");
  await form.getByLabel("Email").fill("ann@example.com");
  await form.getByLabel("Phone").fill("0412 345 678");
}

/** Picks the first choice of every required list still empty (a dealership, how they heard, a slot). */
async function chooseRequiredLists(form: Locator) {
  for (const select of await form.locator("select[aria-required=true]").all()) {
    if ((await select.isVisible()) && (await select.inputValue()) === "") {
      await select.selectOption({ index: 1 });
    }
  }
}

async function submitAndSucceed(page: Page, form: Locator) {
  await chooseRequiredLists(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/success\?/);
}

/** The first vehicle page a search lists. */
async function firstCarPath(request: APIRequestContext, slug: string, search: string): Promise<string> {
  const html = await (await apiGet(request, slug, search)).text();
  return defined(
    /href="(\/(?:cars|campers|motorcycles)\/[A-Za-z0-9_-]+)"/.exec(html)?.[1],
    `a car on ${slug}${search}`,
  );
}

scenario(
  "each kind of page sends its page view",
  [
    "page_view_home",
    "page_view_vehicle_inventory_listing",
    "page_view_new_vehicle_details",
    "page_view_used_vehicle_details",
    "page_view_special_offers",
    "page_view_service",
    "page_view_parts_and_accessories",
    "page_view_finance",
    "page_view_insurance",
    "page_view_ownership",
    "page_view_contact",
    "page_view_about",
  ],
  async (page, seen, request) => {
    const search = "/search/new-used-and-demo-cars";
    const pages: Array<[string, string, SentKey]> = [
      ["harbourcity", "/", "page_view_home"],
      ["harbourcity", search, "page_view_vehicle_inventory_listing"],
      [
        "harbourcity",
        await firstCarPath(request, "harbourcity", `${search}?condition=new`),
        "page_view_new_vehicle_details",
      ],
      [
        "harbourcity",
        await firstCarPath(request, "harbourcity", `${search}?condition=used`),
        "page_view_used_vehicle_details",
      ],
      ["westside-auto", "/special-offers", "page_view_special_offers"],
      ["harbourcity", "/service", "page_view_service"],
      ["harbourcity", "/vehicle-parts-and-accessories", "page_view_parts_and_accessories"],
      ["harbourcity", "/finance", "page_view_finance"],
      ["outback-rv", "/insuring-your-investment", "page_view_insurance"],
      ["outback-rv", "/warranty", "page_view_ownership"],
      ["harbourcity", "/contact", "page_view_contact"],
      ["harbourcity", "/about-us", "page_view_about"],
    ];
    for (const [slug, path, key] of pages) {
      await visitSite(page, slug, path);
      await seen.sent(key);
      // Exactly one page view per page: the one for this page.
      const views = (await seen.ids()).filter((id) => typeof id === "number" && id <= 13);
      expect(views, `${slug}${path}`).toEqual([EVENT_IDS[key]]);
      await seen.reset();
    }
  },
);

scenario("a list of used stock only sends the used list view", ["used_list_view"], async (page, seen) => {
  await visitSite(page, "sunburnt-used", "/search/used-cars");
  await seen.sent("used_list_view");
});

scenario("the home page's quick search sends the vehicle search", ["vehicle_search"], async (page, seen) => {
  await visitSite(page, "westside-auto", "/");
  const quickSearch = page.getByRole("search", { name: "Quick stock search" });
  await actionTrackerReady(page);
  await quickSearch.getByRole("button").click();
  await page.waitForURL(/\/search\//);
  await seen.sent("vehicle_search");
});

scenario("following a location's maps link sends directions", ["directions"], async (page, seen) => {
  // The maps service is outside: its tab is opened and closed, nothing is fetched.
  await page.context().route(/^https?:\/\/(?!([a-z0-9-]+\.)?localhost)/, (route) => route.abort());
  await visitSite(page, "harbourcity", "/our-locations");
  // An Astro page: the card's island hydrates on the first touch and replays the click.
  const directions = page.getByRole("link", { name: /^Get directions/ }).first();
  const opened = page.context().waitForEvent("page");
  await directions.click();
  await (await opened).close();
  await seen.sent("directions");
});

// Every "Get directions" link sends 41, not only the locations page's.
for (const [where, path] of [
  ["the footer's", async () => "/"],
  [
    "a vehicle page's",
    (request: APIRequestContext) => firstCarPath(request, "harbourcity", "/search/new-used-and-demo-cars"),
  ],
] as const) {
  scenario(`following ${where} maps link sends directions`, ["directions"], async (page, seen, request) => {
    await page.context().route(/^https?:\/\/(?!([a-z0-9-]+\.)?localhost)/, (route) => route.abort());
    await visitSite(page, "harbourcity", await path(request));
    const scope = where === "the footer's" ? page.locator("footer") : page.locator("#vehicle-map");
    const directions = scope.getByRole("link", { name: /^Get directions/ }).first();
    // Both pages are Astro's: the link is markup, and the shell's click listener records it.
    await actionTrackerReady(page);
    const opened = page.context().waitForEvent("page");
    await directions.click();
    await (await opened).close();
    await seen.sent("directions");
  });
}

// Enquiry types on the contact form (BigRig is in mock mode: each is checked and answered, nothing
// is kept or sent to the dealer).
for (const [type, key] of [
  [null, "form_general"],
  ["New Vehicle Enquiry", "form_new_vehicle"],
  ["Used Vehicle Enquiry", "form_used_vehicle"],
  ["Fleet Enquiry", "form_fleet"],
  ["Parts Enquiry", "form_parts"],
  ["Finance Enquiry", "form_finance"],
  ["Sell My Car Enquiry", "sell_my_car"],
] as const) {
  scenario(
    `a ${type ?? "General Enquiry (the default type)"} sends its own id`,
    [key],
    async (page, seen) => {
      await visitSite(page, "bigrig-trucks", "/contact");
      const form = page.locator("#enquiry-form");
      await hydrated(form);
      if (type) await form.getByLabel("Enquiry type").selectOption(type);
      await fillContact(form);
      await form.getByLabel("Message", { exact: true }).fill("Do you have a tipper under $80k?");
      await submitAndSucceed(page, form);
      await seen.sent(key);
      if (key !== "form_general") expect(await seen.ids()).not.toContain(EVENT_IDS.form_general);
    },
  );
}

scenario("a Service enquiry sends 45, not the General 22", ["service_enquiry"], async (page, seen) => {
  await visitSite(page, "sunburnt-used", "/contact");
  const form = page.locator("#enquiry-form");
  await hydrated(form);
  await form.getByLabel("Enquiry type").selectOption("Service Enquiry");
  await fillContact(form);
  await form.getByLabel("Message", { exact: true }).fill("When is my logbook service due?");
  await submitAndSucceed(page, form);
  await seen.sent("service_enquiry");
  expect(await seen.ids()).not.toContain(EVENT_IDS.form_general);
});

scenario("a careers enquiry sends 51, not the General 22", ["career"], async (page, seen) => {
  await visitSite(page, "harbourcity", "/careers");
  const form = page.locator("#careers-form");
  await hydrated(form);
  await fillContact(form);
  await form.getByLabel("Tell us about yourself").fill("Ten years selling cars.");
  await chooseRequiredLists(form);
  await form.getByRole("button", { name: /Submit|Send/ }).click();
  await page.waitForURL(/\/success\?/);
  await seen.sent("career");
  expect(await seen.ids()).not.toContain(EVENT_IDS.form_general);
});

scenario(
  "booking a test drive without a car sends Test Drive New",
  ["form_test_drive_new"],
  async (page, seen) => {
    await visitSite(page, "bigrig-trucks", "/book-test-drive");
    const form = page.locator("#test-drive-form");
    await hydrated(form);
    await fillContact(form);
    await submitAndSucceed(page, form);
    await seen.sent("form_test_drive_new");
  },
);

// A used truck of BigRig's, written through its inventory feed and removed after, so no other
// test's counts of BigRig stock see it.
const FEED_STOCKNUM = `E2EEV${Date.now().toString(36).toUpperCase()}`;
const FEED_SLUG = `e2e-events-${FEED_STOCKNUM.toLowerCase()}`;

function feedTruck(request: APIRequestContext, method: "PUT" | "DELETE", tag?: string | null) {
  return request.fetch(`http://127.0.0.1:${PORT}/api/feed/cars/${FEED_STOCKNUM}`, {
    method,
    headers: { host: `localhost:${PORT}`, authorization: "Bearer demo-feed-bigrig-trucks" },
    data:
      method === "PUT"
        ? {
            slug: FEED_SLUG,
            name: `2019 Isuzu NPR 45-155 Eventtest ${FEED_STOCKNUM}`,
            make: "Isuzu",
            model: "NPR 45-155",
            year: 2019,
            km: 120_000,
            car_type: "used",
            price: 45_000,
            tag: tag ?? null,
            location: "bigrig-acacia-ridge",
            images: ["/media/vehicles/truck-white-1.jpg"],
          }
        : undefined,
  });
}

scenario(
  "booking a test drive of a used car sends 48; of a used 'Test Drive Only' car, 17 (SPEC 9)",
  ["test_drive_used", "form_test_drive_new"],
  async (page, seen, request) => {
    try {
      for (const [tag, key, other] of [
        [null, "test_drive_used", "form_test_drive_new"],
        ["Test Drive Only", "form_test_drive_new", "test_drive_used"],
      ] as const) {
        expect((await feedTruck(request, "PUT", tag)).status()).toBeLessThan(300);
        await visitSite(page, "bigrig-trucks", `/book-test-drive?car_id=${FEED_SLUG}`);
        await seen.reset();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByText(`Book a test drive of the 2019 Isuzu NPR`)).toBeVisible();
        const form = page.locator("#test-drive-form");
        await hydrated(form);
        await fillContact(form);
        await submitAndSucceed(page, form);
        await seen.sent(key);
        expect(await seen.ids()).not.toContain(EVENT_IDS[other]);
      }
    } finally {
      await feedTruck(request, "DELETE");
    }
  },
);

scenario("booking a service sends Service Booking", ["form_service_booking"], async (page, seen) => {
  await visitSite(page, "harbourcity", "/service");
  const form = page.locator("#service-form");
  await hydrated(form);
  await chooseRequiredLists(form);
  await form.getByLabel("Registration number").fill("ABC123");
  await form.getByLabel("Model").fill("Corolla");
  await form.getByLabel("Year").fill("2018");
  await fillContact(form);
  await submitAndSucceed(page, form);
  await seen.sent("form_service_booking");
});

scenario("the parts form sends Parts", ["form_parts"], async (page, seen) => {
  await visitSite(page, "bigrig-trucks", "/vehicle-parts-and-accessories");
  const form = page.locator("#parts-form");
  await hydrated(form);
  await form.getByLabel("Model").fill("NPR 45-155");
  await form.getByLabel("Parts or accessories required").fill("A tow bar");
  await fillContact(form);
  await submitAndSucceed(page, form);
  await seen.sent("form_parts");
});

/** The three steps of the finance form, as far as its last Submit. */
async function sendFinanceForm(page: Page, form: Locator) {
  await form.getByLabel("Vehicle price or budget").fill("32000");
  await form.getByLabel("Loan term").selectOption("60");
  await chooseRequiredLists(form);
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Step 2 of 3")).toBeVisible();
  await form.getByLabel("Employment status").selectOption("Full Time");
  await form.getByLabel("Time in current role").selectOption("1 to 2 years");
  await form.getByLabel("Annual income before tax").fill("85000");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Step 3 of 3")).toBeVisible();
  await fillContact(form);
  await form.getByLabel("Postcode").fill("4000");
  // The collection notice and the credit-check consent are required and start unticked.
  await form.getByLabel("I have read the privacy collection notice").check();
  await form.getByLabel(/obtaining my credit report from a credit reporting body/).check();
  await submitAndSucceed(page, form);
}

scenario(
  "the finance form sends a step event per step sent (32_1, 32_2), then Finance",
  ["next_step", "form_finance"],
  async (page, seen) => {
    await visitSite(page, "bigrig-trucks", "/finance");
    const form = page.locator("#finance-form");
    await hydrated(form);
    await sendFinanceForm(page, form);
    await seen.sent("next_step", "32_1");
    await seen.sent("next_step", "32_2");
    await seen.sent("form_finance");
    const ids = await seen.ids();
    expect(ids.indexOf("32_2")).toBeGreaterThan(ids.indexOf("32_1"));
    expect(ids.indexOf(EVENT_IDS.form_finance)).toBeGreaterThan(ids.indexOf("32_2"));
  },
);

scenario(
  "the pre-approval form (commerce.finance_preapproval) sends Pre-approval, not Finance",
  ["pre_approval"],
  async (page, seen) => {
    await visitSite(page, "harbourcity", "/finance/pre-approval");
    const form = page.locator("#pre-approval-form");
    await hydrated(form);
    await sendFinanceForm(page, form);
    await seen.sent("pre_approval");
    expect(await seen.ids()).not.toContain(EVENT_IDS.form_finance);
  },
);

scenario("the sell-my-car form sends Sell My Car", ["sell_my_car"], async (page, seen) => {
  await visitSite(page, "bigrig-trucks", "/sell-my-car");
  const form = page.locator("#sell-my-car-form");
  await hydrated(form);
  await form.getByLabel("Registration number").fill("ABC123");
  await form.getByLabel("State of registration").selectOption("QLD");
  await form.getByLabel("Odometer (km)").fill("150000");
  await form.getByLabel("Model").fill("NPR 45-155");
  await form.getByLabel("Year").fill("2016");
  await fillContact(form);
  await form.getByLabel("Postcode").fill("4000");
  await submitAndSucceed(page, form);
  await seen.sent("sell_my_car");
});

scenario(
  "an enquiry about a car on a subscription site sends Subscription",
  ["subscription"],
  async (page, seen, request) => {
    // The enquiry about a car: /contact?car_id= takes the car's id or its slug.
    const car = (await firstCarPath(request, "flexidrive", "/search/subscription-cars")).split("/").at(-1);
    await visitSite(page, "flexidrive", `/contact?car_id=${car}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Enquire about the");
    const form = page.locator("#enquiry-form");
    await hydrated(form);
    await fillContact(form);
    await submitAndSucceed(page, form);
    await seen.sent("subscription");
  },
);

scenario(
  "the trade-in valuation sends the lookup 52, then 53 (and the Trade-in form 18) on submit",
  ["trade_in_lookup", "trade_in_valuation", "form_trade_in"],
  async (page, seen) => {
    await visitSite(page, "sunburnt-used", "/trade-in");
    const form = page.locator("#trade-in-form");
    await hydrated(form);
    await form.getByLabel("Registration number").fill("ABC123");
    await form.getByLabel("State of registration").selectOption("NSW");
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(form.getByText("Step 2 of 3")).toBeVisible();
    await form.getByLabel("Make").selectOption({ index: 1 });
    await form.getByLabel("Model").fill("Corolla");
    await form.getByLabel("Year").fill("2018");
    await form.getByLabel("Odometer (km)").fill("85000");
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(form.getByText("Step 3 of 3")).toBeVisible();
    await fillContact(form);
    await form.getByLabel("Postcode").fill("2000");
    await submitAndSucceed(page, form);
    await seen.sent("trade_in_lookup");
    await seen.sent("trade_in_valuation");
    await seen.sent("form_trade_in");
    const ids = await seen.ids();
    expect(ids.indexOf(EVENT_IDS.trade_in_valuation)).toBeGreaterThan(ids.indexOf(EVENT_IDS.trade_in_lookup));
  },
);

scenario(
  "a link to the finance page sends 58; printing an information page sends 61",
  ["finance_link_click", "print_pdf"],
  async (page, seen) => {
    await visitSite(page, "sunburnt-used", "/");
    await actionTrackerReady(page);
    await page.locator('main a[href="/apply-for-finance"]').first().click();
    await page.waitForURL(/\/apply-for-finance$/);
    await seen.sent("finance_link_click");

    // An Astro page: the print button's island hydrates on the first touch and replays the click.
    await visitSite(page, "sunburnt-used", "/about-us");
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole("button", { name: "Print this page" }).click();
    await seen.sent("print_pdf");
  },
);

scenario(
  "sell my car: 'Look up my car' sends 43, shows the demo trade value and sends 50",
  ["sell_car_lookup", "sell_car_valuation"],
  async (page, seen) => {
    await visitSite(page, "sunburnt-used", "/sell-my-car");
    const form = page.locator("#sell-my-car-form");
    await hydrated(form);
    await form.getByLabel("Registration number").fill("ABC123");
    await form.getByLabel("State of registration").selectOption("NSW");
    await form.getByLabel("Odometer (km)").fill("60000");
    await form.getByRole("button", { name: "Look up my car" }).click();
    await expect(form.getByRole("status").filter({ hasText: "Found:" })).toContainText(
      /Estimated trade value \$[\d,]+ to \$[\d,]+\. Demo data: not from a real registration record\./,
    );
    await expect(form.getByLabel("Model")).not.toHaveValue("");
    await seen.sent("sell_car_lookup");
    await seen.sent("sell_car_valuation");
    const ids = await seen.ids();
    expect(ids.indexOf(EVENT_IDS.sell_car_valuation)).toBeGreaterThan(ids.indexOf(EVENT_IDS.sell_car_lookup));
  },
);

scenario(
  "'Enquire about this offer' opens the enquiry about it, which sends 16",
  ["form_special_offer"],
  async (page, seen) => {
    await visitSite(page, "sunburnt-used", "/special-offers");
    // The link names its offer to screen readers ("Enquire about this offer : Winter clearance").
    await page.getByRole("link", { name: /^Enquire about this offer\s*: Winter clearance$/ }).click();
    await page.waitForURL(/\/contact\?offer=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Enquire about this offer: Winter clearance",
    );
    const form = page.locator("#enquiry-form");
    await hydrated(form);
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(/Winter clearance/);
    await fillContact(form);
    await submitAndSucceed(page, form);
    await seen.sent("form_special_offer");
    expect(await seen.ids()).not.toContain(EVENT_IDS.form_general);
  },
);
