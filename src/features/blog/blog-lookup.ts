import "server-only";
import {
  blogBasePath,
  blogPageCount,
  blogPageHref,
  blogPostPath,
  isValidPostSlug,
  matchBlogPath,
  parseBlogPageNumber,
} from "@/domain/blog/blog";
import { blogPostingJsonLd } from "@/domain/blog/blog-json-ld";
import { SOCIAL_IMAGE } from "@/domain/site/timings";
import type { BlogPost } from "@/server/blog/blog-post";
import { getPost } from "@/server/blog/get-post";
import { listPosts } from "@/server/blog/list-posts";
import { getDb } from "@/server/db/client";
import type { Site } from "@/server/sites/site";

// The site's blog as Astro's catch-all page (src/astro/pages/[...path].astro) looks it up and
// describes it: its list, a post, the 308 from /blog to where the site keeps it, or its 404.

export type BlogLookup =
  | { kind: "none" }
  | { kind: "not-found" }
  | { kind: "moved"; location: string }
  | {
      kind: "list";
      site: Site;
      base: string;
      page: number;
      pageCount: number;
      posts: Awaited<ReturnType<typeof listPosts>>["posts"];
    }
  | { kind: "post"; site: Site; base: string; post: BlogPost };

/** The social image of a post: its hero cropped to the 1200×630. */
function blogSocialImagePath(slug: string): string {
  return `/api/blog/${encodeURIComponent(slug)}/social-image`;
}

/**
 * What `pathname` is on the site's blog: its list (`rawPage` is the one `?page=`, null when
 * repeated), a post, a 308 from /blog to where the blog lives, not found (a bad page number or
 * slug, another site's post), or none when the path is not the blog's.
 */
export async function lookUpBlog(
  site: Site,
  pathname: string,
  rawPage: string | undefined | null,
): Promise<BlogLookup> {
  const match = matchBlogPath(pathname, site.config.blogs);
  const base = blogBasePath(site.config.blogs);
  if (match === null || base === null) return { kind: "none" };
  if (match.kind === "moved") return match;
  const db = await getDb();
  if (match.kind === "post") {
    if (!isValidPostSlug(match.slug)) return { kind: "not-found" };
    const post = await getPost(db, { site, slug: match.slug });
    return post ? { kind: "post", site, base, post } : { kind: "not-found" };
  }
  // null stands for a repeated ?page=, which is no page at all.
  const page = parseBlogPageNumber(rawPage === null ? [] : rawPage);
  if (page === null) return { kind: "not-found" };
  const { posts, total } = await listPosts(db, { site, page });
  const pageCount = blogPageCount(total);
  if (page > pageCount) return { kind: "not-found" };
  return { kind: "list", site, base, page, pageCount, posts };
}

/** A blog page's head: its title (before "| {site}"), description, address and social cards. */
export interface BlogHead {
  title: string;
  description: string;
  /** The page's own path (with `?page=` beyond the first). */
  url: string;
  openGraph: {
    type: "website" | "article";
    siteName: string;
    title: string;
    description?: string;
    url: string;
    publishedTime?: string;
    modifiedTime?: string;
    authors?: string[];
    images?: { url: string; width: number; height: number; alt: string }[];
  };
  twitter?: { card: "summary_large_image"; title: string; description: string };
}

/** The list's or the post's head. */
export function blogHead(found: Extract<BlogLookup, { kind: "list" | "post" }>): BlogHead {
  if (found.kind === "list") {
    const { title } = found.site.config.blogs;
    const url = blogPageHref(found.base, found.page);
    return {
      title: found.page > 1 ? `${title}, page ${found.page}` : title,
      description: `News, advice and stories from ${found.site.name}.`,
      url,
      openGraph: { type: "website", siteName: found.site.name, title, url },
    };
  }
  const { post, site, base } = found;
  const url = blogPostPath(base, post.slug);
  return {
    title: post.title,
    description: post.excerpt,
    url,
    openGraph: {
      type: "article",
      siteName: site.name,
      title: post.title,
      description: post.excerpt,
      url,
      publishedTime: post.published_at,
      modifiedTime: post.updated_at,
      authors: [post.author],
      images: post.hero_image_url
        ? [
            {
              url: blogSocialImagePath(post.slug),
              width: SOCIAL_IMAGE.width,
              height: SOCIAL_IMAGE.height,
              alt: post.hero_image_alt,
            },
          ]
        : [],
    },
    twitter: { card: "summary_large_image", title: post.title, description: post.excerpt },
  };
}

/** A post's BlogPosting, its addresses absolute on `origin` (the address the shopper reached). */
export function blogPostJsonLd(found: Extract<BlogLookup, { kind: "post" }>, origin: string) {
  const { site, base, post } = found;
  return blogPostingJsonLd(post, {
    url: `${origin}${blogPostPath(base, post.slug)}`,
    image: post.hero_image_url ? `${origin}${blogSocialImagePath(post.slug)}` : null,
    publisher: site.name,
  });
}
