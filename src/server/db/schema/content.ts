import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PageSection } from "@/domain/site/page-content";
import { websites } from "@/server/db/schema/tenancy";

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

/**
 * Blog posts ("blogs settings"): per-site articles listed newest first at the site's
 * blog path. Not rows of `pages`: a post has a date, an author and a hero image, and the list
 * is ordered and paged by date. The body is the same structured sections as a page (text,
 * never HTML), so nothing from here is rendered as markup.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    website_id: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: jsonb("body").$type<PageSection[]>().notNull().default([]),
    author: text("author").notNull(),
    /** A site-relative /media/… image, drawn at seed time like the vehicle photos. */
    hero_image_url: text("hero_image_url"),
    hero_image_alt: text("hero_image_alt").notNull().default(""),
    published_at: timestamp("published_at", { withTimezone: true }).notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("posts_website_slug_idx").on(t.website_id, t.slug),
    index("posts_website_published_idx").on(t.website_id, t.published_at),
  ],
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
