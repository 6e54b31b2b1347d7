import "server-only";
import { loadAdFeedReport } from "@/server/ad-feeds/load-ad-feed-report";
import type { Site } from "@/server/sites/site";

/**
 * GET the validation report of a site's ad feeds, as JSON. On the site's own host, beside the
 * feeds, without credentials: it holds nothing the public feeds and vehicle pages do not show
 * (stock numbers, titles, what a listing lacks), and a dealer or their agency can read it
 * where they read the feeds (docs/decisions/015-vehicle-ad-feeds.md).
 */
export async function serveAdFeedReport({ site, now = new Date() }: { site: Site; now?: Date }) {
  return Response.json(await loadAdFeedReport({ site, now }), {
    headers: { "cache-control": "no-cache", "x-robots-tag": "noindex" },
  });
}
