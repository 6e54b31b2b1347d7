import {
  boolean,
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

/*
 * Shopper accounts (sign-in on sites with the garage and auth settings on). The auth
 * tables are the shapes better-auth reads and writes (its field names, snake_case columns);
 * every row carries `account_scope`, the dealer group the account belongs to
 * ("group:{id}", or "site:{id}" for a site outside any group), and the adapter adds it to
 * every query (server/accounts/scoped-adapter.ts), so one address is a different shopper in
 * each group and a session from one group is nobody on another group's sites.
 */

const stamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const shopper_users = pgTable(
  "shopper_users",
  {
    id: text("id").primaryKey(),
    account_scope: text("account_scope").notNull(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    ...stamps,
  },
  (t) => [uniqueIndex("shopper_users_scope_email").on(t.account_scope, t.email)],
);

export const shopper_sessions = pgTable(
  "shopper_sessions",
  {
    id: text("id").primaryKey(),
    account_scope: text("account_scope").notNull(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => shopper_users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...stamps,
  },
  (t) => [index("shopper_sessions_user").on(t.userId)],
);

export const shopper_auth_accounts = pgTable("shopper_auth_accounts", {
  id: text("id").primaryKey(),
  account_scope: text("account_scope").notNull(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => shopper_users.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  ...stamps,
});

export const shopper_verifications = pgTable(
  "shopper_verifications",
  {
    id: text("id").primaryKey(),
    account_scope: text("account_scope").notNull(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...stamps,
  },
  (t) => [index("shopper_verifications_identifier").on(t.identifier)],
);

/**
 * The shopper's passkeys (better-auth's passkey plugin): the credential's id and public key,
 * the signature counter, and a name the shopper can recognise. A credential id is unique
 * within a scope, so nobody can register someone else's credential id to their own account.
 */
export const shopper_passkeys = pgTable(
  "shopper_passkeys",
  {
    id: text("id").primaryKey(),
    account_scope: text("account_scope").notNull(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => shopper_users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shopper_passkeys_user").on(t.userId),
    uniqueIndex("shopper_passkeys_scope_credential").on(t.account_scope, t.credentialID),
  ],
);

/** The account's saved cars; `saved_price` is the price when it was saved, for "price dropped". */
export const shopper_watchlist = pgTable(
  "shopper_watchlist",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => shopper_users.id, { onDelete: "cascade" }),
    car_id: integer("car_id").notNull(),
    saved_price: integer("saved_price"),
    /** The price the shopper was last told about (an alert is sent only when it drops below). */
    alerted_price: integer("alerted_price"),
    /** The site address it was saved on, so an alert links back to that site. */
    site_host: text("site_host"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.car_id] })],
);

/**
 * A search the shopper saved (its path and query on one site). The alert job remembers the
 * cars it has already reported (`known_car_ids`), so a car is announced once.
 */
export const shopper_saved_searches = pgTable(
  "shopper_saved_searches",
  {
    id: serial("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => shopper_users.id, { onDelete: "cascade" }),
    website_id: integer("website_id").notNull(),
    /** The site address it was saved on (the tenant host), for the alert's links. */
    site_host: text("site_host").notNull(),
    /** The search page's path and query, as the shopper saw it ("/search/used-cars?make=Kia"). */
    path: text("path").notNull(),
    known_car_ids: jsonb("known_car_ids").$type<number[]>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shopper_saved_searches_user_path").on(t.user_id, t.website_id, t.path)],
);

/** Alert emails: when the shopper's last one was checked for, and whether they unsubscribed. */
export const shopper_alert_state = pgTable("shopper_alert_state", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => shopper_users.id, { onDelete: "cascade" }),
  last_checked_at: timestamp("last_checked_at", { withTimezone: true }),
  unsubscribed_at: timestamp("unsubscribed_at", { withTimezone: true }),
});

/**
 * The account's recently viewed vehicles (newest first) and compare picks (in the order
 * picked) on one site, each a short list of car ids (at most 8 and 4; bounded by
 * domain/accounts/car-lists.ts on every write, which also keeps only the site's own cars).
 */
export const shopper_car_lists = pgTable(
  "shopper_car_lists",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => shopper_users.id, { onDelete: "cascade" }),
    website_id: integer("website_id").notNull(),
    list: text("list").$type<"recently_viewed" | "compare">().notNull(),
    car_ids: jsonb("car_ids").$type<number[]>().notNull().default([]),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.website_id, t.list] })],
);
