import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PageSection } from "../../../domain/site/page-content";
import { websites } from "./tenancy";

export type { PageSection };

/** Information pages (about-us, privacy-policy, warranty, …) as per-site content records. */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** Path without the leading slash or /pages prefix, e.g. "about-us". */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    sections: jsonb("sections").$type<PageSection[]>().notNull().default([]),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("pages_website_slug_idx").on(t.website_id, t.slug)],
);

export const careers = pgTable(
  "careers",
  {
    id: serial("id").primaryKey(),
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    location: text("location").notNull(),
    employment_type: text("employment_type").notNull(),
    summary: text("summary").notNull(),
    posted_at: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("careers_website_idx").on(t.website_id)],
);
