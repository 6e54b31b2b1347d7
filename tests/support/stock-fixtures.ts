import { createHash } from "node:crypto";
import type { SiteConfigInput } from "@/domain/config/site-config";
import { defined } from "@/domain/defined";
import type { Db } from "@/server/db/client";
import {
  booking_slots,
  careers,
  cars,
  dealerships,
  locations,
  manufacturers,
  models,
  website_dealerships,
  websites,
} from "@/server/db/schema/all";
import { one } from "./one";

const DAY = 86_400_000;

/** The plaintext feed key of a fixture dealership (stored as its SHA-256, like the seed's). */
export const fixtureFeedKey = (dealershipSlug: string) => `test-feed-key-${dealershipSlug}`;

export type NewCar = typeof cars.$inferInsert;

/** A car row with sensible defaults: an in-stock used Toyota Corolla at $24,990. */
export function carValues(dealershipId: number, overrides: Partial<NewCar> & { slug: string }): NewCar {
  return {
    name: "2021 Toyota Corolla Ascent Sport",
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    year: 2021,
    km: 42_000,
    stocknum: overrides.slug.toUpperCase().slice(-12),
    car_type: "used",
    status: "in_stock",
    price: 2_499_000,
    body: "Hatch",
    fuel: "Petrol",
    transmission: "Automatic",
    images: [{ url: "/media/test/a.jpg", thumb: "/media/test/a-thumb.jpg" }],
    thumbnails: ["/media/test/a-thumb.jpg"],
    image_count: 1,
    primary_image_url: "/media/test/a.jpg",
    dealership_id: dealershipId,
    ...overrides,
  };
}

export interface StockFixture {
  now: Date;
  toyota: { id: number; slug: string };
  kia: { id: number; slug: string };
  /** coastal-toyota: a Toyota dealer site (manufacturer toyota) with careers and booking slots. */
  coastal: {
    websiteId: number;
    slug: string;
    dealershipId: number;
    dealershipSlug: string;
    locationId: number;
  };
  /** inland-kia: a used-car site without a manufacturer. */
  inland: {
    websiteId: number;
    slug: string;
    dealershipId: number;
    dealershipSlug: string;
    locationId: number;
  };
  cars: {
    listed: { id: number; slug: string; stocknum: string };
    soldRecently: { id: number; slug: string };
    soldLongAgo: { id: number; slug: string };
    hidden: { id: number; slug: string };
    inlandListed: { id: number; slug: string };
  };
}

async function dealership(db: Db, slug: string, name: string, city: string) {
  const d = one(
    await db
      .insert(dealerships)
      .values({
        slug,
        name,
        phone: "02 4200 0000",
        email: `sales@${slug}.example`,
        feed_key_hash: createHash("sha256").update(fixtureFeedKey(slug)).digest("hex"),
      })
      .returning(),
    "dealerships row",
  );
  const service = one(
    await db
      .insert(locations)
      .values({
        dealership_id: d.id,
        location_id: 7100 + d.id * 10,
        name: `${name} Service`,
        slug: `${slug}-service`,
        location_type: "service",
        position: 0,
        city,
        state: "NSW",
      })
      .returning(),
    "locations row",
  );
  const sales = one(
    await db
      .insert(locations)
      .values({
        dealership_id: d.id,
        location_id: 7101 + d.id * 10,
        name: `${name} Sales`,
        slug: `${slug}-sales`,
        location_type: "sales",
        primary: true,
        position: 1,
        distribution_locations: [`${slug}-service`],
        city,
        state: "NSW",
        postcode: "2500",
        street: "1 Crown St",
        full: `1 Crown St, ${city} NSW 2500`,
        contact_detail: { phone: "02 4200 1111" },
      })
      .returning(),
    "locations row",
  );
  return {
    id: d.id,
    slug,
    locationId: sales.id,
    serviceLocationId: service.id,
  };
}

async function website(
  db: Db,
  values: {
    slug: string;
    name: string;
    template: "dealer" | "used";
    dealershipId: number;
    manufacturerId: number | null;
  },
  config: SiteConfigInput,
) {
  const site = one(
    await db
      .insert(websites)
      .values({
        slug: values.slug,
        name: values.name,
        template: values.template,
        market: "AU",
        dealership_id: values.dealershipId,
        manufacturer_id: values.manufacturerId,
        config,
      })
      .returning(),
    "websites row",
  );
  await db.insert(website_dealerships).values({ website_id: site.id, dealership_id: values.dealershipId });
  return site.id;
}

/**
 * Two small dealer sites with every kind of row the dashboard API and the inventory feed
 * read: manufacturers and models, listed/sold/hidden cars, careers and booking slots.
 */
export async function createStockFixture(db: Db, now = new Date()): Promise<StockFixture> {
  const [toyota] = await db
    .insert(manufacturers)
    .values({ slug: "toyota", name: "Toyota", description: "Oh what a feeling." })
    .returning();
  const [kia] = await db.insert(manufacturers).values({ slug: "kia", name: "Kia" }).returning();

  const coastalDealer = await dealership(db, "coastal-toyota", "Coastal Toyota", "Wollongong");
  const inlandDealer = await dealership(db, "inland-kia", "Inland Kia", "Goulburn");
  const coastalId = await website(
    db,
    {
      slug: "coastal",
      name: "Coastal Toyota",
      template: "dealer",
      dealershipId: coastalDealer.id,
      manufacturerId: defined(toyota, "toyota").id,
    },
    {
      labels: { pre_owned_wording: true },
      stock: {
        search_filters: ["make", "model", "price"],
        search_categories: [{ label: "Pre-owned", href: "/search/pre-owned-cars" }],
      },
      flags: { garage_enabled: true, auth_enabled: true },
    },
  );
  const inlandId = await website(
    db,
    {
      slug: "inland",
      name: "Inland Kia",
      template: "used",
      dealershipId: inlandDealer.id,
      manufacturerId: null,
    },
    { stock: { default_sort: "price-asc" } },
  );

  await db.insert(models).values([
    {
      manufacturer_id: defined(toyota, "toyota").id,
      website_id: coastalId,
      name: "Corolla",
      slug: "toyota-corolla",
      position: 0,
      manufacturer_name: "Toyota",
      path: "/models/toyota-corolla",
    },
    {
      manufacturer_id: defined(toyota, "toyota").id,
      website_id: coastalId,
      name: "RAV4",
      slug: "toyota-rav4",
      position: 1,
      manufacturer_name: "Toyota",
    },
    {
      manufacturer_id: defined(toyota, "toyota").id,
      website_id: inlandId,
      name: "HiLux",
      slug: "toyota-hilux",
      position: 2,
      manufacturer_name: "Toyota",
    },
    {
      manufacturer_id: defined(kia, "kia").id,
      website_id: inlandId,
      name: "EV6",
      slug: "kia-ev6",
      position: 0,
      manufacturer_name: "Kia",
    },
  ]);

  const insert = async (values: NewCar) => {
    const row = one(
      await db
        .insert(cars)
        .values(values)
        .returning({ id: cars.id, slug: cars.slug, stocknum: cars.stocknum }),
      "cars row",
    );
    return row;
  };
  const listed = await insert(
    carValues(coastalDealer.id, {
      slug: "2021-toyota-corolla-ascent-sport-ct1001",
      stocknum: "CT1001",
      location_id: coastalDealer.locationId,
      city: "Wollongong",
      state: "NSW",
      vin: "JTNB23HK103000001",
      payment_processors: [
        { authorization_type: "stripe", authorization_key: "pk_live_coastal", deposit_amount: 50_000 },
      ],
      has_checkout_payment_processor: true,
      created_at: new Date(now.getTime() - 20 * DAY),
    }),
  );
  const soldRecently = await insert(
    carValues(coastalDealer.id, {
      slug: "2020-toyota-camry-ct1002",
      stocknum: "CT1002",
      name: "2020 Toyota Camry",
      model: "Camry",
      status: "sold",
      sold: true,
      sold_date_timestamp: new Date(now.getTime() - DAY),
    }),
  );
  const soldLongAgo = await insert(
    carValues(coastalDealer.id, {
      slug: "2019-toyota-yaris-ct1003",
      stocknum: "CT1003",
      status: "sold",
      sold: true,
      sold_date_timestamp: new Date(now.getTime() - 10 * DAY),
    }),
  );
  const hidden = await insert(
    carValues(coastalDealer.id, {
      slug: "2022-toyota-rav4-ct1004",
      stocknum: "CT1004",
      show_on_dealer_website: false,
    }),
  );
  const inlandListed = await insert(
    carValues(inlandDealer.id, {
      slug: "2023-kia-ev6-gt-line-ik2001",
      stocknum: "IK2001",
      name: "2023 Kia EV6 GT-Line",
      make: "Kia",
      model: "EV6",
      simple_fuel: "Electric",
    }),
  );

  await db.insert(careers).values([
    {
      website_id: coastalId,
      title: "Sales Consultant",
      location: "Wollongong",
      employment_type: "Full time",
      summary: "Sell.",
      posted_at: new Date(now.getTime() - 3 * DAY),
    },
    {
      website_id: coastalId,
      title: "Service Advisor",
      location: "Wollongong",
      employment_type: "Full time",
      summary: "Advise.",
      posted_at: new Date(now.getTime() - DAY),
    },
  ]);
  await db.insert(booking_slots).values([
    {
      dealership_id: coastalDealer.id,
      kind: "service",
      starts_at: new Date(now.getTime() + 2 * DAY),
      capacity: 3,
    },
    {
      dealership_id: coastalDealer.id,
      kind: "service",
      starts_at: new Date(now.getTime() + DAY),
      capacity: 2,
    },
    {
      dealership_id: coastalDealer.id,
      kind: "service",
      starts_at: new Date(now.getTime() - DAY),
      capacity: 2,
    },
    {
      dealership_id: coastalDealer.id,
      kind: "appointment",
      starts_at: new Date(now.getTime() + 3 * DAY),
      capacity: 1,
    },
  ]);

  return {
    now,
    toyota: { id: defined(toyota, "toyota").id, slug: "toyota" },
    kia: { id: defined(kia, "kia").id, slug: "kia" },
    coastal: {
      websiteId: coastalId,
      slug: "coastal",
      dealershipId: coastalDealer.id,
      dealershipSlug: coastalDealer.slug,
      locationId: coastalDealer.locationId,
    },
    inland: {
      websiteId: inlandId,
      slug: "inland",
      dealershipId: inlandDealer.id,
      dealershipSlug: inlandDealer.slug,
      locationId: inlandDealer.locationId,
    },
    cars: { listed, soldRecently, soldLongAgo, hidden, inlandListed },
  };
}
