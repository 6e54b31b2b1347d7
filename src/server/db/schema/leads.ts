import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
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
import type { DeliveryDestination } from "@/domain/leads/delivery-destination";
import type { StoredLeadPayload } from "@/domain/leads/stored-lead-payload";
import type { AnalyticsKind, EventSource } from "@/domain/numbers/event-kind";
import { dealerships, websites } from "@/server/db/schema/tenancy";

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id),
    dealership_id: integer("dealership_id").references(() => dealerships.id),
    form_id: text("form_id").notNull(),
    category: text("category").notNull(),
    lead_status: text("lead_status").$type<"Incomplete" | "Complete">().notNull(),
    form_completed: boolean("form_completed").notNull().default(false),
    step_number: integer("step_number"),
    car_id: integer("car_id"),
    /** The lead as received (the spec's payload fields, under their spec names). */
    payload: jsonb("payload").$type<StoredLeadPayload>().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The lead's first successful delivery and its deliveries failed for good, kept by a
     * trigger on lead_deliveries (so the lead rollups below can count them); null and 0 until then.
     */
    first_delivered_at: timestamp("first_delivered_at", { withTimezone: true }),
    failed_deliveries: integer("failed_deliveries").notNull().default(0),
    /**
     * What the console's inbox search matches: name, email and phones, lower-cased, apart by a
     * unit separator (a search never holds one), trigram-indexed so "%…%" needs no scan.
     */
    search_text: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(payload->>'name', '') || chr(31) || coalesce(payload->>'email', '') || chr(31) || coalesce(payload->>'phone', '') || chr(31) || coalesce(payload->>'phone_e164', ''))`,
    ),
  },
  (t) => [
    index("leads_website_idx").on(t.website_id, t.created_at),
    index("leads_search_trgm_idx").using("gin", t.search_text.op("gin_trgm_ops")),
    // The console's inbox: newest first, within a dealership or across a scope.
    index("leads_dealership_created_idx").on(t.dealership_id, t.created_at),
    index("leads_created_idx").on(t.created_at, t.id),
    // The console's most viewed vehicles: the leads naming a car in a range.
    index("leads_car_created_idx").on(t.car_id, t.created_at),
  ],
);

/**
 * Leads counted per site, UTC day, dealership (0 when none) and category, kept by a trigger on
 * `leads` in the transaction of every insert, update and delete (so it cannot drift from the
 * leads). The console's leads-by-category chart reads it.
 */
export const lead_daily = pgTable(
  "lead_daily",
  {
    website_id: integer("website_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    dealership_id: integer("dealership_id").notNull().default(0),
    category: text("category").notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.website_id, t.day, t.dealership_id, t.category] }),
    index("lead_daily_dealership_idx").on(t.dealership_id, t.day),
  ],
);

/**
 * Leads counted per site, UTC day, dealership and stored source (its attribution's last touch:
 * type and network, '' when none), with their deliveries failed for good; kept by the same
 * trigger. The leads-by-source chart, the funnel's leads and the failed deliveries read it.
 */
export const lead_source_daily = pgTable(
  "lead_source_daily",
  {
    website_id: integer("website_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    dealership_id: integer("dealership_id").notNull().default(0),
    source_type: text("source_type").notNull().default(""),
    source_network: text("source_network").notNull().default(""),
    leads: integer("leads").notNull().default(0),
    failed: integer("failed").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.website_id, t.day, t.dealership_id, t.source_type, t.source_network] }),
    index("lead_source_daily_dealership_idx").on(t.dealership_id, t.day),
  ],
);

/**
 * Time from lead to first successful delivery as a per-day histogram: per site, UTC day of the
 * lead and dealership, how many leads were first delivered after exactly `seconds` (as the
 * double precision percentile_cont computes with, so percentiles over it equal those over
 * the leads). Kept by the same
 * trigger on `leads` as lead_daily.
 */
export const lead_delivery_daily = pgTable(
  "lead_delivery_daily",
  {
    website_id: integer("website_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    dealership_id: integer("dealership_id").notNull().default(0),
    seconds: doublePrecision("seconds").notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.website_id, t.day, t.dealership_id, t.seconds] }),
    index("lead_delivery_daily_dealership_idx").on(t.dealership_id, t.day),
  ],
);

export const lead_files = pgTable("lead_files", {
  id: serial("id").primaryKey(),
  lead_id: integer("lead_id")
    .notNull()
    .references(() => leads.id, { onDelete: "cascade" }),
  filename: text("filename").notNull(),
  content_type: text("content_type").notNull(),
  size: integer("size").notNull(),
  storage_path: text("storage_path").notNull(),
  /** The file's id in its signed download link: 128 random bits, never the sequential id. */
  download_id: text("download_id").notNull().unique(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per lead and destination, written in the lead's transaction . */
export const lead_deliveries = pgTable(
  "lead_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    website_id: integer("website_id").notNull(),
    destination: jsonb("destination").$type<DeliveryDestination>().notNull(),
    /** "new" for the first send, "resend" when a partial lead was updated. */
    prospect_status: text("prospect_status").$type<"new" | "resend">().notNull().default("new"),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
    /** The member of staff who sent the lead again to another address from the console; else null. */
    requested_by: text("requested_by"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_deliveries_due_idx").on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    // A lead's deliveries, and (with status) its first successful one for the console's numbers.
    index("lead_deliveries_lead_idx").on(t.lead_id, t.status),
  ],
);

export const delivery_attempts = pgTable(
  "delivery_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    delivery_id: integer("delivery_id").notNull(),
    attempt: integer("attempt").notNull(),
    ok: boolean("ok").notNull(),
    detail: text("detail"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A lead's page reads its deliveries' attempts.
  (t) => [index("delivery_attempts_delivery_idx").on(t.delivery_id)],
);

export const idempotency_keys = pgTable(
  "idempotency_keys",
  {
    website_id: integer("website_id").notNull(),
    key: text("key").notNull(),
    request_hash: text("request_hash").notNull(),
    response_status: integer("response_status").notNull(),
    response_body: jsonb("response_body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("idempotency_keys_pk").on(t.website_id, t.key)],
);

/** Mail kept locally when no SMTP_URL is configured, viewable by the platform admin. */
export const mail_outbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  /** The HTML part, when the mail has one (the text is its plain-text alternative). */
  html: text("html"),
  attachments: jsonb("attachments")
    .$type<Array<{ filename: string; content: string }>>()
    .notNull()
    .default([]),
  /** Extra headers the mail was sent with (List-Unsubscribe on shoppers' alerts). */
  headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const analytics_events = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id),
    website_slug: text("website_slug").notNull(),
    url: text("url").notNull(),
    category: text("category").notNull(),
    lead_id: integer("lead_id"),
    anon_id: text("anon_id"),
    session_id: text("session_id"),
    error_message: text("error_message"),
    event_properties: jsonb("event_properties").$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_website_idx").on(t.website_id, t.created_at)],
);

/**
 * The analytics events counted per site, day (UTC), kind, source and dealership, kept up to
 * date in the same transaction as each event is stored (an upsert adding one), so the
 * console's charts read a few rows per site and day instead of every event. `dealership_id`
 * is 0 when the event has none (a key column cannot be null). The events stay in
 * `analytics_events`, append-only.
 */
export const analytics_daily = pgTable(
  "analytics_daily",
  {
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").$type<AnalyticsKind>().notNull(),
    source: text("source").$type<EventSource>().notNull(),
    dealership_id: integer("dealership_id").notNull().default(0),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.website_id, t.day, t.kind, t.source, t.dealership_id] }),
    index("analytics_daily_dealership_idx").on(t.dealership_id, t.day),
  ],
);

/**
 * Vehicle page views per site, day (UTC) and vehicle, kept like analytics_daily (same
 * transaction, one upsert), apart from it so the site-wide charts never read a row per car.
 */
export const analytics_vehicle_daily = pgTable(
  "analytics_vehicle_daily",
  {
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id),
    day: date("day", { mode: "string" }).notNull(),
    car_id: integer("car_id").notNull(),
    dealership_id: integer("dealership_id").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.website_id, t.day, t.car_id] }),
    index("analytics_vehicle_daily_dealership_idx").on(t.dealership_id, t.day),
  ],
);

/**
 * analytics_vehicle_daily added up per calendar month (`month` is its first day), kept by a
 * trigger on analytics_vehicle_daily, so the most viewed vehicles over whole months read one
 * row per vehicle and month.
 */
export const analytics_vehicle_monthly = pgTable(
  "analytics_vehicle_monthly",
  {
    website_id: integer("website_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    car_id: integer("car_id").notNull(),
    dealership_id: integer("dealership_id").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.website_id, t.month, t.car_id] }),
    index("analytics_vehicle_monthly_dealership_idx").on(t.dealership_id, t.month),
    // The console's stock table: the page views of the vehicles on the page shown.
    index("analytics_vehicle_monthly_car_idx").on(t.car_id),
  ],
);

/**
 * Each vehicle's views over a rolling window, on every site together, per dealership (the
 * vehicle's, as its views were counted): the `days` days through the window's `through` day
 * (analytics_vehicle_window_state, one row per kept length), kept by the trigger on
 * analytics_vehicle_daily and moved forward a day at a time when a range ending on a later day
 * is asked for (numbers_vehicle_window_move). The most viewed vehicles over exactly such a range
 * (a year, 28 days) then read, per dealership in scope, only its first rows in views order
 * (analytics_vehicle_window_rank_idx), not every vehicle.
 */
export const analytics_vehicle_window = pgTable(
  "analytics_vehicle_window",
  {
    days: integer("days").notNull(),
    dealership_id: integer("dealership_id").notNull(),
    car_id: integer("car_id").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.days, t.dealership_id, t.car_id] }),
    index("analytics_vehicle_window_rank_idx").on(t.days, t.dealership_id, t.views.desc(), t.car_id),
  ],
);

/** The rolling windows kept in analytics_vehicle_window: their length and last day (UTC). */
export const analytics_vehicle_window_state = pgTable("analytics_vehicle_window_state", {
  days: integer("days").primaryKey(),
  through: date("through", { mode: "string" }).notNull(),
});

/*
 * The day charts' rollups per dealer group (ADR 022): the site-day rollups above added up per
 * group, so a group admin's year is about 365 rows per series. A site-day row counts in every
 * group whose scope holds it: its site's `dealership_group`, the group of the site's own
 * dealership, and the group of the row's dealership (each at most once). Kept by statement
 * triggers on the site-day rollups (transition tables: a batch of rows is one statement) and
 * moved between groups by triggers on websites and dealerships when membership changes
 * (migration 0027, numbers_group_rollups).
 */
export const group_lead_daily = pgTable(
  "group_lead_daily",
  {
    dealer_group_id: integer("dealer_group_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealer_group_id, t.day, t.category] })],
);

export const group_lead_source_daily = pgTable(
  "group_lead_source_daily",
  {
    dealer_group_id: integer("dealer_group_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    source_type: text("source_type").notNull().default(""),
    source_network: text("source_network").notNull().default(""),
    leads: integer("leads").notNull().default(0),
    failed: integer("failed").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealer_group_id, t.day, t.source_type, t.source_network] })],
);

export const group_lead_delivery_daily = pgTable(
  "group_lead_delivery_daily",
  {
    dealer_group_id: integer("dealer_group_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    seconds: doublePrecision("seconds").notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.dealer_group_id, t.day, t.seconds] }),
    // Covering: a group's histogram is read in (day, seconds) order without its rows.
    index("group_lead_delivery_daily_read_idx").on(t.dealer_group_id, t.day, t.seconds, t.leads),
  ],
);

/**
 * analytics_daily per group, day and kind (sources added up), for the kinds a group chart reads
 * by day: phone reveals and calls (the phone chart). Other kinds are not kept here.
 */
export const group_analytics_daily = pgTable(
  "group_analytics_daily",
  {
    dealer_group_id: integer("dealer_group_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").$type<AnalyticsKind>().notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealer_group_id, t.day, t.kind] })],
);

/**
 * The funnel per group, day and site: searches and vehicle views (analytics_daily) and leads
 * (lead_source_daily) of the site's rows in the group's scope, one row where there were up to
 * a dozen.
 */
export const group_funnel_daily = pgTable(
  "group_funnel_daily",
  {
    dealer_group_id: integer("dealer_group_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    website_id: integer("website_id").notNull(),
    searches: integer("searches").notNull().default(0),
    views: integer("views").notNull().default(0),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealer_group_id, t.day, t.website_id] })],
);

/**
 * Stock ageing per dealer group: the cars in stock and not sold (`status = 'in_stock' and not
 * sold`) of the group's dealerships, counted by make, condition and arrival day (the UTC day of
 * `created_at`). A car counts in its dealership's group, as a group admin's stock scope reads
 * it. Kept by statement triggers on cars and moved by a trigger on dealerships when a
 * dealership changes group (migration 0028, numbers_group_stock). The chart sums whole days from
 * here and counts each band's boundary day from the cars themselves (ADR 022).
 */
export const group_stock_daily = pgTable(
  "group_stock_daily",
  {
    dealer_group_id: integer("dealer_group_id").notNull(),
    make: text("make").notNull(),
    car_type: text("car_type").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    cars: integer("cars").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealer_group_id, t.make, t.car_type, t.day] })],
);
