import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { type PageSection, posts } from "@/server/db/schema/all";

/** A post in a list (JSON-safe: cached, so dates are ISO strings). */
export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  hero_image_url: string | null;
  hero_image_alt: string;
  published_at: string;
  updated_at: string;
}

/** A post with its body, for its article page. */
export interface BlogPost extends BlogPostSummary {
  body: PageSection[];
}

export const postSummaryColumns = {
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  author: posts.author,
  hero_image_url: posts.hero_image_url,
  hero_image_alt: posts.hero_image_alt,
  published_at: posts.published_at,
  updated_at: posts.updated_at,
};

/** Published: dated now or earlier. A post dated later waits. */
export function publishedPostsOf(websiteId: number) {
  return and(eq(posts.website_id, websiteId), lte(posts.published_at, sql`now()`));
}

export function toSummary<T extends { published_at: Date; updated_at: Date }>(
  row: T,
): Omit<T, "published_at" | "updated_at"> & { published_at: string; updated_at: string } {
  return { ...row, published_at: row.published_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
