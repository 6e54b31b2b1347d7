import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
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
import type { Market, SiteConfigInput, SiteTemplateName } from "@/domain/config/site-config";

export const dealer_groups = pgTable("dealer_groups", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const manufacturers = pgTable("manufacturers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  description: text("description"),
});

export const dealerships = pgTable("dealerships", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  dealer_group_id: integer("dealer_group_id").references(() => dealer_groups.id),
  phone: text("phone"),
  email: text("email"),
  /** SHA-256 of the inventory feed API key; the key itself is never stored. */
  feed_key_hash: text("feed_key_hash"),
});

export interface WeekdayHours {
  status: "open" | "closed";
  open?: string;
  close?: string;
  formated_hours?: string;
}

export interface ContactDetail {
  phone?: string | null;
  landline_phone?: string | null;
  mobile?: string | null;
  email?: string | null;
  social_urls?: Record<string, string>;
  /** Index 0 = Sunday … 6 = Saturday. */
  opening_hours?: WeekdayHours[];
}

export interface Review {
  author: string;
  rating: number;
  text: string;
  date: string;
}

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    /** The dealer system's location id (the spec's location_id; e.g. 2919). */
    location_id: integer("location_id"),
    dealership_id: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    location_type: text("location_type").$type<"sales" | "service" | "parts">().notNull(),
    /** Other departments at the same address (a service location that also sells parts). */
    also_types: jsonb("also_types").$type<Array<"sales" | "service" | "parts">>().notNull().default([]),
    primary: boolean("primary").notNull().default(false),
    visible: boolean("visible").notNull().default(true),
    contact_detail: jsonb("contact_detail").$type<ContactDetail>().notNull().default({}),
    dealer_license_number: text("dealer_license_number"),
    motor_vehicle_repairer: text("motor_vehicle_repairer"),
    manufacturers: jsonb("manufacturers").$type<string[]>().notNull().default([]),
    /**
     * Location.distribution_locations: the slugs of the dealership's other locations this
     * one sends its stock to (a car standing here can be seen or collected there). Validated by
     * domain/stock/distribution-locations.ts on every write.
     */
    distribution_locations: jsonb("distribution_locations").$type<string[]>().notNull().default([]),
    reviews: jsonb("reviews")
      .$type<{ count: number; average_rating: number; items: Review[] }>()
      .notNull()
      .default({ count: 0, average_rating: 0, items: [] }),
    time_zone: text("time_zone").notNull().default("Australia/Sydney"),
    street: text("street"),
    city: text("city"),
    state: text("state"),
    postcode: text("postcode"),
    lat: doublePrecision("lat"),
    long: doublePrecision("long"),
    place_id: text("place_id"),
    place_url: text("place_url"),
    full: text("full"),
    map_url: text("map_url"),
  },
  (t) => [
    index("locations_dealership_idx").on(t.dealership_id),
    uniqueIndex("locations_slug_idx").on(t.dealership_id, t.slug),
  ],
);

export const websites = pgTable(
  "websites",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    domain_name: text("domain_name").unique(),
    name: text("name").notNull(),
    url: text("url"),
    logo: text("logo"),
    template: text("template").$type<SiteTemplateName>().notNull(),
    market: text("market").$type<Market>().notNull().default("AU"),
    dealership_id: integer("dealership_id").references(() => dealerships.id),
    manufacturer_id: integer("manufacturer_id").references(() => manufacturers.id),
    dealership_group: integer("dealership_group").references(() => dealer_groups.id),
    phone: text("phone"),
    email: text("email"),
    /** Validated with siteConfigSchema on every write (see server/sites/save-website.ts). */
    config: jsonb("config").$type<SiteConfigInput>().notNull().default({}),
    /**
     * A site made in the console starts unpublished: 404 to the public, shown only to staff
     * previewing it from the console; Publish sets this (existing sites are published).
     */
    published: boolean("published").notNull().default(true),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("websites_domain_idx").on(sql`lower(${t.domain_name})`)],
);

/** Dealerships whose stock and enquiries a website carries (a group site has several). */
export const website_dealerships = pgTable(
  "website_dealerships",
  {
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    dealership_id: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.website_id, t.dealership_id] })],
);
