import { describe, expect, test } from "vitest";
import {
  BLOG_PAGE_SIZE,
  blogLinkRewrites,
  blogPageCount,
  blogPageHref,
  blogPostSchema,
  isValidPostSlug,
  matchBlogPath,
  parseBlogPageNumber,
  siteLinkRewrites,
} from "@/domain/blog/blog";
import { resolveLink } from "@/domain/site/resolve-link";

const BLOG = { enabled: true, path: "/blog" };
const NEWS = { enabled: true, path: "/news" };
const OFF = { enabled: false, path: "/blog" };

describe("matchBlogPath", () => {
  test.each([
    ["/blog", BLOG, { kind: "list" }],
    ["/blog/", BLOG, { kind: "list" }],
    ["/blog/winter-tyres", BLOG, { kind: "post", slug: "winter-tyres" }],
    ["/blog/a/b", BLOG, null],
    ["/blogger", BLOG, null],
    ["/news", BLOG, null],
    ["/blog", OFF, null],
    ["/blog/winter-tyres", OFF, null],
    // SPEC 2: for one manufacturer site /blog becomes /news.
    ["/news", NEWS, { kind: "list" }],
    ["/news/cx-5-review", NEWS, { kind: "post", slug: "cx-5-review" }],
    ["/blog", NEWS, { kind: "moved", location: "/news" }],
    ["/blog/cx-5-review", NEWS, { kind: "moved", location: "/news/cx-5-review" }],
    ["/blog/a/b", NEWS, null],
    ["/news", { enabled: false, path: "/news" }, null],
    ["/about/news/x", { enabled: true, path: "/about/news/" }, { kind: "post", slug: "x" }],
    ["/anything", { enabled: true, path: "/" }, null],
  ])("%s with %o → %o", (pathname, blogs, expected) => {
    expect(matchBlogPath(pathname, blogs)).toEqual(expected);
  });
});

describe("the /blog link rewrite comes from the blog's path", () => {
  test.each([
    [BLOG, []],
    [OFF, []],
    [NEWS, [{ from: "/blog", to: "/news" }]],
    [{ enabled: true, path: "/news/" }, [{ from: "/blog", to: "/news" }]],
  ])("%o → %o", (blogs, expected) => {
    expect(blogLinkRewrites(blogs)).toEqual(expected);
  });

  test.each([
    ["/blog", "/news"],
    ["/blog/", "/news"],
    ["/blog/cx-5-review", "/news/cx-5-review"],
    ["/blogger", "/blogger"],
    ["/pages/about-us", "/about-us"],
  ])("on a /news site a link to %s leads to %s", (href, expected) => {
    const link_rewrites = siteLinkRewrites({
      links: {
        use_pages_path: false,
        rewrites: [],
        manufacturer_base_domain: null,
        prefetch_my_garage: true,
        prefetch_our_locations: true,
      },
      blogs: { ...NEWS, title: "News" },
    });
    expect(
      resolveLink(href, { siteHost: "a.localhost", use_pages_path: false, link_rewrites }),
    ).toMatchObject({
      kind: "internal",
      href: expected,
    });
  });
});

describe("post slugs are bounded like vehicle slugs (SPEC 5)", () => {
  test.each([
    ["winter-tyres", true],
    ["CX_5-2025", true],
    ["a".repeat(120), true],
    ["a".repeat(121), false],
    ["", false],
    ["two words", false],
    ["dots.html", false],
    ["%2e%2e", false],
    ["ünïcode", false],
    ["a/b", false],
    [undefined, false],
  ])("%s → %s", (slug, valid) => {
    expect(isValidPostSlug(slug)).toBe(valid);
  });
});

describe("list pages", () => {
  test.each([
    [undefined, 1],
    ["1", 1],
    ["2", 2],
    ["9999", 9999],
    ["10000", null],
    ["99999999999999999999", null],
    ["0", null],
    ["-1", null],
    ["01", null],
    ["1.5", null],
    ["abc", null],
    ["", null],
    [["1", "2"], null],
  ])("?page=%o → %o", (raw, expected) => {
    expect(parseBlogPageNumber(raw)).toBe(expected);
  });

  test.each([
    [0, 1],
    [1, 1],
    [BLOG_PAGE_SIZE, 1],
    [BLOG_PAGE_SIZE + 1, 2],
    [BLOG_PAGE_SIZE * 3, 3],
  ])("%i posts fill %i pages", (total, pages) => {
    expect(blogPageCount(total)).toBe(pages);
  });

  test.each([
    [1, "/news"],
    [2, "/news?page=2"],
  ])("page %i is at %s", (page, href) => {
    expect(blogPageHref("/news", page)).toBe(href);
  });
});

describe("blogPostSchema", () => {
  const valid = {
    slug: "winter-tyres",
    title: "Winter tyres",
    excerpt: "Why and when.",
    body: [{ heading: "Why", body: ["Grip."] }],
    author: "Sam",
    hero_image_url: "/media/blog/suv-blue-2.jpg",
    published_at: "2025-06-01T00:00:00Z",
  };
  test("accepts a post", () => {
    expect(blogPostSchema.parse(valid).published_at).toEqual(new Date("2025-06-01T00:00:00Z"));
  });
  test.each([
    ["slug", { slug: "../etc" }],
    ["title", { title: " " }],
    ["body", { body: [] }],
    ["hero_image_url", { hero_image_url: "https://example.com/x.jpg" }],
    ["hero_image_url", { hero_image_url: '/media/x"onerror=.jpg' }],
    ["body", { body: [{ html: "<script>" }] }],
  ])("refuses a bad %s", (field, change) => {
    const result = blogPostSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
