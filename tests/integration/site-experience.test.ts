// Server functions and API routes of the site experience: information pages as
// records with template defaults, careers.json with basic auth, offers, and the events,
// click-to-call and phone-reveal endpoints, against PGlite (and PostgreSQL when configured).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as getCareersJson } from "@/app/platform/api/dashboard/websites/[id]/careers.json/route";
import { POST as postCarPhoneCall } from "@/app/site/[host]/api/events/car_phone_call/route";
import { POST as postEvent } from "@/app/site/[host]/api/events/route";
import { defined } from "@/domain/defined";
import { buildAnalyticsEvent } from "@/domain/site/analytics-payload";
import { env } from "@/env";
import type { Database, Db } from "@/server/db/client";
import { analytics_events, careers, manufacturers, offers, pages, websites } from "@/server/db/schema/all";
import { getInformationPage } from "@/server/pages/get-information-page";
import { listCareers } from "@/server/pages/list-careers";
import { listOffers } from "@/server/pages/list-offers";
import { PageContentError, saveInformationPage } from "../support/save-information-page";
import { loadSite } from "@/server/sites/load-site";
import type { Site } from "@/server/sites/site";
import {
  createTestSite,
  jsonRequest,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { one } from "../support/one";
import { testDatabaseTargets } from "../support/test-databases";

const DAY = 86_400_000;

async function siteOf(db: Db, test: TestSite): Promise<Site> {
  const site = await loadSite(db, { hostname: test.host, slug: test.slug });
  if (!site) throw new Error(`no site ${test.slug}`);
  return site;
}

function basic(user: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` };
}

describe.each(testDatabaseTargets())("site experience on $name", (target) => {
  let database: Database;
  let db: Db;
  let dealer: TestSite;
  let range: TestSite;
  let us: TestSite;
  let tracked: TestSite;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    dealer = await createTestSite(db);
    range = await createTestSite(db);
    us = await createTestSite(db, { market: "US" });
    tracked = await createTestSite(db, { config: { analytics: { events_endpoint: true } } });
    const maker = one(
      await db
        .insert(manufacturers)
        .values({ name: "Outback Range", slug: `outback-${range.slug}` })
        .returning(),
      "manufacturers row",
    );
    await db
      .update(websites)
      .set({ template: "range", manufacturer_id: maker.id })
      .where(eq(websites.id, range.id));
  });
  afterAll(() => database.close());

  describe("getInformationPage: a record, else the template's default, else nothing", () => {
    test("a site without a record gets the default, with its own name", async () => {
      const page = await getInformationPage(db, { site: await siteOf(db, dealer), slug: "about-us" });
      expect(page).toMatchObject({ kind: "content", source: "default" });
      expect(defined(page, "page").content.title).toBe(`About ${dealer.slug} Motor Group`);
    });

    test("the range site has the manufacturer story and warranty, a dealer does not", async () => {
      const rangeSite = await siteOf(db, range);
      for (const slug of [
        "warranty",
        "roadside-assistance",
        "our-story",
        "considering-selling-or-trading",
        "servicing-your-rv",
      ]) {
        expect((await getInformationPage(db, { site: rangeSite, slug }))?.source, slug).toBe("default");
      }
      expect(
        defined(
          await getInformationPage(db, { site: rangeSite, slug: "manufacturer-finance" }),
          "the manufacturer-finance page",
        ).content.title,
      ).toBe("Outback Range Finance");
      expect(await getInformationPage(db, { site: await siteOf(db, dealer), slug: "warranty" })).toBeNull();
    });

    test("the listing pages have their kinds", async () => {
      const site = await siteOf(db, dealer);
      expect((await getInformationPage(db, { site, slug: "our-locations" }))?.kind).toBe("locations");
      expect((await getInformationPage(db, { site, slug: "current-positions" }))?.kind).toBe("careers");
      expect((await getInformationPage(db, { site, slug: "special-offers" }))?.kind).toBe("offers");
    });

    test("a saved record replaces the default and can be any slug; invalid content is refused", async () => {
      const site = await siteOf(db, dealer);
      await saveInformationPage(db, {
        site,
        page: {
          slug: "about-us",
          title: "Family owned since 1972",
          sections: [
            {
              heading: "Visit",
              body: ["Come and see us."],
              links: [{ label: "Directions", href: "/our-locations/" }],
            },
          ],
        },
      });
      const page = await getInformationPage(db, { site, slug: "about-us" });
      expect(page).toMatchObject({
        source: "record",
        content: { title: "Family owned since 1972", description: null },
      });
      expect(defined(page?.content.sections[0], "page.content.sections[0]").links).toEqual([
        { label: "Directions", href: "/our-locations/" },
      ]);

      await saveInformationPage(db, { site, page: { slug: "why-buy-here", title: "Why buy here" } });
      expect((await getInformationPage(db, { site, slug: "why-buy-here" }))?.content.title).toBe(
        "Why buy here",
      );

      await expect(saveInformationPage(db, { site, page: { slug: "About Us", title: "x" } })).rejects.toThrow(
        PageContentError,
      );
      await expect(saveInformationPage(db, { site, page: { slug: "terms", title: " " } })).rejects.toThrow(
        /title/,
      );
      const stored = await db
        .select()
        .from(pages)
        .where(and(eq(pages.website_id, site.id), eq(pages.slug, "terms")));
      expect(stored).toEqual([]);
    });

    test("a US site reads US spelling, in defaults and records alike", async () => {
      const site = await siteOf(db, us);
      await saveInformationPage(db, {
        site,
        page: {
          slug: "service-centre",
          title: "Our service centre",
          sections: [{ body: ["Tyres and colour matching."] }],
        },
      });
      const record = await getInformationPage(db, { site, slug: "service-centre" });
      expect(defined(record, "record").content.title).toBe("Our service center");
      expect(defined(record?.content.sections[0], "record.content.sections[0]").body).toEqual([
        "Tires and color matching.",
      ]);
      expect(
        JSON.stringify(
          defined(
            await getInformationPage(db, { site, slug: "privacy-policy" }),
            'await getInformationPage(db, { site, slug: "privacy-policy" })',
          ).content,
        ),
      ).not.toMatch(/enquir/);
    });
  });

  describe("careers: listCareers and GET /api/dashboard/websites/{id}/careers.json", () => {
    beforeAll(async () => {
      const now = Date.now();
      await db.insert(careers).values([
        {
          website_id: dealer.id,
          title: "Older role",
          location: "Parramatta",
          employment_type: "Full time",
          summary: "a",
          posted_at: new Date(now - 9 * DAY),
        },
        {
          website_id: dealer.id,
          title: "Newest role",
          location: "Parramatta",
          employment_type: "Part time",
          summary: "b",
          posted_at: new Date(now - DAY),
        },
        {
          website_id: range.id,
          title: "Someone else's",
          location: "Melbourne",
          employment_type: "Full time",
          summary: "c",
        },
      ]);
    });

    test("the site's own openings, newest first", async () => {
      const list = await listCareers(db, { site: { id: dealer.id } });
      expect(list.map((c) => c.title)).toEqual(["Newest role", "Older role"]);
      expect(list[0]).toMatchObject({ location: "Parramatta", employment_type: "Part time", summary: "b" });
      expect(typeof defined(list[0], "list[0]").posted_at).toBe("string");
    });

    test("the data API needs the basic credential", async () => {
      const url = `http://localhost/api/dashboard/websites/${dealer.id}/careers.json`;
      const anonymous = await getCareersJson(new Request(url), segment({ id: String(dealer.id) }));
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("www-authenticate")).toMatch(/^Basic/);
      const wrong = await getCareersJson(
        new Request(url, { headers: basic("dashboard", "nope") }),
        segment({ id: String(dealer.id) }),
      );
      expect(wrong.status).toBe(401);

      const { DASHBOARD_API_USER, DASHBOARD_API_PASSWORD } = env();
      const ok = await getCareersJson(
        new Request(url, { headers: basic(DASHBOARD_API_USER, DASHBOARD_API_PASSWORD) }),
        segment({ id: String(dealer.id) }),
      );
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { title: string }[]).map((c) => c.title)).toEqual([
        "Newest role",
        "Older role",
      ]);

      const missing = await getCareersJson(
        new Request(url, { headers: basic(DASHBOARD_API_USER, DASHBOARD_API_PASSWORD) }),
        segment({ id: "999999" }),
      );
      expect(missing.status).toBe(404);
    });
  });

  test("listOffers: running offers in the dealer's order; ended ones are gone", async () => {
    const now = new Date();
    await db.insert(offers).values([
      { website_id: dealer.id, title: "Second", summary: "s", position: 2, ends_at: null },
      {
        website_id: dealer.id,
        title: "First",
        summary: "f",
        position: 1,
        ends_at: new Date(now.getTime() + DAY),
      },
      {
        website_id: dealer.id,
        title: "Ended",
        summary: "e",
        position: 0,
        ends_at: new Date(now.getTime() - DAY),
      },
      { website_id: range.id, title: "Other site", summary: "o", position: 0 },
    ]);
    const list = await listOffers(db, { site: { id: dealer.id }, now });
    expect(list.map((o) => o.title)).toEqual(["First", "Second"]);
    expect(defined(list[0], "list[0]").car).toBeNull();
  });

  describe("POST /api/events: the SPEC 3 Analytics event, only where enabled", () => {
    const body = (slug: string) =>
      buildAnalyticsEvent({
        website_slug: slug,
        url: `http://${slug}.localhost/cars/x`,
        category: "Wishlist",
        lead_id: 42,
        anon_id: "device-1",
        session_id: "session-1",
        device: {
          user_agent: "Mozilla/5.0 (Windows NT 10.0) Chrome/124.0 Safari/537.36",
          viewport_width: 1280,
        },
        car: { slug: "x", name: "2020 Mazda 3" },
      });

    test("stored on a site that enables the endpoint", async () => {
      const res = await postEvent(
        jsonRequest(tracked, "POST", "/api/events", body(tracked.slug)),
        segment({ host: tracked.host }),
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const [row] = await db.select().from(analytics_events).where(eq(analytics_events.id, id));
      expect(row).toMatchObject({
        website_id: tracked.id,
        website_slug: tracked.slug,
        category: "Wishlist",
        lead_id: 42,
        anon_id: "device-1",
        session_id: "session-1",
        error_message: null,
      });
      expect(defined(row, "row").event_properties).toMatchObject({
        browser: "Chrome",
        os: "Windows",
        car_slug: "x",
        car_name: "2020 Mazda 3",
      });
    });

    test("refused (404) on a site that does not, and nothing is stored", async () => {
      const before = await db
        .select()
        .from(analytics_events)
        .where(eq(analytics_events.website_id, dealer.id));
      const res = await postEvent(
        jsonRequest(dealer, "POST", "/api/events", body(dealer.slug)),
        segment({ host: dealer.host }),
      );
      expect(res.status).toBe(404);
      const after = await db
        .select()
        .from(analytics_events)
        .where(eq(analytics_events.website_id, dealer.id));
      expect(after.length).toBe(before.length);
    });

    test("an event naming another site, or malformed, is a validation error", async () => {
      const other = await postEvent(
        jsonRequest(tracked, "POST", "/api/events", body(dealer.slug)),
        segment({ host: tracked.host }),
      );
      expect(other.status).toBe(422);
      expect(
        ((await other.json()) as { error: { fields: Record<string, string> } }).error.fields,
      ).toHaveProperty("website_slug");
      const bad = await postEvent(
        jsonRequest(tracked, "POST", "/api/events", { event: { url: "/" } }),
        segment({ host: tracked.host }),
      );
      expect(bad.status).toBe(422);
      const notJson = await postEvent(
        jsonRequest(tracked, "POST", "/api/events", "{"),
        segment({ host: tracked.host }),
      );
      expect(notJson.status).toBe(400);
    });
  });

  test("POST /api/events/car_phone_call stores a click to call with its label", async () => {
    const site = await siteOf(db, dealer);
    const res = await postCarPhoneCall(
      jsonRequest(dealer, "POST", "/api/events/car_phone_call", {
        website_id: site.id,
        dealership_id: defined(site.dealerships[0], "site.dealerships[0]").id,
        car_id: null,
        phone: "02 9635 7700",
        label: "Used Car",
        url: `http://${dealer.host}/search/used-cars`,
      }),
      segment({ host: dealer.host }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await db.select().from(analytics_events).where(eq(analytics_events.id, id));
    expect(row).toMatchObject({ category: "car_phone_call", website_id: site.id });
    expect(defined(row, "row").event_properties).toMatchObject({ label: "Used Car", phone: "02 9635 7700" });

    const wrongSite = await postCarPhoneCall(
      jsonRequest(dealer, "POST", "/api/events/car_phone_call", { website_id: range.id, label: "New Car" }),
      segment({ host: dealer.host }),
    );
    expect(wrongSite.status).toBe(422);
  });
});
