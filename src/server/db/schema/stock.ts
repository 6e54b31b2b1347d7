import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AutograbData, CarImage, PaymentProcessor } from "@/domain/stock/car-facts";
import { dealerships, locations, manufacturers, websites } from "@/server/db/schema/tenancy";

/** PostgreSQL's full-text document type (read as its text form; only ever queried in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What keyword search looks in: the name and identifiers, the specs, where the car is, its
 * description and every feature ('sunroof', 'Apple CarPlay'). The 'simple' configuration
 * keeps words as written (no English stemming of model names or stock numbers). Hyphens,
 * slashes, dots and the like become spaces first, exactly as the query's words are split
 * (domain/stock/keyword-search.ts), so 'MT-07' is the words 'mt' and '07' on both sides.
 */
const CAR_SEARCH_DOCUMENT = sql`to_tsvector('simple'::regconfig, regexp_replace(
    coalesce(name, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' ||
    coalesce(series, '') || ' ' || coalesce(badge, '') || ' ' || coalesce(stocknum, '') || ' ' ||
    coalesce(vin, '') || ' ' || coalesce(colour, '') || ' ' || coalesce(body, '') || ' ' ||
    coalesce(fuel, '') || ' ' || coalesce(transmission, '') || ' ' || coalesce(city, '') || ' ' ||
    coalesce(description, '') || ' ' || features::text,
    '[][/._,+():"''-]+', ' ', 'g'))`;

/**
 * The console stock table's search text: name, make, model and stock number joined by a unit
 * separator (a search never holds one), trigram-indexed (cars_console_search_idx) so a
 * "%…%" search of a large group's stock needs no scan of the table.
 */
const consoleSearchTextOf = (t: {
  name: AnyPgColumn;
  make: AnyPgColumn;
  model: AnyPgColumn;
  stocknum: AnyPgColumn;
}) => sql`(${t.name} || chr(31) || ${t.make} || chr(31) || ${t.model} || chr(31) || ${t.stocknum})`;

/**
 * Money columns (price, before_price, dapprice, subscription_price, offer_price, offer_extra)
 * hold integer cents; the names follow the spec so one grep finds a field in every layer.
 */
export const cars = pgTable(
  "cars",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    series: text("series"),
    badge: text("badge"),
    year: integer("year").notNull(),
    km: integer("km").notNull().default(0),
    vin: text("vin"),
    stocknum: text("stocknum").notNull(),
    car_type: text("car_type").$type<"new" | "used" | "demo">().notNull(),
    status: text("status").$type<"in_stock" | "coming_soon" | "sold">().notNull(),
    sold: boolean("sold").notNull().default(false),
    reserved: boolean("reserved").notNull().default(false),
    reservable: boolean("reservable"),
    price: integer("price"),
    before_price: integer("before_price"),
    /**
     * The last price drop: the price before it (cents) and when it happened, kept on the row
     * so a card can show a price-drop badge without reading the history. A rise clears both.
     */
    price_drop_from: integer("price_drop_from"),
    price_dropped_at: timestamp("price_dropped_at", { withTimezone: true }),
    dapprice: integer("dapprice"),
    subscription_price: integer("subscription_price"),
    offer_price: integer("offer_price"),
    offer_extra: integer("offer_extra"),
    preorder: boolean("preorder").notNull().default(false),
    tag: text("tag"),
    certified: boolean("certified").notNull().default(false),
    simple_fuel: text("simple_fuel").$type<"Electric" | "Hybrid" | "PHEV">(),
    fuel: text("fuel"),
    body: text("body"),
    transmission: text("transmission"),
    drive: text("drive"),
    engine: text("engine"),
    colour: text("colour"),
    doors: integer("doors"),
    seats: integer("seats"),
    /*
     * What each trade reads on a vehicle page and filters by (null: not given).
     * A truck's gross vehicle and combination masses, licence class (LR, MR, HR, HC, MC) and
     * axles; a caravan's sleeping berths, external length, tare, ATM and ball weight; a
     * motorcycle's engine size and whether it is approved for learner riders (LAMS).
     */
    gvm_kg: integer("gvm_kg"),
    gcm_kg: integer("gcm_kg"),
    licence_class: text("licence_class"),
    axles: integer("axles"),
    berths: integer("berths"),
    length_mm: integer("length_mm"),
    tare_kg: integer("tare_kg"),
    atm_kg: integer("atm_kg"),
    ball_weight_kg: integer("ball_weight_kg"),
    engine_cc: integer("engine_cc"),
    lams: boolean("lams"),
    description: text("description"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    /** Range-site category (CARAVANS, POP TOPS, …), matched to a model's manufacturer_body. */
    manufacturer_body: text("manufacturer_body"),
    model_id: integer("model_id").references(() => models.id),
    /** History report link. */
    file: text("file"),
    primary_image_url: text("primary_image_url"),
    images: jsonb("images").$type<CarImage[]>().notNull().default([]),
    thumbnails: jsonb("thumbnails").$type<string[]>().notNull().default([]),
    /** Number of images, kept beside `images` so the minimum-photo scope rule is an index-friendly compare. */
    image_count: integer("image_count").notNull().default(0),
    dealership_id: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    location_id: integer("location_id").references(() => locations.id),
    city: text("city"),
    state: text("state"),
    payment_processors: jsonb("payment_processors").$type<PaymentProcessor[]>().notNull().default([]),
    has_checkout_payment_processor: boolean("has_checkout_payment_processor").notNull().default(false),
    autograb_data: jsonb("autograb_data").$type<AutograbData>(),
    show_on_dealer_website: boolean("show_on_dealer_website").notNull().default(true),
    /**
     * The vehicle list dates (`date`: arrival, viewing or auction days), as the feed sent
     * them: a day ("2025-06-16") or an instant with its offset. Only today or later are shown
     * (domain/stock/filter-upcoming-dates.ts), so past ones may stay stored.
     */
    date: jsonb("date").$type<string[]>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sold_date_timestamp: timestamp("sold_date_timestamp", { withTimezone: true }),
    search_document: tsvector("search_document").generatedAlwaysAs(CAR_SEARCH_DOCUMENT),
  },
  (t) => [
    index("cars_search_idx").using("gin", t.search_document),
    uniqueIndex("cars_dealership_stocknum_idx").on(t.dealership_id, t.stocknum),
    index("cars_listing_idx").on(t.dealership_id, t.status, t.show_on_dealer_website),
    index("cars_make_model_idx").on(t.make, t.model),
    index("cars_price_idx").on(t.price),
    index("cars_created_idx").on(t.created_at),
    // The console's stock ageing: the stock in stock, by dealership, read from the index alone,
    // in arrival order (a band's boundary day is one range of it per dealership).
    index("cars_in_stock_ageing_idx")
      .on(t.dealership_id, t.created_at, t.make, t.car_type)
      .where(sql`${t.status} = 'in_stock' and not ${t.sold}`),
    // The console's stock table (docs/decisions/021): a group's whole stock sorted by any column
    // reads its first pages from these in order (ties by id), and the filters' count of the
    // stock in scope is an index-only scan.
    index("cars_console_name_idx").on(t.name, t.id),
    index("cars_console_make_idx").on(t.make, t.model, t.id),
    index("cars_console_photos_idx").on(t.image_count, t.id),
    index("cars_console_status_idx").on(t.status, t.id),
    index("cars_console_status_desc_idx").on(t.status.desc().nullsFirst(), t.id),
    index("cars_console_price_desc_idx").on(t.price.desc().nullsLast(), t.id),
    index("cars_console_filter_idx").on(t.dealership_id, t.status, t.car_type, t.show_on_dealer_website),
    index("cars_console_search_idx").using("gin", sql`${consoleSearchTextOf(t)} public.gin_trgm_ops`),
    index("cars_sold_date_idx").on(t.sold_date_timestamp).where(sql`${t.status} = 'sold' or ${t.sold}`),
    // A site's search (docs/decisions/009): every column the stock scope, the search filters,
    // the facet counts and the sorts read, keyed by dealership, on the cars a website may show
    // at all. The facet query and the page query's ids are then index-only scans of a site's
    // rows, never reading the wide rows (images, description) of the table.
    index("cars_site_search_idx")
      .on(
        t.dealership_id,
        t.status,
        t.sold,
        t.sold_date_timestamp,
        t.car_type,
        t.make,
        t.model,
        t.body,
        t.fuel,
        t.city,
        t.transmission,
        t.year,
        t.price,
        t.subscription_price,
        t.km,
        t.image_count,
        t.location_id,
        t.model_id,
        t.created_at,
        t.id,
      )
      .where(sql`${t.show_on_dealer_website}`),
  ],
);

/** The console stock table's search text of a car (cars_console_search_idx's expression). */
export const consoleSearchText = consoleSearchTextOf(cars);

/**
 * Price history: one row each time the feed or the console changes a car's price (cents;
 * null is "no price"). Rows go with the car.
 */
export const car_price_changes = pgTable(
  "car_price_changes",
  {
    id: serial("id").primaryKey(),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    from_price: integer("from_price"),
    to_price: integer("to_price"),
    source: text("source").$type<"feed" | "console">().notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("car_price_changes_car_idx").on(t.car_id, t.changed_at)],
);

export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    manufacturer_id: integer("manufacturer_id").references(() => manufacturers.id),
    /** A model page can belong to one website (range sites) or to a manufacturer's whole network. */
    website_id: integer("website_id").references(() => websites.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    manufacturer_body: text("manufacturer_body"),
    manufacturer_body2: text("manufacturer_body2"),
    manufacturer_body3: text("manufacturer_body3"),
    bodyStyle: text("body_style"),
    body: text("body"),
    image: jsonb("image").$type<{ url: string; thumb: string } | null>(),
    status: text("status"),
    fuel: text("fuel"),
    variant: text("variant"),
    override_url: text("override_url"),
    path: text("path"),
    accessories_count: integer("accessories_count").notNull().default(0),
    manufacturer_name: text("manufacturer_name"),
    /** Cents. */
    price_from: integer("price_from"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("models_website_idx").on(t.website_id),
    index("models_manufacturer_idx").on(t.manufacturer_id),
  ],
);

export const offers = pgTable("offers", {
  id: serial("id").primaryKey(),
  website_id: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  car_id: integer("car_id").references(() => cars.id),
  ends_at: timestamp("ends_at", { withTimezone: true }),
  position: integer("position").notNull().default(0),
});

/** Bookable slots a dealership publishes (service and test-drive appointments). */
export const booking_slots = pgTable(
  "booking_slots",
  {
    id: serial("id").primaryKey(),
    dealership_id: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    kind: text("kind").$type<"service" | "appointment">().notNull(),
    starts_at: timestamp("starts_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull().default(1),
  },
  (t) => [index("booking_slots_idx").on(t.dealership_id, t.kind, t.starts_at)],
);

/**
 * When each vehicle ad feed of a site last changed: its Last-Modified. A feed's
 * content is a hash of its rows' versions and the site's feed settings; the time moves only
 * when the hash does, so it is the same for every process and survives a restart, and a
 * deleted car (which leaves no row to date) still moves it.
 */
export const ad_feed_versions = pgTable(
  "ad_feed_versions",
  {
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    feed: text("feed").$type<"google" | "meta">().notNull(),
    content_hash: text("content_hash").notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.website_id, t.feed] })],
);
