// The blog: posts per site, the list's pages, the article lookup, tenant
// isolation, the 404s for bad page numbers and slugs, the /blog → /news move, the social
// image and the sitemap, against PGlite (and PostgreSQL when configured).
// The test sites are reached at {slug}.localhost: a deployment on port 80 (PUBLIC_PORT), the
// port every link the platform writes for them carries.
process.env.PUBLIC_PORT = "80";

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as getSocialImage } from "@/app/site/[host]/api/blog/[slug]/social-image/route";
import { GET as getSitemap } from "@/app/site/[host]/sitemap.xml/route";
import { sitePathAnswer } from "@/astro/lib/site-path-page";
import { BLOG_PAGE_SIZE } from "@/domain/blog/blog";
import { defined } from "@/domain/defined";
import { BLOG_IMAGE_WIDTH, IMAGE_WIDTHS } from "@/domain/site/timings";
import { lookUpBlog } from "@/features/blog/blog-lookup";
import { getPost } from "@/server/blog/get-post";
import { listPosts } from "@/server/blog/list-posts";
import type { Database, Db } from "@/server/db/client";
import { posts } from "@/server/db/schema/all";
import { getSiteForHost } from "@/server/sites/get-site";
import nextConfig from "../../next.config";
import { createTestSite, segment, type TestSite, useAsProcessDatabase } from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const DAY = 86_400_000;

test("SPEC 7: blog images use width 1280, a width the image optimiser serves besides SPEC 9's", () => {
  expect(nextConfig.images?.deviceSizes).toEqual([...IMAGE_WIDTHS, BLOG_IMAGE_WIDTH].sort((a, b) => a - b));
});

describe.each(testDatabaseTargets())("blog on $name", (target) => {
  let database: Database;
  let db: Db;
  let blog: TestSite;
  let news: TestSite;
  let off: TestSite;
  const now = Date.now();

  async function addPost(
    site: TestSite,
    slug: string,
    daysAgo: number,
    extra: Partial<typeof posts.$inferInsert> = {},
  ) {
    await db.insert(posts).values({
      website_id: site.id,
      slug,
      title: `Post ${slug}`,
      excerpt: `About ${slug}`,
      body: [{ body: [`The body of ${slug}.`] }],
      author: "Sam Writer",
      hero_image_url: "/media/blog/suv-blue-2.jpg",
      hero_image_alt: "A blue SUV",
      published_at: new Date(now - daysAgo * DAY),
      ...extra,
    });
  }

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    blog = await createTestSite(db, { config: { blogs: { enabled: true } } });
    news = await createTestSite(db, { config: { blogs: { enabled: true, path: "/news", title: "News" } } });
    off = await createTestSite(db);
    // Eight published posts (two list pages) and one dated next week on the /blog site.
    for (let i = 1; i <= BLOG_PAGE_SIZE + 2; i++) await addPost(blog, `post-${i}`, i);
    await addPost(blog, "scheduled", -7);
    await addPost(news, "news-only", 2);
    await addPost(off, "hidden-away", 2);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe("queries", () => {
    test("a list page holds six posts, newest first, and says how many there are", async () => {
      const first = await listPosts(db, { site: blog, page: 1 });
      expect(first.total).toBe(BLOG_PAGE_SIZE + 2);
      expect(first.posts.map((p) => p.slug)).toEqual([
        "post-1",
        "post-2",
        "post-3",
        "post-4",
        "post-5",
        "post-6",
      ]);
      expect(first.posts[0]).toMatchObject({
        title: "Post post-1",
        author: "Sam Writer",
        hero_image_alt: "A blue SUV",
      });
      expect(typeof defined(first.posts[0], "first.posts[0]").published_at).toBe("string");
      const second = await listPosts(db, { site: blog, page: 2 });
      expect(second.posts.map((p) => p.slug)).toEqual(["post-7", "post-8"]);
      expect((await listPosts(db, { site: blog, page: 3 })).posts).toEqual([]);
    });

    test("a post dated later is neither listed nor found", async () => {
      const all = await listPosts(db, { site: blog, page: 2 });
      expect(all.posts.map((p) => p.slug)).not.toContain("scheduled");
      expect(await getPost(db, { site: blog, slug: "scheduled" })).toBeNull();
    });

    test("a post belongs to its site only", async () => {
      expect(await getPost(db, { site: news, slug: "news-only" })).toMatchObject({
        title: "Post news-only",
        body: [{ body: ["The body of news-only."] }],
      });
      expect(await getPost(db, { site: blog, slug: "news-only" })).toBeNull();
      expect((await listPosts(db, { site: news, page: 1 })).posts.map((p) => p.slug)).toEqual(["news-only"]);
    });
  });

  // The blog's own lookup (what Astro's catch-all asks first): the list, a post, the 308 from
  // /blog to where the site keeps it, a 404, or none when the path is not the blog's.
  describe("the blog's lookup", () => {
    async function render(site: TestSite, path: string, query: { page?: string | string[] } = {}) {
      const found = defined(await getSiteForHost(site.host), "the test site");
      const rawPage = Array.isArray(query.page) ? null : query.page;
      const result = await lookUpBlog(found, path, rawPage);
      switch (result.kind) {
        case "none":
          return "none";
        case "list":
        case "post":
          return "page";
        case "not-found":
          return "404";
        case "moved":
          return `308 ${result.location}`;
      }
    }

    test.each([
      ["the list", "/blog", {}, "page"],
      ["the list with a trailing slash", "/blog/", {}, "page"],
      ["page 2", "/blog", { page: "2" }, "page"],
      ["page 3 (past the end)", "/blog", { page: "3" }, "404"],
      ["page 0", "/blog", { page: "0" }, "404"],
      ["a huge page number", "/blog", { page: "99999999999999999999999" }, "404"],
      ["a negative page number", "/blog", { page: "-1" }, "404"],
      ["a page number that is not a number", "/blog", { page: "2abc" }, "404"],
      ["a repeated page number", "/blog", { page: ["1", "2"] }, "404"],
      ["a post", "/blog/post-3", {}, "page"],
      ["an unknown post", "/blog/no-such-post", {}, "404"],
      ["another site's post", "/blog/news-only", {}, "404"],
      ["a post of a site with the blog off", "/blog/hidden-away", {}, "404"],
      ["a scheduled post", "/blog/scheduled", {}, "404"],
      ["a slug with a dot", "/blog/post-3.html", {}, "404"],
      ["a slug with a quote", "/blog/post'3", {}, "404"],
      ["a slug of 121 characters", `/blog/${"a".repeat(121)}`, {}, "404"],
      ["a path under a post", "/blog/post-3/more", {}, "none"],
      ["/news on a /blog site", "/news", {}, "none"],
    ])("/blog site: %s → %s", async (_name, path, query, expected) => {
      expect(await render(blog, path, query)).toBe(expected);
    });

    test.each([
      ["the list", "/news", "page"],
      ["a post", "/news/news-only", "page"],
      ["the old list address", "/blog", "308 /news"],
      ["an old post address", "/blog/news-only", "308 /news/news-only"],
      ["another site's post", "/news/post-1", "404"],
    ])("/news site: %s → %s", async (_name, path, expected) => {
      expect(await render(news, path)).toBe(expected);
    });

    test("a site with the blog off has no blog pages: the lookup goes on to the next kind of page", async () => {
      expect(await render(off, "/blog")).toBe("none");
      expect(await render(off, "/blog/hidden-away")).toBe("none");
    });
  });

  // Astro's catch-all page (src/astro/pages/[...path].astro) looks a path up as Next's route
  // did: the blog first, then information pages, then a model page at its own path, else the
  // site's 404.
  describe("Astro's answer for the same paths", () => {
    async function answer(site: TestSite, pathAndQuery: string): Promise<string> {
      const found = defined(await getSiteForHost(site.host), "the test site");
      const result = await sitePathAnswer(found, new URL(pathAndQuery, "http://site.localhost"));
      switch (result.kind) {
        case "blog":
          return `blog ${result.found.kind}`;
        case "information":
          return `information ${result.list}`;
        case "redirect":
          return `308 ${result.location}`;
        case "model":
          return `model ${result.model.slug}`;
        case "not-found":
          return "404";
      }
    }

    test.each([
      ["/blog site", "/blog", "blog list"],
      ["/blog site", "/blog?page=2", "blog list"],
      ["/blog site", "/blog?page=3", "404"],
      ["/blog site", "/blog?page=1&page=2", "404"],
      ["/blog site", "/blog/post-3", "blog post"],
      ["/blog site", "/blog/news-only", "404"],
      ["/blog site", "/blog/scheduled", "404"],
      ["/news site", "/blog", "308 /news"],
      [
        "/news site",
        "/blog/news-only?utm_source=x&a=1&utm_source=y",
        "308 /news/news-only?utm_source=x&utm_source=y&a=1",
      ],
      ["blog off", "/blog", "404"],
      ["/blog site", "/about-us", "information content"],
      ["/blog site", "/our-locations", "information locations"],
      ["/blog site", "/pages/about-us?x=1", "308 /about-us?x=1"],
      // Careers and offers: their lists and forms (src/astro/lib/information-form.ts).
      ["/blog site", "/careers", "information careers"],
      ["/blog site", "/current-positions", "information careers"],
      ["/blog site", "/special-offers", "information offers"],
    ])("%s: %s → %s", async (name, path, expected) => {
      const site = { "/blog site": blog, "/news site": news, "blog off": off }[name];
      expect(await answer(defined(site, name), path)).toBe(expected);
    });
  });

  describe("social image", () => {
    const image = (site: TestSite, slug: string) =>
      getSocialImage(
        new Request(`http://${site.host}/api/blog/${slug}/social-image`),
        segment({ host: site.host, slug }),
      );

    test("a post's picture is a JPEG; another site's post, a bad slug and a blog that is off have none", async () => {
      const res = await image(blog, "post-1");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect((await image(blog, "news-only")).status).toBe(404);
      expect((await image(blog, "..%2fetc")).status).toBe(404);
      expect((await image(off, "hidden-away")).status).toBe(404);
    });
  });

  describe("sitemap", () => {
    const sitemap = async (site: TestSite) =>
      (await getSitemap(new Request(`http://${site.host}/sitemap.xml`), segment({ host: site.host }))).text();

    test("lists the blog and its published posts, at the blog's path, and nothing of other sites", async () => {
      const own = await sitemap(blog);
      expect(own).toContain(`<loc>http://${blog.host}/blog</loc>`);
      expect(own).toContain(`<loc>http://${blog.host}/blog/post-1</loc>`);
      expect(own).toContain(`<loc>http://${blog.host}/blog/post-8</loc>`);
      expect(own).not.toContain("scheduled");
      expect(own).not.toContain("news-only");
      const moved = await sitemap(news);
      expect(moved).toContain(`<loc>http://${news.host}/news</loc>`);
      expect(moved).toContain(`<loc>http://${news.host}/news/news-only</loc>`);
      expect(moved).not.toContain("/blog");
      const none = await sitemap(off);
      expect(none).not.toContain("/blog");
      expect(none).not.toContain("hidden-away");
    });
  });
});
