import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
