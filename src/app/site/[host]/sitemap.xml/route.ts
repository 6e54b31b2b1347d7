// GET /sitemap.xml – this site's pages, its blog and every available vehicle
import { blogBasePath, blogPostPath, siteLinkRewrites } from "@/domain/blog/blog";
import type { NavItem } from "@/domain/config/site-config";
import { resolveLink } from "@/domain/site/resolve-link";
import { type SitemapEntry, sitemapXml } from "@/domain/site/sitemap";
import { builtModelPages, isExternalModelHref, modelHref } from "@/domain/stock/model-pages";
import { withModelsDropdown } from "@/domain/stock/models-nav";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import { originForHost } from "@/features/seo/origin-for-host";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { listSitemapPosts } from "@/server/blog/list-sitemap-posts";
import { getDb } from "@/server/db/client";
import { getSiteForHost } from "@/server/sites/get-site";
import { listSiteModels } from "@/server/stock/list-site-models";
import { listSitemapCars } from "@/server/stock/list-sitemap-cars";

// Per request: the answer depends on the address it is asked at and on live stock.
export const dynamic = "force-dynamic";

function withoutFragment(href: string): string {
  const [path = href] = href.split("#", 1);
  return path;
}

function internalPaths(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.href.startsWith("/") && !item.href.startsWith("//") ? [withoutFragment(item.href)] : []),
    ...internalPaths(item.children ?? []),
  ]);
}

export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) return new Response("Not found", { status: 404 });
  const origin = originForHost(host);
  const db = await getDb();
  const blog = blogBasePath(site.config.blogs);
  const [cars, models, posts] = await Promise.all([
    listSitemapCars(db, { site, now: new Date() }),
    listSiteModels(db, { site }).then((all) => builtModelPages(site.config.flags, all)),
    blog === null ? Promise.resolve([]) : listSitemapPosts(db, { site }),
  ]);
  const entries: SitemapEntry[] = [
    { loc: `${origin}/`, changefreq: "daily", priority: 1 },
    { loc: `${origin}${siteSearchPath(site)}`, changefreq: "daily", priority: 0.9 },
  ];
  if (site.dealerships.length > 1) {
    for (const d of site.dealerships)
      entries.push({ loc: `${origin}/search/${d.slug}`, changefreq: "daily", priority: 0.7 });
  }
  for (const category of site.config.stock.search_categories) {
    entries.push({ loc: `${origin}${category.href}`, changefreq: "daily", priority: 0.7 });
  }
  for (const model of models) {
    if (!isExternalModelHref(model))
      entries.push({ loc: `${origin}${modelHref(model)}`, changefreq: "weekly", priority: 0.7 });
  }
  if (blog !== null) {
    entries.push({ loc: `${origin}${blog}`, changefreq: "weekly", priority: 0.6 });
    for (const post of posts) {
      entries.push({
        loc: `${origin}${blogPostPath(blog, post.slug)}`,
        lastmod: post.updated_at,
        changefreq: "monthly",
        priority: 0.5,
      });
    }
  }
  // Navigation paths as the site links them (/pages stripped, /blog to the blog's path).
  const links = {
    siteHost: "",
    use_pages_path: site.config.links.use_pages_path,
    link_rewrites: siteLinkRewrites(site.config),
  };
  // The header as the site shows it: without a /models item when it builds no model pages.
  const header = withModelsDropdown(site.config.navigation.header, models);
  for (const raw of internalPaths([...header, ...site.config.navigation.footer])) {
    const link = resolveLink(raw, links);
    const path = link.kind === "internal" ? link.href : raw;
    if (path !== "/" && !path.startsWith("/api/"))
      entries.push({ loc: `${origin}${path}`, changefreq: "weekly", priority: 0.5 });
  }
  for (const car of cars) {
    entries.push({
      loc: `${origin}${vehiclePath(site.template, car.slug)}`,
      lastmod: car.updated_at,
      changefreq: "daily",
      priority: 0.8,
    });
  }
  return new Response(sitemapXml(entries), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
