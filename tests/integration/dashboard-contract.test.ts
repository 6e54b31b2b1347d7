// The dashboard data API (SPEC 7): the real route handlers over a loopback socket, read by a
// client with the spec's behaviour (basic credential, two retries, a missing car is false;
// tests/support/dashboard-api-client.ts), on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as getAppointmentSlots } from "@/app/platform/api/dashboard/dealerships/[id]/available_appointment_bookings.json/route";
import { GET as getServiceSlots } from "@/app/platform/api/dashboard/dealerships/[id]/available_service_bookings.json/route";
import { GET as getManufacturerRoute } from "@/app/platform/api/dashboard/manufacturers/[slug]/route";
import { GET as getCareersRoute } from "@/app/platform/api/dashboard/websites/[id]/careers.json/route";
import { GET as getCarRoute } from "@/app/platform/api/dashboard/websites/[id]/cars/[slug]/route";
import { GET as getSearchSlugsRoute } from "@/app/platform/api/dashboard/websites/[id]/pages/search_slugs.json/route";
import { GET as getTemplatesRoute } from "@/app/platform/api/dashboard/websites/[id]/search_page_templates.json/route";
import { GET as getSessionRoute } from "@/app/platform/api/v1/websites/[id]/website_session_data.json/route";
import { defined } from "@/domain/defined";
import { env } from "@/env";
import type { Database } from "@/server/db/client";
import { offers } from "@/server/db/schema/all";
import { createHttpDashboardData } from "../support/dashboard-api-client";
import { type DashboardData, DashboardDataError } from "../support/dashboard-data";
import { useAsProcessDatabase } from "../support/lead-fixtures";
import { type RouteHandler, type RouteServer, startRouteServer } from "../support/route-server";
import { createStockFixture, type StockFixture } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const quiet = { warn: () => {}, error: () => {} };
const MISSING = 999_999;

function routes() {
  const r = (path: string, handler: unknown) => ({ method: "GET", path, handler: handler as RouteHandler });
  return [
    r("/api/dashboard/websites/:id/cars/:slug", getCarRoute),
    r("/api/dashboard/manufacturers/:slug", getManufacturerRoute),
    r("/api/dashboard/websites/:id/pages/search_slugs.json", getSearchSlugsRoute),
    r("/api/dashboard/websites/:id/search_page_templates.json", getTemplatesRoute),
    r("/api/dashboard/websites/:id/careers.json", getCareersRoute),
    r("/api/dashboard/dealerships/:id/available_service_bookings.json", getServiceSlots),
    r("/api/dashboard/dealerships/:id/available_appointment_bookings.json", getAppointmentSlots),
    r("/api/v1/websites/:id/website_session_data.json", getSessionRoute),
  ];
}

async function rejection(promise: Promise<unknown>): Promise<DashboardDataError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DashboardDataError);
    return error as DashboardDataError;
  }
  throw new Error("expected a DashboardDataError");
}

const IMPLEMENTATIONS = ["http"] as const;

describe.each(testDatabaseTargets())("dashboard data contract on $name", (target) => {
  let database: Database;
  let server: RouteServer;
  let f: StockFixture;
  const impl: Partial<Record<(typeof IMPLEMENTATIONS)[number], DashboardData>> = {};

  beforeAll(async () => {
    database = await target.open();
    useAsProcessDatabase(database);
    f = await createStockFixture(database.db);
    // One offer running and one that has ended: the session's offers count is 1.
    await database.db.insert(offers).values([
      { website_id: f.coastal.websiteId, title: "Service special", summary: "Running.", ends_at: null },
      {
        website_id: f.coastal.websiteId,
        title: "Last month's deal",
        summary: "Ended.",
        ends_at: new Date(Date.now() - 86_400_000),
      },
    ]);
    server = await startRouteServer(routes());
    impl.http = createHttpDashboardData({
      baseUrl: `${server.origin}/api/dashboard`,
      user: env().DASHBOARD_API_USER,
      password: env().DASHBOARD_API_PASSWORD,
      retryDelayMs: 0,
      logger: quiet,
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  describe.each(IMPLEMENTATIONS)("%s", (kind) => {
    const data = () => defined(impl[kind], "impl[kind]");

    test("getCar: a listed car with everything the vehicle page needs (money in cents)", async () => {
      const car = await data().getCar(f.coastal.websiteId, f.cars.listed.slug);
      expect(car).toMatchObject({
        id: f.cars.listed.id,
        slug: f.cars.listed.slug,
        stocknum: "CT1001",
        name: "2021 Toyota Corolla Ascent Sport",
        make: "Toyota",
        model: "Corolla",
        car_type: "used",
        status: "in_stock",
        sold: false,
        price: 2_499_000,
        vin: "JTNB23HK103000001",
        dealership_id: f.coastal.dealershipId,
        dealership_slug: "coastal-toyota",
        city: "Wollongong",
        location: {
          id: f.coastal.locationId,
          slug: "coastal-toyota-sales",
          phone: "02 4200 1111",
          distribution_locations: ["coastal-toyota-service"],
        },
        date: [],
        payment_processors: [
          { authorization_type: "stripe", authorization_key: "pk_live_coastal", deposit_amount: 50_000 },
        ],
        images: [{ url: "/media/test/a.jpg", thumb: "/media/test/a-thumb.jpg" }],
      });
      expect(typeof (car as { created_at: unknown }).created_at).toBe("string");
    });

    test("getCar: a car sold within the site's window is still listed, as sold", async () => {
      expect(await data().getCar(f.coastal.websiteId, f.cars.soldRecently.slug)).toMatchObject({
        slug: f.cars.soldRecently.slug,
        status: "sold",
        sold: true,
      });
    });

    test.each([
      { name: "an unknown slug", site: "coastal", slug: () => "2001-no-such-car" },
      { name: "a car sold before the window", site: "coastal", slug: () => f.cars.soldLongAgo.slug },
      { name: "a car hidden from the website", site: "coastal", slug: () => f.cars.hidden.slug },
      { name: "another site's car", site: "coastal", slug: () => f.cars.inlandListed.slug },
      { name: "a slug with other characters (SPEC 5)", site: "coastal", slug: () => "bad.slug" },
      { name: "an unknown website", site: "missing", slug: () => f.cars.listed.slug },
    ])("getCar: false for $name (SPEC 7: a 404 yields false)", async ({ site, slug }) => {
      const websiteId = site === "missing" ? MISSING : f.coastal.websiteId;
      expect(await data().getCar(websiteId, slug())).toBe(false);
    });

    test("getManufacturer: the maker and every model of it on its own maker's site", async () => {
      const maker = await data().getManufacturer("toyota", f.coastal.websiteId);
      expect(maker).toMatchObject({
        id: f.toyota.id,
        slug: "toyota",
        name: "Toyota",
        description: "Oh what a feeling.",
        website_id: f.coastal.websiteId,
      });
      expect(maker.models.map((m) => m.name)).toEqual(["Corolla", "RAV4", "HiLux"]);
      expect(maker.models[0]).toMatchObject({ slug: "toyota-corolla", path: "/models/toyota-corolla" });
    });

    test("getManufacturer: on another site, only that site's models of the maker", async () => {
      expect((await data().getManufacturer("toyota", f.inland.websiteId)).models.map((m) => m.name)).toEqual([
        "HiLux",
      ]);
      expect((await data().getManufacturer("kia", f.coastal.websiteId)).models).toEqual([]);
    });

    test.each([
      { name: "an unknown manufacturer", slug: "lada", site: "coastal", message: "No manufacturer lada." },
      {
        name: "an unknown website",
        slug: "toyota",
        site: "missing",
        message: `No website with id ${MISSING}.`,
      },
    ])("getManufacturer: $name rejects with 404 and the API's message", async ({ slug, site, message }) => {
      const websiteId = site === "missing" ? MISSING : f.coastal.websiteId;
      const error = await rejection(data().getManufacturer(slug, websiteId));
      expect({ status: error.status, message: error.message }).toEqual({ status: 404, message });
    });

    test("getSearchSlugs: the default slug first (all stock), each dealership, then the presets", async () => {
      const slugs = await data().getSearchSlugs(f.coastal.websiteId);
      expect(slugs.website_id).toBe(f.coastal.websiteId);
      expect(slugs.default_search_path).toBe("/search/new-used-and-demo-cars");
      expect(slugs.search_slugs[0]).toEqual({
        slug: "new-used-and-demo-cars",
        path: "/search/new-used-and-demo-cars",
        default: true,
        preset: { kind: "all" },
        heading: "Cars for sale",
      });
      expect(slugs.search_slugs[1]).toEqual({
        slug: "coastal-toyota",
        path: "/search/coastal-toyota",
        default: false,
        preset: {
          kind: "dealership",
          dealership_id: f.coastal.dealershipId,
          dealership_slug: "coastal-toyota",
          name: "Coastal Toyota",
        },
        heading: "Cars for sale at Coastal Toyota",
      });
      const used = slugs.search_slugs.find((s) => s.slug === "used-cars");
      // This site says pre-owned for used (SPEC 4).
      expect(used).toMatchObject({
        preset: { kind: "condition", condition: ["used"] },
        heading: "Pre-owned Cars for sale",
      });
      expect(slugs.search_slugs.map((s) => s.slug)).toContain("new-RVs-in-stock");
      expect(new Set(slugs.search_slugs.map((s) => s.slug)).size).toBe(slugs.search_slugs.length);
    });

    test("getSearchSlugs: the used-car template's default slug lists all its stock", async () => {
      const slugs = await data().getSearchSlugs(f.inland.websiteId);
      expect(slugs.default_search_path).toBe("/search/used-cars");
      expect(slugs.search_slugs[0]).toMatchObject({
        slug: "used-cars",
        default: true,
        preset: { kind: "all" },
      });
    });

    test("getSearchPageTemplates: template, paths, sorts, filters and labels", async () => {
      const templates = await data().getSearchPageTemplates(f.coastal.websiteId);
      expect(templates).toMatchObject({
        website_id: f.coastal.websiteId,
        template: "dealer",
        market: "AU",
        locale: "en-AU",
        currency: "AUD",
        distance_unit: "km",
        default_search_path: "/search/new-used-and-demo-cars",
        vehicle_base_path: "/cars",
        page_size: 24,
        default_sort: "relevance",
        filters: ["make", "model", "price"],
        search_categories: [{ label: "Pre-owned", href: "/search/pre-owned-cars" }],
        include_sold_cars_days: 3,
        just_arrived_days: 8,
        labels: {
          noun: "Car",
          noun_plural: "Cars",
          conditions: { new: "New", used: "Pre-owned", demo: "Demo" },
          no_price_text: "Enquire for price.",
          sold_tag_name: "JUST SOLD",
          just_arrived_tag_name: "JUST ARRIVED",
        },
      });
      expect(templates.sort_options.map((o) => o.value)).toEqual([
        "relevance",
        "latest",
        "price-desc",
        "price-asc",
        "km-desc",
        "km-asc",
      ]);
      expect((await data().getSearchPageTemplates(f.inland.websiteId)).default_sort).toBe("price-asc");
    });

    test.each([
      { name: "getSearchSlugs", call: (d: DashboardData) => d.getSearchSlugs(MISSING) },
      { name: "getSearchPageTemplates", call: (d: DashboardData) => d.getSearchPageTemplates(MISSING) },
      { name: "getCareers", call: (d: DashboardData) => d.getCareers(MISSING) },
      { name: "getWebsiteSessionData", call: (d: DashboardData) => d.getWebsiteSessionData(MISSING) },
    ])("$name of an unknown website rejects with 404", async ({ call }) => {
      const error = await rejection(call(data()));
      expect({ status: error.status, message: error.message }).toEqual({
        status: 404,
        message: `No website with id ${MISSING}.`,
      });
    });

    test("booking slots: the dealership's upcoming slots of each kind, soonest first", async () => {
      const service = await data().getAvailableServiceBookings(f.coastal.dealershipId);
      expect(service.map((s) => [s.kind, s.capacity])).toEqual([
        ["service", 2],
        ["service", 3],
      ]);
      expect(
        service.every(
          (s) => s.dealership_id === f.coastal.dealershipId && Date.parse(s.starts_at) > Date.now(),
        ),
      ).toBe(true);
      const appointments = await data().getAvailableAppointmentBookings(f.coastal.dealershipId);
      expect(appointments.map((s) => s.kind)).toEqual(["appointment"]);
      expect(await data().getAvailableServiceBookings(f.inland.dealershipId)).toEqual([]);
    });

    test("booking slots of an unknown dealership reject with 404", async () => {
      const error = await rejection(data().getAvailableAppointmentBookings(MISSING));
      expect({ status: error.status, message: error.message }).toEqual({
        status: 404,
        message: `There is no dealership ${MISSING}.`,
      });
    });

    test("getCareers: the site's positions, newest first", async () => {
      expect((await data().getCareers(f.coastal.websiteId)).map((c) => c.title)).toEqual([
        "Service Advisor",
        "Sales Consultant",
      ]);
      expect(await data().getCareers(f.inland.websiteId)).toEqual([]);
    });

    test("getWebsiteSessionData: identity, features, dealerships and stock counts; nothing without a site id", async () => {
      expect(await data().getWebsiteSessionData(f.coastal.websiteId)).toEqual({
        website: {
          id: f.coastal.websiteId,
          slug: "coastal",
          name: "Coastal Toyota",
          template: "dealer",
          market: "AU",
          locale: "en-AU",
          currency: "AUD",
        },
        features: {
          garage_enabled: true,
          auth_enabled: true,
          split_testing: false,
          offers_subscription: false,
        },
        dealerships: [{ id: f.coastal.dealershipId, slug: "coastal-toyota", name: "Coastal Toyota" }],
        search_path: "/search/new-used-and-demo-cars",
        saved_cars_path: "/my-garage?tab=saved-cars",
        // SPEC 3 stock counts: what the search lists (the Corolla, and the Camry sold
        // yesterday, inside the sold window; not the car sold long ago nor the hidden one).
        stock: { count: 2, makes: 1, models: 2, car_types: { new: 0, used: 2, demo: 0 }, offers_count: 1 },
      });
      expect(await data().getWebsiteSessionData(null)).toBeNull();
    });
  });

  describe("the HTTP API itself", () => {
    test("a wrong credential is 401, retried and raised with the status (not false, even for a car)", async () => {
      const wrong = createHttpDashboardData({
        baseUrl: `${server.origin}/api/dashboard`,
        user: env().DASHBOARD_API_USER,
        password: "not-the-password",
        retryDelayMs: 0,
        logger: quiet,
      });
      for (const call of [
        () => wrong.getCar(f.coastal.websiteId, f.cars.listed.slug),
        () => wrong.getSearchSlugs(f.coastal.websiteId),
      ]) {
        const error = await rejection(call());
        expect({ status: error.status, message: error.message }).toEqual({
          status: 401,
          message: "The dashboard data API needs its basic credential.",
        });
      }
      const res = await fetch(
        `${server.origin}/api/dashboard/websites/${f.coastal.websiteId}/search_page_templates.json`,
      );
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Basic /);
    });

    test.each([
      {
        path: () => `/api/dashboard/websites/${f.coastal.websiteId}/cars/${f.cars.listed.slug}`,
        status: 404,
        name: "a car path without .json",
      },
      {
        path: () => `/api/dashboard/websites/abc/cars/${f.cars.listed.slug}.json`,
        status: 404,
        name: "a website id that is not a number",
      },
      {
        path: () => "/api/dashboard/manufacturers/toyota.json",
        status: 422,
        name: "a manufacturer without website_id",
      },
    ])("$name is $status", async ({ path, status }) => {
      const auth = Buffer.from(`${env().DASHBOARD_API_USER}:${env().DASHBOARD_API_PASSWORD}`).toString(
        "base64",
      );
      const res = await fetch(`${server.origin}${path()}`, { headers: { authorization: `Basic ${auth}` } });
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        status === 422 ? "validation_failed" : "not_found",
      );
    });
  });
});
