import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, type ReactNode } from "react";
import { queryStringOf } from "@/domain/site/route-query";
import { BlogArticle } from "@/features/blog/blog-article";
import { BlogList } from "@/features/blog/blog-list";
import { type BlogLookup, blogHead, blogPostJsonLd, lookUpBlog } from "@/features/blog/blog-lookup";
import { originForHost } from "@/features/seo/origin-for-host";
import { getSiteForHost } from "@/server/sites/get-site";

type SearchParams = Record<string, string | string[] | undefined>;

// The page and its metadata look the blog up once per request.
const lookUp = cache(
  async (host: string, pathname: string, rawPage: string | undefined | null): Promise<BlogLookup> => {
    const site = await getSiteForHost(host);
    return site ? lookUpBlog(site, pathname, rawPage) : { kind: "none" };
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
  const { title, description, url, openGraph, twitter } = blogHead(found);
  return {
    metadataBase: new URL(originForHost(host)),
    title,
    description,
    alternates: { canonical: url },
    openGraph,
    ...(twitter && { twitter }),
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
      const { site, base, post } = found;
      const jsonLd = blogPostJsonLd(found, originForHost(host));
      return <BlogArticle site={site} base={base} post={post} jsonLd={jsonLd} />;
    }
  }
}
