import { expect, test } from "@playwright/test";
import { apiGet, loadIslandsHydrated, outboxUrl, PORT, siteUrl, visitSite } from "./fixtures";

// A shopper who arrives from an ad click is the ad's when they enquire, and the
// site's vehicle ad feeds are served through the production server.

test("an ad click's id and campaign travel from arrival, through browsing, to the dealer's email and the ADF document", async ({
  page,
}) => {
  const gclid = `E2E-${Date.now().toString(36)}_click`;
  const message = `Came from an ad ${gclid}`;
  // Arrival from the ad: the landing page carries the click id and the campaign.
  await visitSite(
    page,
    "harbourcity",
    `/search/new-used-and-demo-cars?gclid=${gclid}&utm_source=google&utm_medium=cpc&utm_campaign=spring-sale`,
  );
  // Browsing: a vehicle page, then the contact page, inside the site.
  await page.locator('a[href^="/cars/"]').first().click();
  await page.waitForURL(/\/cars\//);
  await page.goto(siteUrl("harbourcity", "/contact"));
  await loadIslandsHydrated(page);

  const form = page.locator("#enquiry-form");
  await form.getByLabel("First name").fill("Ann");
  await form.getByLabel("Last name").fill("Lee");
  await form.getByLabel("Email").fill("ann@example.com");
  await form.getByLabel("Phone").fill("0412 345 678");
  await form.getByLabel("Message", { exact: true }).fill(message);
  await form.getByLabel("Preferred dealership").selectOption({ index: 1 });
  const sent = page.waitForRequest(
    (r) => new URL(r.url()).pathname === "/api/leads" && r.method() === "POST",
  );
  await form.getByRole("button", { name: "Submit" }).click();
  expect((await sent).postDataJSON().lead.attribution.last_touch).toMatchObject({
    click_ids: { gclid },
    utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring-sale" },
  });
  await page.waitForURL(/\/success\?/);

  // The local outbox on the platform host: the dealer's email and the CRM's ADF copy.
  const mails = async () => {
    await page.goto(outboxUrl(message));
    const articles = page.locator("article", { hasText: message });
    return {
      email: (await articles.filter({ hasNotText: "ADF lead" }).allTextContents()).join("\n"),
      adf: (await articles.filter({ hasText: "ADF lead" }).allTextContents()).join("\n"),
    };
  };
  await expect
    .poll(
      async () => {
        const { email, adf } = await mails();
        return email !== "" && adf !== "";
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  const { email, adf } = await mails();
  expect(email).toContain("Where this lead came from:");
  expect(email).toContain("Source: Paid: Google Ads (gclid)");
  expect(email).toContain(`Click id: gclid=${gclid}`);
  expect(email).toContain("utm_source=google");
  expect(adf).toContain("<service>Paid: Google Ads (gclid)</service>");
  expect(adf).toContain(`Click id: gclid=${gclid}`);
  expect(adf).toContain("utm_source=google");
});

test("the Google and Meta feeds are served on the site's host, and answer 304 to a copy that is current", async ({
  request,
}) => {
  for (const [path, type] of [
    ["/feeds/google-vehicles.xml", "application/xml; charset=utf-8"],
    ["/feeds/meta-vehicles.csv", "text/csv; charset=utf-8"],
  ] as const) {
    const res = await apiGet(request, "harbourcity", path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"]).toBe(type);
    expect((await res.text()).length).toBeGreaterThan(1000);
    const etag = res.headers().etag ?? "";
    const again = await request.get(`http://127.0.0.1:${PORT}${path}`, {
      headers: { host: `harbourcity.localhost:${PORT}`, "if-none-match": etag },
    });
    expect(again.status(), path).toBe(304);
  }
  const rental = await apiGet(request, "coastline-rentals", "/feeds/meta-vehicles.csv");
  expect(rental.status()).toBe(404);
  expect(await rental.text()).toContain("hires its vehicles out");
});
