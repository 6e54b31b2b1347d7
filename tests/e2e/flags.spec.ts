import { expect, type Page, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { splitTestVariant } from "../../src/domain/site/split-test";
import { apiGet, expectNoAxeViolations, visitSite } from "./fixtures";

/** Harbour City runs the demo's split test (flags.split_testing, split_test). */
const SPLIT_SITE = "harbourcity";
const EXPERIMENT = {
  name: "home-search-button",
  variants: [
    { id: "control", weight: 50 },
    { id: "shop", weight: 50 },
  ],
};

/** The first device id of the form e2e-device-N that lands in the variant. */
function deviceIn(variant: string): string {
  for (let i = 0; ; i++) {
    if (splitTestVariant(EXPERIMENT, `e2e-device-${i}`) === variant) return `e2e-device-${i}`;
  }
}

interface SentEvent {
  category: string;
  anon_id: string;
  event_properties: Record<string, unknown>;
}

function recordSentEvents(page: Page): SentEvent[] {
  const sent: SentEvent[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events") && r.method() === "POST") {
      sent.push((r.postDataJSON() as { event: SentEvent }).event);
    }
  });
  return sent;
}

test.describe("split testing (SPEC 6)", () => {
  for (const [variant, wording] of [
    ["control", /^Show \d+ cars$/],
    ["shop", /^Shop \d+ cars$/],
  ] as const) {
    test(`a device in the ${variant} bucket sees its wording, and one exposure per session`, async ({
      page,
    }) => {
      const device = deviceIn(variant);
      await page.addInitScript((id) => window.localStorage.setItem("forecourt-device-id", id), device);
      const sent = recordSentEvents(page);
      await visitSite(page, SPLIT_SITE, "/");
      const label = page.locator("[data-split-test=home-search-button]");
      await expect(label).toHaveAttribute("data-variant", variant);
      const button = page.getByRole("search", { name: "Quick stock search" }).getByRole("button");
      await expect(button).toHaveAccessibleName(wording);

      // The exposure is in the data layer once, with the experiment and the variant. The control
      // wording is the server's, so the page may not have hydrated yet: no data layer is no
      // exposure yet (a throwing poll would end the wait at once).
      const exposures = () =>
        page.evaluate(() =>
          ((window.dataLayer ?? []) as { event_id: number }[]).filter((e) => e.event_id === 62),
        );
      await expect.poll(exposures).toEqual([
        expect.objectContaining({
          event_name: "Experiment Exposure",
          experiment: "home-search-button",
          experiment_variant: variant,
        }),
      ]);
      // ... and sent to the events endpoint, as is the home page view after it.
      await expect.poll(() => sent.filter((e) => e.category === "Experiment Exposure").length).toBe(1);
      expect(sent.find((e) => e.category === "Experiment Exposure")).toMatchObject({
        anon_id: device,
        event_properties: { experiment: "home-search-button", experiment_variant: variant },
      });

      // Same session: the home page again sends no second exposure; later events carry the variant.
      await visitSite(page, SPLIT_SITE, "/about-us");
      await expect.poll(() => sent.filter((e) => e.category === "About").length).toBe(1);
      expect(
        defined(
          sent.find((e) => e.category === "About"),
          'sent.find((e) => e.category === "About")',
        ).event_properties,
      ).toMatchObject({
        experiment: "home-search-button",
        experiment_variant: variant,
      });
      await visitSite(page, SPLIT_SITE, "/");
      await expect(label).toHaveAttribute("data-variant", variant);
      await expect.poll(() => sent.filter((e) => e.category === "Home").length).toBe(2);
      expect(sent.filter((e) => e.category === "Experiment Exposure").length).toBe(1);
    });
  }
});

test.describe("finance pre-approval (SPEC 2)", () => {
  test("Harbour City's 'Get pre-approved' leads to its pre-approval page; without the flag there is none", async ({
    page,
    request,
  }) => {
    await visitSite(page, "harbourcity", "/");
    await page.getByRole("link", { name: "Get pre-approved" }).click();
    await expect(page).toHaveURL(/\/finance\/pre-approval$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get pre-approved" })).toBeVisible();
    await expectNoAxeViolations(page);
    // The finance page offers it too.
    await visitSite(page, "harbourcity", "/finance");
    await expect(page.getByRole("link", { name: "Get pre-approved" })).toHaveAttribute(
      "href",
      "/finance/pre-approval",
    );

    // Westside does not enable it: no link, and the page is its 404.
    await visitSite(page, "westside-auto", "/");
    await expect(page.getByRole("heading", { name: "How can we help?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get pre-approved" })).toHaveCount(0);
    expect((await apiGet(request, "westside-auto", "/finance/pre-approval")).status()).toBe(404);
  });
});

test.describe("offers subscription (SPEC 3 offers_subscription)", () => {
  test("FlexiDrive's special offers page takes an email subscription; Westside's has none", async ({
    page,
  }) => {
    await visitSite(page, "flexidrive", "/special-offers");
    const section = page.getByRole("region", { name: "Get our offers by email" });
    await section.getByLabel("First name", { exact: true }).fill("Ann");
    await section.getByLabel("Email", { exact: true }).fill("ann@example.com");
    await section.getByLabel("Phone", { exact: true }).fill("0412 345 678");
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST");
    await section.getByRole("button", { name: /Submit|Send/ }).click();
    const request = await sent;
    expect((request.postDataJSON() as { lead: Record<string, unknown> }).lead).toMatchObject({
      form_id: "offers-subscription",
      category: "Offers Subscription",
      email: "ann@example.com",
    });
    expect(defined(await request.response(), "request.response()").status()).toBe(201);
    await page.waitForURL(/\/success\?category=offers-subscription/);

    await visitSite(page, "westside-auto", "/special-offers");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Get our offers by email" })).toHaveCount(0);
  });
});
