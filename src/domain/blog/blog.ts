import { z } from "zod";
import type { SiteConfig } from "@/domain/config/site-config";
import { pageSectionSchema } from "@/domain/site/page-content";

/**
 * The blog of a site ("blogs settings"; "for one manufacturer-site slug, /blog
 * links become /news"): where it lives, what a post is, and how its list is paged. The
 * setting `blogs` says whether the site has a blog and at which path; links to /blog follow
 * that path, so the /news rule is this one setting, not a separate rewrite.
 */

type BlogSettings = Pick<SiteConfig["blogs"], "enabled" | "path">;

/** The path every configured link and content link uses for "the blog". */
const DEFAULT_BLOG_PATH = "/blog";

/** Posts per list page. */
export const BLOG_PAGE_SIZE = 6;

/** Four digits at most: a longer page number is never a real page, so it is a 404 before any query. */
const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;

/**
 * The slug rule, as for vehicles: letters, digits, hyphen and underscore only (ASCII, so
 * encoded or look-alike characters never reach a query), and bounded in length.
 */
const POST_SLUG = /^[A-Za-z0-9_-]{1,120}$/;

export function isValidPostSlug(slug: string | null | undefined): slug is string {
  return typeof slug === "string" && POST_SLUG.test(slug);
}

/** A post as a dealer writes it: validated on write, so a post that renders is one that was accepted. */
export const blogPostSchema = z
  .object({
    slug: z.string().regex(POST_SLUG, "must be letters, digits, hyphens or underscores (at most 120)"),
    title: z.string().trim().min(1, "is required").max(160),
    excerpt: z.string().trim().min(1, "is required").max(400),
    /** Text sections (paragraphs, a list, links): never HTML. */
    body: z.array(pageSectionSchema).min(1, "needs at least one section"),
    author: z.string().trim().min(1, "is required").max(80),
    /** A site-relative /media/… image (next/image only optimises local media). */
    hero_image_url: z
      .string()
      .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, "must be a /media/ path")
      .nullable()
      .default(null),
    hero_image_alt: z.string().max(200).default(""),
    published_at: z.coerce.date(),
  })
  .strict();

function trimTrailingSlash(path: string): string {
  return path.replace(/\/+$/, "");
}

/** The site's blog path without a trailing slash ('/news'), or null when the site has no blog. */
export function blogBasePath(blogs: BlogSettings): string | null {
  if (!blogs.enabled) return null;
  const base = trimTrailingSlash(blogs.path);
  // A blog at the site root would swallow every page; the setting cannot mean that.
  return base === "" ? null : base;
}

/**
 * Links written as /blog lead to the site's blog path: the prefix rewrite that resolveLink
 * applies (besides the site's own `links.rewrites`).
 */
export function blogLinkRewrites(blogs: BlogSettings): { from: string; to: string }[] {
  const base = blogBasePath(blogs);
  return base === null || base === DEFAULT_BLOG_PATH ? [] : [{ from: DEFAULT_BLOG_PATH, to: base }];
}

/** Every prefix rewrite of a site's links: its configured ones and its blog's. */
export function siteLinkRewrites(
  config: Pick<SiteConfig, "links" | "blogs">,
): { from: string; to: string }[] {
  return [...config.links.rewrites, ...blogLinkRewrites(config.blogs)];
}

export type BlogPathMatch =
  | { kind: "list" }
  | { kind: "post"; slug: string }
  /** /blog or /blog/{slug} on a site whose blog lives elsewhere: a permanent redirect there. */
  | { kind: "moved"; location: string };

/**
 * What a request path means for the site's blog: its list, one of its posts (the slug is
 * not checked here), the old /blog address of a blog that moved, or nothing (null). Deeper
 * paths under the blog are nothing, so they are the site's 404.
 */
export function matchBlogPath(pathname: string, blogs: BlogSettings): BlogPathMatch | null {
  const base = blogBasePath(blogs);
  if (base === null) return null;
  const tail = tailUnder(pathname, base);
  if (tail === "") return { kind: "list" };
  if (tail !== null) return tail.includes("/") ? null : { kind: "post", slug: tail };
  if (base === DEFAULT_BLOG_PATH) return null;
  const old = tailUnder(pathname, DEFAULT_BLOG_PATH);
  if (old === null || old.includes("/")) return null;
  return { kind: "moved", location: old === "" ? base : `${base}/${old}` };
}

/** '' for the base itself, the rest after `base/`, or null when the path is not under it. */
function tailUnder(pathname: string, base: string): string | null {
  const path = trimTrailingSlash(pathname);
  if (path === base) return "";
  if (!path.startsWith(`${base}/`)) return null;
  const tail = path.slice(base.length + 1);
  return tail === "" ? null : tail;
}

/** The address of a post. */
export function blogPostPath(base: string, slug: string): string {
  return `${base}/${slug}`;
}

/**
 * The page number from `?page=`: absent is 1; anything but a plain number from 1 to 9999
 * (zero, signs, decimals, repeats, 10000 and up) is null, which the page answers with 404.
 */
export function parseBlogPageNumber(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  if (typeof raw !== "string" || !PAGE_NUMBER.test(raw)) return null;
  return Number(raw);
}

/** How many list pages `total` posts fill; an empty blog still has its first page. */
export function blogPageCount(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address of list page `page`: the first page is the blog path itself. */
export function blogPageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}?page=${page}`;
}
