import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, type ReactNode } from "react";
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
import { queryStringOf } from "@/domain/site/route-query";
import { SOCIAL_IMAGE } from "@/domain/site/timings";
import { BlogArticle } from "@/features/blog/blog-article";
import { BlogList } from "@/features/blog/blog-list";
import { originForHost } from "@/features/seo/origin-for-host";
import type { BlogPost } from "@/server/blog/blog-post";
import { getPost } from "@/server/blog/get-post";
import { listPosts } from "@/server/blog/list-posts";
import { getDb } from "@/server/db/client";
import { getSiteForHost } from "@/server/sites/get-site";
import type { Site } from "@/server/sites/site";

type SearchParams = Record<string, string | string[] | undefined>;

type BlogLookup =
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

// The page and its metadata look the blog up once per request.
const lookUp = cache(
  async (host: string, pathname: string, rawPage: string | undefined | null): Promise<BlogLookup> => {
    const site = await getSiteForHost(host);
    if (!site) return { kind: "none" };
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
  },
);

function pageParam(searchParams: SearchParams): string | undefined | null {
  const raw = searchParams.page;
  return Array.isArray(raw) ? null : raw;
}

/** The list's or the article's metadata, or null when the path is not the site's blog. */
export async function blogPageMetadata(
  host: string,
  pathname: string,
  searchParams: SearchParams,
): Promise<Metadata | null> {
  const found = await lookUp(host, pathname, pageParam(searchParams));
  if (found.kind === "none" || found.kind === "moved") return null;
  if (found.kind === "not-found") return { robots: { index: false, follow: true } };
  const metadataBase = new URL(originForHost(host));
  if (found.kind === "list") {
    const { title } = found.site.config.blogs;
    const url = blogPageHref(found.base, found.page);
    return {
      metadataBase,
      title: found.page > 1 ? `${title}, page ${found.page}` : title,
      description: `News, advice and stories from ${found.site.name}.`,
      alternates: { canonical: url },
      openGraph: { type: "website", siteName: found.site.name, title, url },
    };
  }
  const { post, site, base } = found;
  const url = blogPostPath(base, post.slug);
  return {
    metadataBase,
    title: post.title,
    description: post.excerpt,
    alternates: { canonical: url },
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

/**
 * The site's blog through the catch-all route: its list (paged by ?page=), a post, a 308
 * from /blog to where the blog lives, or a 404 for a bad page number or slug and for another
 * site's post. Null when the path is not the blog's, so the next lookup can try.
 */
export async function renderBlogPage(
  host: string,
  pathname: string,
  searchParams: SearchParams,
): Promise<ReactNode | null> {
  const found = await lookUp(host, pathname, pageParam(searchParams));
  switch (found.kind) {
    case "none":
      return null;
    case "moved":
      permanentRedirect(`${found.location}${queryStringOf(searchParams)}`);
      break;
    case "not-found":
      notFound();
      break;
    case "list":
      return (
        <BlogList
          site={found.site}
          base={found.base}
          posts={found.posts}
          page={found.page}
          pageCount={found.pageCount}
        />
      );
    case "post": {
      const origin = originForHost(host);
      const { site, base, post } = found;
      const jsonLd = blogPostingJsonLd(post, {
        url: `${origin}${blogPostPath(base, post.slug)}`,
        image: post.hero_image_url ? `${origin}${blogSocialImagePath(post.slug)}` : null,
        publisher: site.name,
      });
      return <BlogArticle site={site} base={base} post={post} jsonLd={jsonLd} />;
    }
  }
}
