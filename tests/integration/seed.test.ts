import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { uploadedLogo } from "@/domain/brand/uploaded-logo";
import { parseSiteConfig } from "@/domain/config/site-config";
import { defined } from "@/domain/defined";
import { type Database, type Db, openDatabase } from "@/server/db/client";
import { cars, dealerships, locations, models, posts, websites } from "@/server/db/schema/all";
import { issueFeedKey } from "@/server/feed/issue-feed-key";
import { DEMO_SITE_SLUGS, DEMO_SITES } from "../../seed/demo-sites";
import { findDemoCredentials } from "../../seed/find-demo-credentials";
import { demoFeedKey, resetDatabase, seedDemo, sha256Hex } from "../../seed/seed-demo";
import { one } from "../support/one";

// A fixed clock: the seed is a function of `now`, so every assertion below is stable.
const NOW = new Date("2025-06-18T02:00:00Z");
// Shared across runs so images are generated once (existing files are kept).
const MEDIA_DIR = path.join(os.tmpdir(), "forecourt-seed-test-media");
const DAY = 86_400_000;

interface Target {
  name: string;
  open(): Promise<Database>;
}

const targets: Target[] = [{ name: "pglite", open: () => openDatabase({ dataDir: "memory" }) }];
const url = process.env.TEST_DATABASE_URL;
if (url) {
  targets.push({
    name: "postgres",
    async open() {
      const pgSchema = `seed_test_${randomBytes(6).toString("hex")}`;
      const database = await openDatabase({ url, pgSchema, poolSize: 4 });
      return {
        ...database,
        async close() {
          await database.close();
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`drop schema if exists "${pgSchema}" cascade`);
          await client.end();
        },
      };
    },
  });
}

async function count(db: Db, where: SQL): Promise<{ cars: number; dealerships: number }> {
  const [row] = await db
    .select({
      cars: sql<number>`count(*)::int`,
      dealerships: sql<number>`count(distinct ${cars.dealership_id})::int`,
    })
    .from(cars)
    .where(where);
  return defined(row, "row");
}

/** A digest of every car row in slug order, without the serial id. */
async function carsDigest(db: Db): Promise<string> {
  const rows = await db.select().from(cars).orderBy(asc(cars.slug));
  const hash = createHash("sha256");
  for (const { id: _id, ...row } of rows) {
    hash.update(JSON.stringify(row, (_k, v) => (v instanceof Date ? v.toISOString() : v)));
    hash.update("\n");
  }
  return hash.digest("hex");
}

const soldAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** Each SPEC 4 state the demo must show, how to find it, and on how many dealerships at least. */
const STATES: [name: string, where: SQL, minDealerships: number][] = [
  ["in stock", sql`${cars.status} = 'in_stock'`, 5],
  ["coming soon", sql`${cars.status} = 'coming_soon' and not ${cars.preorder}`, 3],
  [
    "sold within the 3-day window",
    sql`${cars.status} = 'sold' and ${cars.sold} and ${cars.sold_date_timestamp} >= ${soldAgo(3)}`,
    3,
  ],
  [
    "sold outside the 3-day window",
    sql`${cars.status} = 'sold' and ${cars.sold} and ${cars.sold_date_timestamp} < ${soldAgo(3)}`,
    3,
  ],
  ["reserved", sql`${cars.reserved}`, 3],
  ["reservable false", sql`${cars.reservable} = false`, 2],
  ["pre-order with no price", sql`${cars.preorder} and ${cars.price} is null`, 3],
  ["tag 'Test Drive Only'", sql`${cars.tag} = 'Test Drive Only'`, 3],
  ["tag '*** Test Drive Vehicle Only ***'", sql`${cars.tag} = '*** Test Drive Vehicle Only ***'`, 2],
  ["tag 'Special'", sql`${cars.tag} = 'Special'`, 3],
  ["electric", sql`${cars.simple_fuel} = 'Electric'`, 3],
  ["hybrid", sql`${cars.simple_fuel} = 'Hybrid'`, 3],
  ["PHEV", sql`${cars.simple_fuel} = 'PHEV'`, 3],
  ["certified", sql`${cars.certified}`, 2],
  ["just arrived (2 days)", sql`${cars.created_at} >= ${soldAgo(3)}`, 3],
  ["older (30+ days)", sql`${cars.created_at} <= ${soldAgo(30)}`, 5],
  ["hidden from the website", sql`${cars.show_on_dealer_website} = false`, 3],
  ["price at or below $10", sql`${cars.price} <= 1000`, 3],
  [
    "placeholder primary image with real images",
    sql`${cars.primary_image_url} = '/media/placeholder/vehicle-default.jpg' and ${cars.image_count} > 0`,
    3,
  ],
  [
    "placeholder and no images",
    sql`${cars.primary_image_url} like '/media/placeholder/%' and ${cars.image_count} = 0`,
    3,
  ],
  ["history report file", sql`${cars.file} like '/media/reports/%.pdf'`, 3],
  ["live payment key", sql`${cars.has_checkout_payment_processor}`, 2],
  [
    "test payment key only",
    sql`not ${cars.has_checkout_payment_processor} and ${cars.payment_processors}::text like '%test%'`,
    2,
  ],
  [
    "priced over $499 below the state average",
    sql`(${cars.autograb_data}->>'state_average_market_price')::int - ${cars.price} > 49900`,
    3,
  ],
  [
    "priced above the state average",
    sql`(${cars.autograb_data}->>'state_average_market_price')::int < ${cars.price}`,
    2,
  ],
  [
    "only a national average market price",
    sql`${cars.autograb_data}->>'state_average_market_price' is null and ${cars.autograb_data}->>'average_market_price' is not null`,
    2,
  ],
  ["offer price", sql`${cars.offer_price} is not null`, 3],
  ["before price", sql`${cars.before_price} > ${cars.price}`, 3],
  ["vehicle list date", sql`jsonb_array_length(${cars.date}) > 0`, 3],
  ["vehicle list dates past and future", sql`jsonb_array_length(${cars.date}) = 2`, 1],
];

describe.each(targets)("demo seed on $name", (target) => {
  let database: Database;
  let db: Db;
  let first: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    first = await seedDemo(db, { now: NOW, mediaDir: MEDIA_DIR });
  });
  afterAll(async () => {
    await database?.close();
  });

  test("seeds every demo site and at least 400 cars", async () => {
    expect(first.seeded).toBe(true);
    expect(first.sites).toBeGreaterThanOrEqual(10);
    expect(first.cars).toBeGreaterThanOrEqual(400);
    const slugs = (await db.select({ slug: websites.slug }).from(websites)).map((r) => r.slug).sort();
    expect(slugs).toEqual([...DEMO_SITE_SLUGS].sort());
    expect(DEMO_SITES.map((s) => s.slug).sort()).toEqual([...DEMO_SITE_SLUGS].sort());
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(cars)) as [{ n: number }];
    expect(n).toBe(first.cars);
  });

  test("the Harbour City Toyota showrooms distribute stock to each other (SPEC 3 distribution_locations)", async () => {
    const rows = await db
      .select({ slug: locations.slug, distribution_locations: locations.distribution_locations })
      .from(locations)
      .where(sql`jsonb_array_length(${locations.distribution_locations}) > 0`)
      .orderBy(asc(locations.slug));
    expect(rows).toEqual([
      { slug: "harbour-city-toyota-alexandria", distribution_locations: ["harbour-city-toyota-parramatta"] },
      { slug: "harbour-city-toyota-parramatta", distribution_locations: ["harbour-city-toyota-alexandria"] },
    ]);
  });

  test("seeding again does nothing", async () => {
    const before = await carsDigest(db);
    const again = await seedDemo(db, { now: new Date(NOW.getTime() + DAY), mediaDir: MEDIA_DIR });
    expect(again).toEqual({ seeded: false, sites: 0, cars: 0 });
    expect(await carsDigest(db)).toBe(before);
  });

  test("every stored site configuration passes parseSiteConfig and has menus", async () => {
    const rows = await db.select({ slug: websites.slug, config: websites.config }).from(websites);
    for (const row of rows) {
      const config = parseSiteConfig(row.config);
      expect(config.navigation.header.length, row.slug).toBeGreaterThan(2);
      expect(config.navigation.footer.length, row.slug).toBeGreaterThan(1);
      expect(
        config.navigation.header.some((item) => (item.children?.length ?? 0) > 0),
        row.slug,
      ).toBe(true);
      expect(config.lead_destinations.length, row.slug).toBeGreaterThan(0);
    }
  });

  test.each(STATES)("vehicle state: %s", async (_name, where, minDealerships) => {
    const found = await count(db, where);
    expect(found.cars).toBeGreaterThan(0);
    expect(found.dealerships).toBeGreaterThanOrEqual(minDealerships);
  });

  test("unique slugs, per-dealership stock numbers, 17-character VINs (a few missing, for the ad feeds' report) and real locations", async () => {
    const rows = await db
      .select({
        slug: cars.slug,
        stocknum: cars.stocknum,
        dealership_id: cars.dealership_id,
        vin: cars.vin,
        location_dealer: locations.dealership_id,
        city: cars.city,
        location_city: locations.city,
        images: cars.images,
        image_count: cars.image_count,
        has: cars.has_checkout_payment_processor,
        processors: cars.payment_processors,
      })
      .from(cars)
      .innerJoin(locations, eq(locations.id, cars.location_id));
    expect(rows.length).toBe(first.cars);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => `${r.dealership_id}/${r.stocknum}`)).size).toBe(rows.length);
    // Three cars came from the dealer system without a VIN (StockRecipe.missing_vins).
    expect(rows.filter((r) => r.vin === null)).toHaveLength(3);
    for (const r of rows) {
      expect(r.slug).toMatch(/^[a-z0-9_-]+$/);
      if (r.vin !== null) expect(r.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(r.location_dealer).toBe(r.dealership_id);
      expect(r.city).toBe(r.location_city);
      expect(r.image_count).toBe(r.images.length);
      expect(r.has).toBe(r.processors.some((p) => p.authorization_key?.includes("_live_")));
    }
  });

  test("the per-site rules have stock to act on", async () => {
    const dealerId = async (slug: string) =>
      one(
        await db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.slug, slug)),
        "dealerships row",
      ).id;
    const site = async (slug: string) =>
      parseSiteConfig(
        one(await db.select().from(websites).where(eq(websites.slug, slug)), "websites row").config,
      );

    // Westside's new-only seller is the Hyundai dealership's real id.
    expect((await site("westside-auto")).stock.scope.new_only_seller_id).toBe(
      await dealerId("harbour-city-hyundai"),
    );
    // The group's excluded location exists and holds cars.
    expect(
      (await count(db, sql`${cars.location_id} in (select id from locations where location_id = 2919)`)).cars,
    ).toBeGreaterThan(0);
    // Cars below the used site's photo minimum exist.
    const sunburnt = await dealerId("sunburnt-used-cars");
    expect(
      (await count(db, sql`${cars.dealership_id} = ${sunburnt} and ${cars.image_count} < 3`)).cars,
    ).toBeGreaterThan(0);
    // New/demo and used Chevrolets for the US market exclusion.
    const lone = await dealerId("lone-star-auto");
    expect(
      (
        await count(
          db,
          sql`${cars.dealership_id} = ${lone} and ${cars.make} = 'Chevrolet' and ${cars.car_type} <> 'used'`,
        )
      ).cars,
    ).toBeGreaterThan(0);
    expect(
      (
        await count(
          db,
          sql`${cars.dealership_id} = ${lone} and ${cars.make} = 'Chevrolet' and ${cars.car_type} = 'used'`,
        )
      ).cars,
    ).toBeGreaterThan(0);
    // Other makes at the Mazda dealership (kept off the site by its make scope).
    const mazda = await dealerId("torrens-mazda");
    expect(
      (await count(db, sql`${cars.dealership_id} = ${mazda} and ${cars.make} <> 'Mazda'`)).cars,
    ).toBeGreaterThan(0);
    // Feed spellings the aliases map back.
    expect((await count(db, sql`${cars.make} in ('VW', 'Mercedes')`)).cars).toBeGreaterThan(0);
    // Cars in and out of Westside's cities.
    expect(
      (await count(db, sql`${cars.city} in ('Parramatta', 'Penrith', 'Blacktown')`)).dealerships,
    ).toBeGreaterThanOrEqual(3);
    // Sold 5 days ago: inside the range site's 7-day window only.
    const rv = await dealerId("outback-range-rvs");
    expect(
      (await count(db, sql`${cars.dealership_id} = ${rv} and ${cars.sold_date_timestamp} = ${soldAgo(5)}`))
        .cars,
    ).toBeGreaterThan(0);
    // The range site's models cover every category.
    const categories = await db
      .selectDistinct({ body: models.manufacturer_body })
      .from(models)
      .innerJoin(websites, eq(websites.id, models.website_id))
      .where(eq(websites.slug, "outback-rv"));
    expect(categories.map((c) => c.body).sort()).toEqual(
      ["CAMPER TRAILER", "CARAVANS", "J-POD", "MOTORISED", "OFF-GRID", "POP TOPS", "TOY HAULERS"].sort(),
    );
    // US mileage is stored in km: a used US car's km is a whole number of converted miles.
    expect(
      (
        await count(
          db,
          sql`${cars.dealership_id} = ${lone} and ${cars.car_type} = 'used' and ${cars.km} > 1000`,
        )
      ).cars,
    ).toBeGreaterThan(0);
    // Subscription prices on the subscription site.
    expect((await count(db, sql`${cars.subscription_price} > 0`)).dealerships).toBe(1);
  });

  test("feed keys are stored as SHA-256 of the demo key", async () => {
    const rows = await db
      .select({ slug: dealerships.slug, hash: dealerships.feed_key_hash })
      .from(dealerships);
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(r.hash).toBe(sha256Hex(demoFeedKey(r.slug)));
  });

  test("every public demo credential is found until it is replaced", async () => {
    const slugs = (await db.select({ slug: dealerships.slug }).from(dealerships)).map((d) => d.slug);
    const before = await findDemoCredentials(db);
    expect(before).toEqual(
      expect.arrayContaining([
        ...slugs.map((slug) => `dealership ${slug}: inventory-feed key`),
        "site harbourcity: lead webhook secret",
      ]),
    );
    expect(before).toHaveLength(slugs.length + 1);

    // A new feed key works in place of the demo one and is no longer reported.
    const key = await issueFeedKey(db, defined(slugs[0], "slugs[0]"));
    expect(key).toMatch(/^fck_[\w-]{32}$/);
    const [row] = await db
      .select({ hash: dealerships.feed_key_hash })
      .from(dealerships)
      .where(eq(dealerships.slug, defined(slugs[0], "slugs[0]")));
    expect(defined(row, "row").hash).toBe(sha256Hex(defined(key, "key")));
    expect(await issueFeedKey(db, "no-such-dealership")).toBeNull();
    const after = await findDemoCredentials(db);
    expect(after).not.toContain(`dealership ${slugs[0]}: inventory-feed key`);
    expect(after).toHaveLength(slugs.length);
    // Put the demo key back for the tests that follow.
    await db
      .update(dealerships)
      .set({ feed_key_hash: sha256Hex(demoFeedKey(defined(slugs[0], "slugs[0]"))) })
      .where(eq(dealerships.slug, defined(slugs[0], "slugs[0]")));
  });

  test("a demo logo stored as an upload: a PNG 120 px high and a 64 px icon on disk; the others are SVG", async () => {
    const rows = await db.select({ slug: websites.slug, logo: websites.logo }).from(websites);
    const uploaded = rows.filter((r) => uploadedLogo(r.logo) !== null);
    expect(uploaded.map((r) => r.slug)).toEqual(
      DEMO_SITES.filter((s) => s.logo_as_upload).map((s) => s.slug),
    );
    for (const row of uploaded) {
      const stored = defined(uploadedLogo(row.logo), "uploadedLogo(row.logo)");
      expect(stored.height).toBe(120);
      const onDisk = (url: string) => path.join(MEDIA_DIR, url.replace(/^\/media\//, ""));
      expect((await sharp(onDisk(defined(row.logo, "row.logo"))).metadata()).width).toBe(stored.width);
      expect((await sharp(onDisk(stored.icon)).metadata()).width).toBe(64);
    }
    for (const row of rows.filter((r) => uploadedLogo(r.logo) === null)) expect(row.logo).toMatch(/\.svg$/);
  });

  test("images, placeholders and history reports exist on disk", async () => {
    const rows = await db.select({ images: cars.images, file: cars.file }).from(cars);
    const files = new Set<string>([
      "/media/placeholder/vehicle-default.jpg",
      "/media/placeholder/vehicle-default-2.jpg",
    ]);
    for (const r of rows) {
      for (const image of r.images) {
        files.add(image.url);
        files.add(image.thumb);
      }
      if (r.file) files.add(r.file);
    }
    for (const m of await db.select({ image: models.image }).from(models)) {
      if (m.image) files.add(m.image.url);
    }
    const missing = [...files].filter(
      (f) => !fs.existsSync(path.join(MEDIA_DIR, f.replace(/^\/media\//, ""))),
    );
    expect(missing).toEqual([]);
    const report = defined(rows.find((r) => r.file)?.file, "rows.find((r) => r.file).file");
    const pdf = fs.readFileSync(path.join(MEDIA_DIR, report.replace(/^\/media\//, "")), "latin1");
    expect(pdf.startsWith("%PDF-1.")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  test("blog posts on the sites with a blog: their heroes are 1600x900 files, and no other site has posts", async () => {
    const rows = await db
      .select({
        site: websites.slug,
        config: websites.config,
        hero: posts.hero_image_url,
        at: posts.published_at,
      })
      .from(posts)
      .innerJoin(websites, eq(websites.id, posts.website_id));
    const perSite = new Map<string, number>();
    for (const row of rows) {
      expect(parseSiteConfig(row.config).blogs.enabled, row.site).toBe(true);
      perSite.set(row.site, (perSite.get(row.site) ?? 0) + 1);
    }
    expect(perSite.get("mazda-approved")).toBeGreaterThanOrEqual(3);
    // More than one list page (6 a page), and one post scheduled for later.
    expect(perSite.get("harbourcity")).toBeGreaterThan(7);
    expect(rows.some((r) => r.at > NOW)).toBe(true);
    expect(perSite.size).toBeGreaterThanOrEqual(3);
    const hero = defined(rows.find((r) => r.hero)?.hero, "rows.find((r) => r.hero).hero");
    const meta = await sharp(path.join(MEDIA_DIR, hero.replace(/^\/media\//, ""))).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 900]);
    const missing = rows.filter(
      (r) => r.hero && !fs.existsSync(path.join(MEDIA_DIR, r.hero.replace(/^\/media\//, ""))),
    );
    expect(missing).toEqual([]);
  });

  test("a listing's photos show its body type, drawn at least 1,600 px wide", async () => {
    const rows = await db
      .select({ model: cars.model, badge: cars.badge, images: cars.images })
      .from(cars)
      .where(sql`${cars.image_count} > 0`);
    const drawingsOf = (model: string, badge?: string) =>
      new Set(
        rows
          .filter((r) => r.model === model && (badge === undefined || r.badge === badge))
          .map((r) =>
            defined(r.images[0], "r.images[0]").url.replace(
              /^\/media\/vehicles\/(.+)-[a-z]+-\d-[0-9a-f]{10}\.jpg$/,
              "$1",
            ),
          ),
      );
    expect(drawingsOf("MX-5")).toEqual(new Set(["convertible"]));
    expect(drawingsOf("Simpson 19 Off-Grid")).toEqual(new Set(["caravan-off-grid"]));
    expect(drawingsOf("J-Pod 12")).toEqual(new Set(["j-pod"]));
    expect(drawingsOf("Carnival")).toEqual(new Set(["people-mover"]));
    expect(drawingsOf("HiLux")).toEqual(new Set(["ute-dual-cab"]));
    expect(drawingsOf("T610")).toEqual(new Set(["prime-mover"]));
    expect(drawingsOf("NPR 75-190", "Tipper")).toEqual(new Set(["truck-tipper"]));
    expect(drawingsOf("Fat Boy 114")).toEqual(new Set(["motorcycle-cruiser"]));
    expect(drawingsOf("Ténéré 700")).toEqual(new Set(["motorcycle-adventure"]));
    expect(drawingsOf("Breakaway 17 Pop Top")).toEqual(new Set(["pop-top"]));
    expect(drawingsOf("Basecamp 22 Toy Hauler")).toEqual(new Set(["toy-hauler"]));

    const photo = defined(
      rows.find((r) => r.model === "MX-5")?.images[0],
      'rows.find((r) => r.model === "MX-5").images[0]',
    );
    const onDisk = (url: string) => path.join(MEDIA_DIR, url.replace(/^\/media\//, ""));
    const full = await sharp(onDisk(photo.url)).metadata();
    expect(full.width).toBeGreaterThanOrEqual(1600);
    expect(defined(full.width, "full.width") / defined(full.height, "full.height")).toBeCloseTo(1.5, 1);
    expect((await sharp(onDisk(photo.thumb)).metadata()).width).toBe(480);
  });

  // Two whole seeds and a reset: generous, as a loaded 2-core machine takes well over 30 s.
  test("the same now gives identical cars in a fresh database, and after a reset", {
    timeout: 180_000,
  }, async () => {
    const digest = await carsDigest(db);
    const other = await openDatabase({ dataDir: "memory" });
    try {
      await seedDemo(other.db, { now: NOW, mediaDir: MEDIA_DIR });
      expect(await carsDigest(other.db)).toBe(digest);
    } finally {
      await other.close();
    }
    await resetDatabase(db);
    expect(await db.select({ id: websites.id }).from(websites)).toEqual([]);
    const reseeded = await seedDemo(db, { now: NOW, mediaDir: MEDIA_DIR });
    expect(reseeded.seeded).toBe(true);
    expect(await carsDigest(db)).toBe(digest);
  });
});
