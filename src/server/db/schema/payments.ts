import { sql } from "drizzle-orm";
import {
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
import type { PaymentCurrency, PaymentProviderName, PaymentState } from "@/domain/payments/payment-types";
import { dealerships, websites } from "@/server/db/schema/tenancy";

/**
 * The local payment stand-ins' own records (src/app/platform/demo-providers/{stripe,adyen,
 * windcave}): what the provider would hold on its side, so a stand-in survives a restart of the
 * platform like the real provider does. `data` is the provider-shaped object the stand-in
 * answers with (a Stripe Checkout Session, an Adyen session, a Windcave session), or a refund.
 * Never read by Forecourt's own code: only the stand-in routes touch this table.
 */
export const demoProviderRecords = pgTable(
  "demo_provider_records",
  {
    /** stripe | adyen | windcave */
    provider: text("provider").notNull(),
    /** The provider's id for the object (cs_…, a PSP reference, a Windcave session id, re_…). */
    id: text("id").notNull(),
    /** checkout_session | session | refund | event … (the provider's own object names). */
    kind: text("kind").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] })],
);

/**
 * One dealership's merchant account with its site's card provider: server-only secrets
 * (never read into a public JSON or a rendered page). `base_url` selects the real provider or
 * the local stand-in, nothing else does.
 */
export const payment_accounts = pgTable(
  "payment_accounts",
  {
    dealership_id: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    /** stripe | adyen | windcave */
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    base_url: text("base_url").notNull(),
    secret_key: text("secret_key").notNull(),
    /** Windcave REST username; Adyen merchant account. */
    account: text("account"),
    webhook_secret: text("webhook_secret").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealership_id, t.provider] })],
);

/**
 * A shopper's deposit for one car (event 42): pending → paid | failed |
 * expired, and paid → refunded. At most one paid reservation per car (the unique index is what
 * settles two shoppers racing for the same car).
 */
export const reservations = pgTable(
  "reservations",
  {
    /** Forecourt's reference, sent to the provider and echoed back. */
    id: text("id").primaryKey(),
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id),
    dealership_id: integer("dealership_id").notNull(),
    car_id: integer("car_id").notNull(),
    /** The "Reserve car" lead, written when the payment succeeds. */
    lead_id: integer("lead_id"),
    /** The purchase journey's lead the shopper came from (its last step hands over to the reserve page). */
    source_lead_id: integer("source_lead_id"),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    payment_id: text("payment_id"),
    /**
     * The provider's own reference of the captured payment when it differs from payment_id
     * (Adyen's PSP reference from the AUTHORISATION notification); refunds use it first.
     */
    provider_payment_ref: text("provider_payment_ref"),
    state: text("state").$type<PaymentState>().notNull().default("pending"),
    /** Why a payment was refunded: lost_race | late_payment | released | dealer. */
    refund_reason: text("refund_reason"),
    refund_id: text("refund_id"),
    /** Failed calls to refund an owed refund; at REFUND_MAX_ATTEMPTS Forecourt gives up and alerts. */
    refund_attempts: integer("refund_attempts").notNull().default(0),
    /** When an owed refund is tried next (null: now, or never once given up). */
    refund_retry_at: timestamp("refund_retry_at", { withTimezone: true }),
    amount_cents: integer("amount_cents").notNull(),
    currency: text("currency").$type<PaymentCurrency>().notNull(),
    shopper: jsonb("shopper")
      .$type<{ first_name: string; last_name: string; email: string; phone: string }>()
      .notNull(),
    /** The secret in the return page's link: only the shopper who started it sees its state. */
    token_hash: text("token_hash").notNull(),
    /** The provider's time of the last event applied (out-of-order safety). */
    last_event_at: timestamp("last_event_at", { withTimezone: true }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_one_paid_per_car").on(t.car_id).where(sql`${t.state} = 'paid'`),
    index("reservations_pending_idx").on(t.created_at).where(sql`${t.state} = 'pending'`),
    // The console: a car's latest reservation (the stock table's column), and the reservations
    // list newest first.
    index("reservations_car_created_idx").on(t.car_id, t.created_at),
    index("reservations_created_idx").on(t.created_at, t.id),
  ],
);

/** Provider events already applied (idempotency by event id). */
export const payment_events = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    event_id: text("event_id").notNull(),
    reservation_id: text("reservation_id"),
    received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
);

/**
 * Provider events that were verified but refused by the money rule
 * (`src/domain/payments/payment-match.ts`): about another payment, the wrong amount or
 * currency, or signed with another dealership's secret. Nothing was applied; the row is what
 * the dealer and operations see (with the "payment event refused" log line).
 */
export const payment_refusals = pgTable(
  "payment_refusals",
  {
    id: serial("id").primaryKey(),
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    reservation_id: text("reservation_id").notNull(),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    /** The provider's event id (null when Forecourt asked the provider itself). */
    event_id: text("event_id"),
    /** other_payment | wrong_amount | wrong_currency | other_dealership */
    reason: text("reason").notNull(),
    /** What the event said: its payment id, amount, currency, state, signing dealership. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_refusals_reservation_idx").on(t.reservation_id)],
);
