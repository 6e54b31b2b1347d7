import { escapeMarkup } from "@/domain/security/escape-markup";

export interface SitemapEntry {
  /** absolute URL */
  loc: string;
  lastmod?: Date | string | null;
  changefreq?: "daily" | "weekly" | "monthly";
  priority?: number;
}

function isoDay(value: Date | string): string | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** A sitemaps.org urlset; each URL once, in the order given. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.loc)) continue;
    seen.add(entry.loc);
    const parts = [`<loc>${escapeMarkup(entry.loc)}</loc>`];
    const lastmod = entry.lastmod ? isoDay(entry.lastmod) : null;
    if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    urls.push(`<url>${parts.join("")}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Paths crawlers should skip: form and checkout steps, APIs and signed-in areas are not
 * search landing pages (and checkout pages for sold cars would be soft 404s).
 */
const ROBOTS_DISALLOW = [
  "/api/",
  "/checkout-journey",
  "/success",
  "/my-garage",
  "/saved",
  "/cars/*/checkout",
  "/cars/*/buy-online",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
