import { describe, expect, test } from "vitest";
import { robotsTxt, sitemapXml } from "@/domain/site/sitemap";

describe("sitemapXml", () => {
  test("a urlset with escaped locations, day-precision lastmod and no duplicates", () => {
    const xml = sitemapXml([
      { loc: "https://a.example/", changefreq: "daily", priority: 1 },
      { loc: "https://a.example/search/x?make=A&model=B", lastmod: new Date("2025-03-04T22:10:00Z") },
      { loc: "https://a.example/", priority: 0.5 },
      { loc: "https://a.example/cars/c", lastmod: "not a date" },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://a.example/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>",
        "<url><loc>https://a.example/search/x?make=A&amp;model=B</loc><lastmod>2025-03-04</lastmod></url>",
        "<url><loc>https://a.example/cars/c</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});

describe("robotsTxt", () => {
  test("allows the site, keeps crawlers out of APIs and checkout, and names the sitemap", () => {
    const text = robotsTxt("https://a.example");
    expect(text).toContain("User-agent: *\nAllow: /\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Disallow: /cars/*/checkout\n");
    expect(text.trimEnd().endsWith("Sitemap: https://a.example/sitemap.xml")).toBe(true);
  });
});
