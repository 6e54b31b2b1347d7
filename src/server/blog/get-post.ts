import "server-only";
import { and, eq } from "drizzle-orm";
import { type BlogPost, postSummaryColumns, publishedPostsOf, toSummary } from "@/server/blog/blog-post";
import { cached } from "@/server/cache/cached";
import { cacheTags } from "@/server/cache/tags";
import type { Db } from "@/server/db/client";
import { posts } from "@/server/db/schema/all";

/**
 * A site's published post by slug, or null: another site's post, a post not yet dated and an
 * unknown slug are all null. The slug has passed isValidPostSlug before it gets here.
 */
export async function getPost(
  db: Db,
  { site, slug }: { site: { id: number }; slug: string },
): Promise<BlogPost | null> {
  return cached((websiteId: number, postSlug: string) => readPost(db, websiteId, postSlug), ["blog-post"], {
    tags: (websiteId) => [cacheTags.site(websiteId), cacheTags.sitePosts(websiteId)],
    revalidate: 300,
  })(site.id, slug);
}

async function readPost(db: Db, websiteId: number, slug: string): Promise<BlogPost | null> {
  const [row] = await db
    .select({ ...postSummaryColumns, body: posts.body })
    .from(posts)
    .where(and(publishedPostsOf(websiteId), eq(posts.slug, slug)))
    .limit(1);
  return row ? toSummary(row) : null;
}
