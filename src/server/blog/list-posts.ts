import "server-only";
import { count, desc } from "drizzle-orm";
import { BLOG_PAGE_SIZE } from "@/domain/blog/blog";
import {
  type BlogPostSummary,
  postSummaryColumns,
  publishedPostsOf,
  toSummary,
} from "@/server/blog/blog-post";
import { cached } from "@/server/cache/cached";
import { cacheTags } from "@/server/cache/tags";
import type { Db } from "@/server/db/client";
import { posts } from "@/server/db/schema/all";

/** A post becomes visible when its date comes: the cached list is at most this old. */
const POSTS_REVALIDATE_SECONDS = 300;

/**
 * One page of a site's published posts, newest first, and how many there are in all. The
 * page number is a bounded positive integer (domain/blog parseBlogPageNumber); a page past
 * the end is empty.
 */
export async function listPosts(
  db: Db,
  { site, page }: { site: { id: number }; page: number },
): Promise<{ posts: BlogPostSummary[]; total: number }> {
  return cached(
    (websiteId: number, pageNumber: number) => readPage(db, websiteId, pageNumber),
    ["blog-posts"],
    {
      tags: (websiteId) => [cacheTags.site(websiteId), cacheTags.sitePosts(websiteId)],
      revalidate: POSTS_REVALIDATE_SECONDS,
    },
  )(site.id, page);
}

async function readPage(db: Db, websiteId: number, page: number) {
  const where = publishedPostsOf(websiteId);
  const [rows, [total]] = await Promise.all([
    db
      .select(postSummaryColumns)
      .from(posts)
      .where(where)
      .orderBy(desc(posts.published_at), desc(posts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return { posts: rows.map(toSummary), total: total?.n ?? 0 };
}
