import "server-only";
import { desc } from "drizzle-orm";
import { publishedPostsOf } from "@/server/blog/blog-post";
import type { Db } from "@/server/db/client";
import { posts } from "@/server/db/schema/all";

/** A sitemap holds at most 50,000 URLs; a site's posts take a bounded share of that. */
const SITEMAP_POSTS_MAX = 5000;

/** The slugs and dates of a site's published posts, newest first, for its sitemap. */
export async function listSitemapPosts(
  db: Db,
  { site }: { site: { id: number } },
): Promise<{ slug: string; updated_at: Date }[]> {
  return db
    .select({ slug: posts.slug, updated_at: posts.updated_at })
    .from(posts)
    .where(publishedPostsOf(site.id))
    .orderBy(desc(posts.published_at))
    .limit(SITEMAP_POSTS_MAX);
}
