// The inventory feed: PUT/POST sold/DELETE /api/feed/cars/{stocknum} on
// the platform host with a dealership's key, and `npm run import`'s all-or-nothing import.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DELETE as deleteCar, PUT as putCar } from "@/app/platform/api/feed/cars/[stocknum]/route";
import { POST as postSold } from "@/app/platform/api/feed/cars/[stocknum]/sold/route";
import { GET as getPublicCar } from "@/app/site/[host]/api/cars/[slug]/route";
import { defined } from "@/domain/defined";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { recentPriceDrop } from "@/domain/stock/price-drop";
import type { Database, Db } from "@/server/db/client";
import { car_price_changes, cars, dealerships, offers, websites } from "@/server/db/schema/all";
import { FeedFileError, importFeedCars, readFeedFile } from "@/server/feed/import-feed-cars";
import { stockChangeTags } from "@/server/feed/revalidate-stock-change";
import { loadSite } from "@/server/sites/load-site";
import { getVehicle } from "@/server/stock/get-vehicle";
import { listCompareCars } from "@/server/stock/list-compare-cars";
import { searchCars } from "@/server/stock/search-cars";
import { demoFeedKey, seedDemo } from "../../seed/seed-demo";
import { segment, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { createStockFixture, fixtureFeedKey, type StockFixture } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const KEY = fixtureFeedKey("coastal-toyota");
const OTHER_KEY = fixtureFeedKey("inland-kia");

function request(method: string, stocknum: string, body?: unknown, key: string | null = KEY, suffix = "") {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  return new Request(`http://localhost:3000/api/feed/cars/${encodeURIComponent(stocknum)}${suffix}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const put = (stocknum: string, body: unknown, key: string | null = KEY) =>
  putCar(request("PUT", stocknum, body, key), segment({ stocknum }));
const sold = (stocknum: string, key: string | null = KEY) =>
  postSold(request("POST", stocknum, undefined, key, "/sold"), segment({ stocknum }));
const remove = (stocknum: string, key: string | null = KEY) =>
  deleteCar(request("DELETE", stocknum, undefined, key), segment({ stocknum }));

/** A feed body (money in dollars). */
function feedCar(overrides: Record<string, unknown> = {}) {
  return {
    make: "Toyota",
    model: "Yaris Cross",
    badge: "GXL Hybrid",
    year: 2024,
    km: 9_800,
    car_type: "used",
    price: 33_990.5,
    body: "SUV",
    fuel: "Hybrid",
    transmission: "CVT",
    images: [
      "/media/vehicles/suv-red-1.jpg",
      { url: "/media/vehicles/suv-red-2.jpg", thumb: "/media/vehicles/thumbs/suv-red-2.jpg" },
    ],
    features: ["Reversing camera"],
    ...overrides,
  };
}

async function carCount(db: Db): Promise<number> {
  return one(await db.select({ n: count() }).from(cars), "count of cars").n;
}

async function row(db: Db, dealershipId: number, stocknum: string) {
  const [found] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.dealership_id, dealershipId), eq(cars.stocknum, stocknum)));
  return found;
}

interface FeedAnswer {
  car: {
    id: number;
    slug: string;
    stocknum: string;
    status: string;
    sold: boolean;
    dealership_slug: string;
    urls: string[];
  };
  created?: boolean;
  changed: boolean;
}

describe.each(testDatabaseTargets())("inventory feed API on $name", (target) => {
  let database: Database;
  let db: Db;
  let f: StockFixture;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    f = await createStockFixture(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe("PUT /api/feed/cars/{stocknum}: upsert by (dealership, stocknum)", () => {
    test("creates the car (201): cents, generated slug, images, the primary location, and where it shows", async () => {
      const res = await put("CT5001", feedCar());
      expect(res.status).toBe(201);
      const body = (await res.json()) as FeedAnswer;
      expect(body).toMatchObject({
        created: true,
        changed: true,
        car: {
          slug: "2024-toyota-yaris-cross-gxl-hybrid-ct5001",
          stocknum: "CT5001",
          status: "in_stock",
          sold: false,
          dealership_slug: "coastal-toyota",
          urls: ["http://coastal.localhost:3000/cars/2024-toyota-yaris-cross-gxl-hybrid-ct5001"],
        },
      });
      const saved = await row(db, f.coastal.dealershipId, "CT5001");
      expect(saved).toMatchObject({
        id: body.car.id,
        name: "2024 Toyota Yaris Cross GXL Hybrid",
        price: 3_399_050,
        image_count: 2,
        primary_image_url: "/media/vehicles/suv-red-1.jpg",
        thumbnails: ["/media/vehicles/suv-red-1.jpg", "/media/vehicles/thumbs/suv-red-2.jpg"],
        location_id: f.coastal.locationId,
        city: "Wollongong",
        state: "NSW",
        show_on_dealer_website: true,
        sold_date_timestamp: null,
      });
    });

    test("the same body again changes nothing (200, changed false, same row)", async () => {
      const before = await row(db, f.coastal.dealershipId, "CT5001");
      const total = await carCount(db);
      const res = await put("CT5001", feedCar());
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        created: false,
        changed: false,
        car: { id: defined(before, "before").id },
      });
      expect(await row(db, f.coastal.dealershipId, "CT5001")).toEqual(before);
      expect(await carCount(db)).toBe(total);
    });

    test("a changed body updates the car in place; the slug and created_at stay", async () => {
      const before = await row(db, f.coastal.dealershipId, "CT5001");
      const res = await put("CT5001", feedCar({ price: 31_990, reserved: true, stocknum: "CT5001" }));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ created: false, changed: true });
      const after = await row(db, f.coastal.dealershipId, "CT5001");
      expect(after).toMatchObject({
        id: defined(before, "before").id,
        slug: defined(before, "before").slug,
        price: 3_199_000,
        reserved: true,
      });
      expect(defined(after, "after").created_at).toEqual(defined(before, "before").created_at);
    });

    test("a lower price is kept in the price history and marks the car's price drop; a rise clears it", async () => {
      const before = defined(await row(db, f.coastal.dealershipId, "CT5001"), "before");
      expect(before.price).toBe(3_199_000);
      await put("CT5001", feedCar({ price: 29_990, reserved: true }));
      const dropped = defined(await row(db, f.coastal.dealershipId, "CT5001"), "after the drop");
      expect(dropped).toMatchObject({ price: 2_999_000, price_drop_from: 3_199_000 });
      expect(dropped.price_dropped_at).toBeInstanceOf(Date);
      const history = await db
        .select()
        .from(car_price_changes)
        .where(eq(car_price_changes.car_id, before.id))
        .orderBy(car_price_changes.id);
      expect(history.map((h) => [h.from_price, h.to_price, h.source])).toEqual([
        [3_399_050, 3_199_000, "feed"],
        [3_199_000, 2_999_000, "feed"],
      ]);
      const site = defined(await loadSite(db, { hostname: "coastal.localhost", slug: "coastal" }), "site");
      const [summary] = await listCompareCars(db, { site, now: new Date(), ids: [before.id] });
      expect(recentPriceDrop(defined(summary, "the car"), new Date())).toEqual({
        from: 3_199_000,
        to: 2_999_000,
      });

      await put("CT5001", feedCar({ price: 31_990, reserved: true }));
      expect(await row(db, f.coastal.dealershipId, "CT5001")).toMatchObject({
        price: 3_199_000,
        price_drop_from: null,
        price_dropped_at: null,
      });
    });

    test("compare lists the site's own cars in the order asked; another tenant's id is ignored", async () => {
      const site = defined(await loadSite(db, { hostname: "coastal.localhost", slug: "coastal" }), "site");
      const mine = defined(await row(db, f.coastal.dealershipId, "CT5001"), "CT5001");
      const found = await listCompareCars(db, {
        site,
        now: new Date(),
        ids: [mine.id, f.cars.inlandListed.id, f.cars.listed.id],
      });
      expect(found.map((c) => c.id)).toEqual([mine.id, f.cars.listed.id]);
    });

    test("the car is in the site's search and on its vehicle page at once", async () => {
      const site = defined(
        await loadSite(db, { hostname: "coastal.localhost", slug: "coastal" }),
        "the coastal site",
      );
      const result = await searchCars(db, {
        site,
        filters: parseSearchFilters(new URLSearchParams("q=yaris")),
        now: new Date(),
      });
      expect(result.cars.map((c) => c.slug)).toContain("2024-toyota-yaris-cross-gxl-hybrid-ct5001");
      const lookup = await getVehicle(db, {
        site,
        slug: "2024-toyota-yaris-cross-gxl-hybrid-ct5001",
        now: new Date(),
      });
      expect(lookup).toMatchObject({ kind: "listed", car: { price: 3_199_000 } });
    });

    test("a sent slug is used; one another of the dealership's vehicles has is a 409 naming the field", async () => {
      const res = await put("CT5002", feedCar({ slug: "yaris-cross-special" }));
      expect(res.status).toBe(201);
      expect(((await res.json()) as FeedAnswer).car.slug).toBe("yaris-cross-special");
      const taken = await put("CT5003", feedCar({ slug: f.cars.listed.slug }));
      // A clash with what the dealership already has is a conflict (409), not a malformed field.
      expect(taken.status).toBe(409);
      expect(await taken.json()).toEqual({
        error: {
          code: "slug_conflict",
          message: "slug: is already used by another of this dealership's vehicles; send another slug",
          fields: { slug: "is already used by another of this dealership's vehicles; send another slug" },
        },
      });
      expect(await row(db, f.coastal.dealershipId, "CT5003")).toBeUndefined();
    });

    test("A slug another dealership's vehicle has does not block this one", async () => {
      const taken = f.cars.listed.slug; // coastal-toyota's car
      const res = await put("IK9001", feedCar({ make: "Kia", model: "Seltos", slug: taken }), OTHER_KEY);
      expect(res.status).toBe(201);
      const answer = (await res.json()) as FeedAnswer;
      // Written under the sent slug with its own dealership's, so /cars/{slug} stays one car
      // on every site, a group's site showing both dealerships' stock included.
      expect(answer.car.slug).toBe(`${taken}-inland-kia`);
      expect(answer.car.urls).toEqual([`http://inland.localhost:3000/cars/${taken}-inland-kia`]);
      expect(JSON.stringify(answer)).not.toContain("coastal");
      // Sent again, the car keeps that slug; the other dealership's car is untouched.
      const again = await put("IK9001", feedCar({ make: "Kia", model: "Seltos", slug: taken }), OTHER_KEY);
      expect(again.status).toBe(200);
      expect(((await again.json()) as FeedAnswer).car.slug).toBe(`${taken}-inland-kia`);
      expect(
        (
          await row(
            db,
            f.coastal.dealershipId,
            defined((await db.select().from(cars).where(eq(cars.slug, taken)))[0], "coastal's car")
              .stocknum ?? "",
          )
        )?.slug,
      ).toBe(taken);
    });

    test("a location by slug or by the dealer system's location_id; an unknown one is a field error", async () => {
      expect((await put("CT5004", feedCar({ location: "coastal-toyota-service" }))).status).toBe(201);
      const byId = one(await db.select().from(cars).where(eq(cars.stocknum, "CT5004")), "cars row");
      expect(byId.location_id).not.toBe(f.coastal.locationId);
      const unknown = await put("CT5005", feedCar({ location: "sydney" }));
      expect(unknown.status).toBe(422);
      expect(await unknown.json()).toMatchObject({
        error: { fields: { location: "is not a location of coastal-toyota" } },
      });
      expect(await row(db, f.coastal.dealershipId, "CT5005")).toBeUndefined();
    });

    test("vehicle list dates: stored as sent, shown from today on (by day, in the location's zone) with the location's distribution_locations", async () => {
      // The fixture's locations keep the default zone, Australia/Sydney.
      const day = (offsetDays: number) =>
        new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(
          new Date(Date.now() + offsetDays * 86_400_000),
        );
      const dates = [day(-1), day(0), day(10)];
      const res = await put("CT5010", feedCar({ date: dates }));
      expect(res.status).toBe(201);
      const { car } = (await res.json()) as FeedAnswer;
      expect(
        defined(
          await row(db, f.coastal.dealershipId, "CT5010"),
          'await row(db, f.coastal.dealershipId, "CT5010")',
        ).date,
      ).toEqual(dates);

      const answer = await getPublicCar(
        new Request(`http://coastal.localhost:3000/api/cars/${car.slug}`),
        segment({ host: "coastal.localhost:3000", slug: car.slug }),
      );
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { car: unknown }).car).toMatchObject({
        date: [day(0), day(10)],
        location: {
          slug: "coastal-toyota-sales",
          phone: "02 4200 1111",
          distribution_locations: ["coastal-toyota-service"],
        },
      });

      // One date is a list of one; a wrong one names its place in the list.
      expect((await put("CT5010", feedCar({ date: day(3) }))).status).toBe(200);
      expect(
        defined(
          await row(db, f.coastal.dealershipId, "CT5010"),
          'await row(db, f.coastal.dealershipId, "CT5010")',
        ).date,
      ).toEqual([day(3)]);
      const wrong = await put("CT5010", feedCar({ date: [day(3), "soon"] }));
      expect(wrong.status).toBe(422);
      expect(await wrong.json()).toMatchObject({
        error: {
          fields: {
            "date.1": "must be a day (2025-06-16) or an ISO 8601 date-time, e.g. 2025-06-16T09:30:00+10:00",
          },
        },
      });
    });

    test("a car with status sold gets a sold date once, kept on repeats", async () => {
      await put("CT5006", feedCar({ status: "sold" }));
      const first = await row(db, f.coastal.dealershipId, "CT5006");
      expect(first).toMatchObject({ status: "sold", sold: true });
      expect(defined(first, "first").sold_date_timestamp).toBeInstanceOf(Date);
      const again = await put("CT5006", feedCar({ status: "sold" }));
      expect(await again.json()).toMatchObject({ changed: false });
      expect(
        defined(
          await row(db, f.coastal.dealershipId, "CT5006"),
          'await row(db, f.coastal.dealershipId, "CT5006")',
        ).sold_date_timestamp,
      ).toEqual(defined(first, "first").sold_date_timestamp);
    });

    describe("bad input: a field-named error and nothing written", () => {
      test.each([
        {
          name: "a text price",
          body: () => feedCar({ price: "$33,990" }),
          fields: { price: "must be a number of dollars" },
        },
        { name: "no make", body: () => feedCar({ make: undefined }), fields: { make: "is required" } },
        {
          name: "an unknown field",
          body: () => feedCar({ colour_code: "040" }),
          fields: { colour_code: "is not a field of the feed" },
        },
        {
          name: "a bad image",
          body: () => feedCar({ images: ["javascript:alert(1)"] }),
          fields: { "images.0": "must be a URL or {url, thumb}" },
        },
        {
          name: "another stocknum in the body",
          body: () => feedCar({ stocknum: "CT9999" }),
          fields: { stocknum: "must match the stock number in the URL (CT5100)" },
        },
        {
          name: "not an object",
          body: () => [feedCar()],
          fields: { body: "must be a JSON object of car fields" },
        },
      ])("$name", async ({ body, fields }) => {
        const total = await carCount(db);
        const res = await put("CT5100", body());
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({
          error: { code: "validation_failed", message: expect.any(String), fields },
        });
        expect(await carCount(db)).toBe(total);
      });

      test("malformed JSON is 400", async () => {
        const res = await put("CT5100", "{make:");
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: { code: "invalid_json" } });
      });

      test("a stock number that cannot be one is 422 on stocknum", async () => {
        const res = await putCar(request("PUT", "A B", feedCar()), segment({ stocknum: "A B" }));
        expect(res.status).toBe(422);
        expect(await res.json()).toMatchObject({ error: { fields: { stocknum: expect.any(String) } } });
      });
    });
  });

  describe("authentication: the dealership's key as a Bearer token", () => {
    test.each([
      { name: "no Authorization header", key: null },
      { name: "an unknown key", key: "not-a-real-feed-key" },
      { name: "a demo key of another database", key: demoFeedKey("coastal-toyota") },
    ])("$name is 401 with a Bearer challenge, before the body is read", async ({ key }) => {
      const total = await carCount(db);
      for (const res of [
        await put("CT5200", feedCar(), key),
        await sold("CT5001", key),
        await remove("CT5001", key),
      ]) {
        expect(res.status).toBe(401);
        expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
        expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
      }
      expect(await carCount(db)).toBe(total);
      expect(await row(db, f.coastal.dealershipId, "CT5001")).toMatchObject({ status: "in_stock" });
    });

    test("Basic credentials are not a feed key (401)", async () => {
      const req = new Request("http://localhost:3000/api/feed/cars/CT5200", {
        method: "PUT",
        headers: { authorization: `Basic ${Buffer.from(`x:${KEY}`).toString("base64")}` },
        body: JSON.stringify(feedCar()),
      });
      expect((await putCar(req, segment({ stocknum: "CT5200" }))).status).toBe(401);
    });

    test("a body naming another dealership than the key's is 403, nothing written", async () => {
      const res = await put("CT5201", feedCar({ dealership_slug: "coastal-toyota" }), OTHER_KEY);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        error: {
          code: "forbidden",
          message: "This feed key belongs to inland-kia; it cannot write coastal-toyota's stock.",
        },
      });
      expect(await row(db, f.inland.dealershipId, "CT5201")).toBeUndefined();
      expect(await row(db, f.coastal.dealershipId, "CT5201")).toBeUndefined();
    });

    test("a key only reaches its own dealership's cars: another dealer's stocknum is not found", async () => {
      expect((await sold("CT1001", OTHER_KEY)).status).toBe(404);
      expect((await remove("CT1001", OTHER_KEY)).status).toBe(404);
      expect(await row(db, f.coastal.dealershipId, "CT1001")).toMatchObject({
        status: "in_stock",
        sold: false,
      });
    });
  });

  describe("POST /api/feed/cars/{stocknum}/sold", () => {
    test("marks the car sold now; it stays listed inside the site's sold window", async () => {
      const before = Date.now();
      const res = await sold("CT5001");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        changed: true,
        car: { stocknum: "CT5001", status: "sold", sold: true },
      });
      const saved = await row(db, f.coastal.dealershipId, "CT5001");
      expect(saved).toMatchObject({ status: "sold", sold: true });
      expect(
        defined(saved?.sold_date_timestamp, "saved.sold_date_timestamp").getTime(),
      ).toBeGreaterThanOrEqual(before - 1000);
      const site = defined(
        await loadSite(db, { hostname: "coastal.localhost", slug: "coastal" }),
        "the coastal site",
      );
      expect(
        await getVehicle(db, { site, slug: defined(saved, "saved").slug, now: new Date() }),
      ).toMatchObject({
        kind: "listed",
        car: { status: "sold", sold: true },
      });
    });

    test("marking it again keeps the first sold date (the window does not restart)", async () => {
      const first = defined(
        await row(db, f.coastal.dealershipId, "CT5001"),
        'await row(db, f.coastal.dealershipId, "CT5001")',
      ).sold_date_timestamp;
      const res = await sold("CT5001");
      expect(await res.json()).toMatchObject({ changed: false });
      expect(
        defined(
          await row(db, f.coastal.dealershipId, "CT5001"),
          'await row(db, f.coastal.dealershipId, "CT5001")',
        ).sold_date_timestamp,
      ).toEqual(first);
    });

    test("an unknown stock number is 404", async () => {
      const res = await sold("NOPE1");
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        error: { code: "not_found", message: "coastal-toyota has no vehicle with stock number NOPE1." },
      });
    });
  });

  describe("DELETE /api/feed/cars/{stocknum}", () => {
    test("removes the car (204), unlinking an offer that pointed at it; again is 404", async () => {
      const target = defined(
        await row(db, f.coastal.dealershipId, "CT5002"),
        'await row(db, f.coastal.dealershipId, "CT5002")',
      );
      const offer = one(
        await db
          .insert(offers)
          .values({ website_id: f.coastal.websiteId, title: "Drive away", summary: "x", car_id: target.id })
          .returning(),
        "offers row",
      );
      const res = await remove("CT5002");
      expect(res.status).toBe(204);
      expect(await row(db, f.coastal.dealershipId, "CT5002")).toBeUndefined();
      expect(
        one(await db.select().from(offers).where(eq(offers.id, offer.id)), "offers row").car_id,
      ).toBeNull();
      expect((await remove("CT5002")).status).toBe(404);
    });
  });

  test("a change expires the car, its dealership's stock and each carrying site's stock", () => {
    expect(stockChangeTags({ carIds: [7], dealershipId: 3, websiteIds: [1, 2] })).toEqual([
      "car:7",
      "dealership:3:cars",
      "site:1:cars",
      "site:2:cars",
    ]);
  });
});

describe.each(testDatabaseTargets())("npm run import (importFeedCars) on $name", (target) => {
  let database: Database;
  let db: Db;
  let toyotaId: number;
  const examples = path.join(import.meta.dirname, "../../docs/examples");

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    await seedDemo(db, { now: new Date(), mediaDir: path.join(os.tmpdir(), "forecourt-test-media") });
    toyotaId = one(
      await db.select().from(dealerships).where(eq(dealerships.slug, "harbour-city-toyota")),
      "dealerships row",
    ).id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const importFile = (
    file: string,
    text = fs.readFileSync(path.join(examples, file), "utf8"),
    dealershipSlug = "harbour-city-toyota",
  ) => importFeedCars(db, { dealershipSlug, rows: readFeedFile(file, text), now: new Date() });

  test.each(["feed-cars.csv", "feed-cars.json"])(
    "docs/examples/%s imports, then re-imports unchanged",
    async (file) => {
      const first = await importFile(file);
      expect(first).toMatchObject({ ok: true, unchanged: 0 });
      const total = (first as { total: number }).total;
      expect(total).toBeGreaterThanOrEqual(2);
      expect(await importFile(file)).toEqual({ ok: true, total, created: 0, updated: 0, unchanged: total });
    },
  );

  test("the example cars are on the group site, as the files describe them", async () => {
    expect(await row(db, toyotaId, "HCT9001")).toMatchObject({
      price: 2_999_000,
      km: 28_400,
      reserved: false,
      image_count: 3,
      features: ["Apple CarPlay", "Adaptive cruise control", "Reversing camera"],
      description: 'One owner, full Toyota service history. Hybrid economy, "like new" inside.',
      city: "Alexandria",
    });
    expect(await row(db, toyotaId, "HCT9102")).toMatchObject({
      slug: "2019-toyota-corolla-sx-hct9102",
      price: 1_999_050,
      status: "sold",
      sold: true,
      sold_date_timestamp: new Date("2025-06-14T23:30:00Z"),
      city: "Parramatta",
      autograb_data: { average_market_price: 2_150_000, state_average_market_price: 2_190_000 },
    });
    const [site] = await db.select().from(websites).where(eq(websites.slug, "harbourcity"));
    const loaded = defined(
      await loadSite(db, { hostname: "", slug: defined(site, "site").slug }),
      'await loadSite(db, { hostname: "", slug: site.slug })',
    );
    const found = await searchCars(db, {
      site: loaded,
      filters: parseSearchFilters(new URLSearchParams("q=HCT9002")),
      now: new Date(),
    });
    expect(found.cars.map((c) => c.name)).toEqual(["2025 Toyota RAV4 GXL Hybrid AWD"]);
  });

  test("every row is validated first; any error names its line and field, and nothing is written", async () => {
    const csv = [
      "stocknum,make,model,year,car_type,price,location",
      "HCT9501,Toyota,Corolla,2021,used,19990,",
      "HCT9502,Toyota,Camry,twenty,used,$1.2.3,",
      "HCT9501,Toyota,Yaris,2020,used,15990,",
      ",Toyota,Prado,2019,used,55990,",
      "HCT9505,Toyota,C-HR,2022",
    ].join("\n");
    const before = await carCount(db);
    const result = await importFile("bad.csv", csv);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          where: "line 3",
          stocknum: "HCT9502",
          fields: { year: "must be a whole number", price: "must be a number of dollars" },
        },
        { where: "line 4", stocknum: "HCT9501", fields: { stocknum: "appears twice (also on line 2)" } },
        { where: "line 5", stocknum: null, fields: { stocknum: "is required" } },
        { where: "line 6", stocknum: null, fields: { row: "has 4 fields but the header has 7" } },
      ],
    });
    expect(await carCount(db)).toBe(before);
    expect(await row(db, toyotaId, "HCT9501")).toBeUndefined();
  });

  test("a row the database refuses (an unknown location) rolls back the rows before it", async () => {
    const json = JSON.stringify([
      { stocknum: "HCT9601", make: "Toyota", model: "Corolla", year: 2021, car_type: "used" },
      {
        stocknum: "HCT9602",
        make: "Toyota",
        model: "Camry",
        year: 2021,
        car_type: "used",
        location: "bondi",
      },
    ]);
    const before = await carCount(db);
    expect(await importFile("cars.json", json)).toEqual({
      ok: false,
      errors: [
        {
          where: "item 2",
          stocknum: "HCT9602",
          fields: { location: "is not a location of harbour-city-toyota" },
        },
      ],
    });
    expect(await carCount(db)).toBe(before);
  });

  test("a row for another dealership is refused", async () => {
    const json = JSON.stringify([
      {
        stocknum: "X1",
        make: "Kia",
        model: "EV6",
        year: 2024,
        car_type: "new",
        dealership_slug: "harbour-city-kia",
      },
    ]);
    expect(await importFile("cars.json", json)).toMatchObject({
      ok: false,
      errors: [
        { fields: { dealership_slug: "must be harbour-city-toyota (the dealership being imported)" } },
      ],
    });
  });

  test.each([
    {
      name: "an unknown column",
      file: "x.csv",
      text: "stocknum,make,prize\n",
      message: 'unknown column "prize"',
    },
    {
      name: "broken CSV quoting",
      file: "x.csv",
      text: 'stocknum,make\n"A1,Toyota\n',
      message: "line 2: a quoted field is never closed",
    },
    {
      name: "JSON that is not a list",
      file: "x.json",
      text: '{"car": {}}',
      message: "must hold an array of cars",
    },
    { name: "invalid JSON", file: "x.json", text: "[{", message: "is not valid JSON" },
    { name: "another file type", file: "x.xlsx", text: "", message: "give a .csv or .json file" },
  ])("$name is a file error", ({ file, text, message }) => {
    expect(() => readFeedFile(file, text)).toThrow(FeedFileError);
    expect(() => readFeedFile(file, text)).toThrow(message);
  });

  test.each([
    ["a list", '[7, {"stocknum": "A1"}]'],
    ["{cars: [...]}", '{"cars": [7, {"stocknum": "A1"}]}'],
  ])("JSON as %s: an item that is not an object is that item's error, not the file's", (_shape, text) => {
    expect(readFeedFile("x.json", text)).toEqual([
      { where: "item 1", error: "must be an object of feed fields" },
      { where: "item 2", input: { stocknum: "A1" } },
    ]);
  });

  test("an unknown dealership is a file error", async () => {
    await expect(importFile("feed-cars.json", undefined, "no-such-dealer")).rejects.toThrow(
      'There is no dealership "no-such-dealer".',
    );
  });
});
