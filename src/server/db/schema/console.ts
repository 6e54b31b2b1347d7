import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { SiteConfigInput } from "@/domain/config/site-config";
import { dealer_groups, dealerships, websites } from "@/server/db/schema/tenancy";

/*
 * The dealer console: staff accounts, apart from shoppers' (better-auth's shapes,
 * like server/db/schema/accounts.ts, in tables of their own so no shopper session can ever
 * be a staff session), the site settings' versions, and the status a dealer gives a lead.
 */

const stamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A member of staff. `role` is operator (everything), group_admin (dealer_group_id's sites,
 * dealerships and staff) or dealership_staff (dealership_id's leads and stock); the tenant
 * column the role needs is set, the other is null.
 */
export const staff_users = pgTable(
  "staff_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").$type<"operator" | "group_admin" | "dealership_staff">().notNull(),
    dealer_group_id: integer("dealer_group_id").references(() => dealer_groups.id),
    dealership_id: integer("dealership_id").references(() => dealerships.id),
    ...stamps,
  },
  (t) => [uniqueIndex("staff_users_email").on(t.email)],
);

export const staff_sessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => staff_users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...stamps,
  },
  (t) => [index("staff_sessions_user").on(t.userId)],
);

export const staff_auth_accounts = pgTable("staff_auth_accounts", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => staff_users.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  ...stamps,
});

export const staff_verifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...stamps,
  },
  (t) => [index("staff_verifications_identifier").on(t.identifier)],
);

/**
 * Every saved version of a site's configuration: the whole document, who saved it and when,
 * and the changed paths against the version before. Version numbers count up per site from
 * 1; (website_id, version) is unique, so two saves from the same version cannot both land.
 */
export const site_config_versions = pgTable(
  "site_config_versions",
  {
    id: serial("id").primaryKey(),
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    config: jsonb("config").$type<SiteConfigInput>().notNull(),
    diff: jsonb("diff").$type<Array<{ path: string; before: unknown; after: unknown }>>().notNull(),
    staff_user_id: text("staff_user_id").references(() => staff_users.id, { onDelete: "set null" }),
    staff_email: text("staff_email"),
    /** The version this one restored, when it was a rollback. */
    restored_from: integer("restored_from"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_config_versions_site_version").on(t.website_id, t.version)],
);

/** The dealer's own status of a lead (new, contacted, appointment, won, lost) and a note. */
export const lead_dealer_status = pgTable("lead_dealer_status", {
  lead_id: integer("lead_id").primaryKey(),
  status: text("status").$type<"new" | "contacted" | "appointment" | "won" | "lost">().notNull(),
  note: text("note").notNull().default(""),
  staff_email: text("staff_email"),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff changed in the console's stock and reservations: who, when, which row, and the
 * row's fields before and after (an import records its counts and stock numbers). Append only.
 */
export const console_audit = pgTable(
  "console_audit",
  {
    id: serial("id").primaryKey(),
    staff_user_id: text("staff_user_id").references(() => staff_users.id, { onDelete: "set null" }),
    staff_email: text("staff_email").notNull(),
    dealership_id: integer("dealership_id"),
    /** car, reservation or import. */
    entity: text("entity").$type<"car" | "reservation" | "import">().notNull(),
    entity_id: text("entity_id").notNull(),
    /** edit, import, refund, release. */
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("console_audit_entity").on(t.entity, t.entity_id, t.created_at),
    // The console's audit screen: the newest changes of the dealerships in a member's scope.
    index("console_audit_dealership_created").on(t.dealership_id, t.created_at),
  ],
);

/**
 * An invitation to the console, mailed through the outbox: the role and tenant the invitee
 * will get, who invited them, and the SHA-256 of its single-use token (the token itself is
 * only in the email). Pending while neither accepted nor revoked and not past `expires_at`.
 */
export const staff_invitations = pgTable(
  "staff_invitations",
  {
    id: serial("id").primaryKey(),
    token_hash: text("token_hash").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: text("role").$type<"operator" | "group_admin" | "dealership_staff">().notNull(),
    dealer_group_id: integer("dealer_group_id").references(() => dealer_groups.id, { onDelete: "cascade" }),
    dealership_id: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    invited_by: text("invited_by").references(() => staff_users.id, { onDelete: "set null" }),
    invited_by_email: text("invited_by_email").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_invitations_token").on(t.token_hash),
    index("staff_invitations_email").on(t.email),
  ],
);

/** A member of staff's passkeys (better-auth's passkey plugin), like the shoppers' in a table of their own. */
export const staff_passkeys = pgTable(
  "staff_passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staff_users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_passkeys_user").on(t.userId),
    uniqueIndex("staff_passkeys_credential").on(t.credentialID),
  ],
);
