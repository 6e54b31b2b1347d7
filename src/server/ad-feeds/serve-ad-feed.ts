import "server-only";
import { createHash } from "node:crypto";
import { type AdFeedName, adFeedAvailability } from "@/domain/ad-feeds/ad-feed-vehicle";
import { isNotModified } from "@/domain/input/conditional-request";
import { readAdFeedVersion } from "@/server/ad-feeds/read-ad-feed-version";
import { streamAdFeed } from "@/server/ad-feeds/stream-ad-feed";
import { toAdFeedSite } from "@/server/ad-feeds/to-ad-feed-site";
import type { Db } from "@/server/db/client";
import { AppError } from "@/server/http/app-error";
import { enforceRateLimit, type RateLimit } from "@/server/http/rate-limit";
import { siteOriginAt } from "@/server/sites/platform-address";
import type { Site } from "@/server/sites/site";

const CONTENT_TYPE: Record<AdFeedName, string> = {
  google: "application/xml; charset=utf-8",
  meta: "text/csv; charset=utf-8",
};

/**
 * Whole feeds one client may download from one site in an hour. Ad platforms fetch a feed a
 * few times a day; a 304 is not counted. A large feed costs the database a read of every
 * vehicle, so no client may ask for it without end.
 */
const FULL_DOWNLOADS: RateLimit = { name: "ad-feed", points: 60, windowSeconds: 3600 };

/**
 * GET a site's vehicle ad feed: 404 naming the reason when the site serves none
 * (adFeedAvailability); 304 when the client's copy is current (ETag, Last-Modified); else the
 * feed, streamed. Caches may keep it but must ask again each time (no-cache): a feed change
 * shows on the next fetch, and an unchanged feed costs the platform a 304.
 */
export async function serveAdFeed(
  db: Db,
  {
    site,
    feed,
    request,
    host,
    ip,
    now = new Date(),
  }: { site: Site; feed: AdFeedName; request: Request; host: string; ip: string; now?: Date },
): Promise<Response> {
  const availability = adFeedAvailability(site, feed);
  if (!availability.ok) throw new AppError("not_found", availability.reason);
  const origin = siteOriginAt(host);
  const version = await readAdFeedVersion({ site, feed, now });
  // The same rows read at another address (a custom domain, the platform host) link there.
  const etag = `W/"${createHash("sha256").update(`${version.content_hash} ${origin}`).digest("base64url").slice(0, 32)}"`;
  const lastModified = new Date(version.changed_at);
  const headers: Record<string, string> = {
    etag,
    "last-modified": lastModified.toUTCString(),
    "cache-control": "public, no-cache",
    // For ad platforms, not search results.
    "x-robots-tag": "noindex",
  };
  const conditional = {
    ifNoneMatch: request.headers.get("if-none-match"),
    ifModifiedSince: request.headers.get("if-modified-since"),
  };
  if (isNotModified(conditional, { etag, lastModified })) return new Response(null, { status: 304, headers });
  await enforceRateLimit(FULL_DOWNLOADS, { site, ip });
  const body = streamAdFeed(db, { site, feedSite: toAdFeedSite(site, origin), feed, now });
  return new Response(body, {
    status: 200,
    headers: {
      ...headers,
      "content-type": CONTENT_TYPE[feed],
      "content-disposition": `inline; filename="${feed === "google" ? "google-vehicles.xml" : "meta-vehicles.csv"}"`,
    },
  });
}
