import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { AD_FEED_FORMAT_VERSION, type AdFeedName } from "@/domain/ad-feeds/ad-feed-vehicle";
import { defined } from "@/domain/defined";
import { adFeedScopeSql } from "@/server/ad-feeds/ad-feed-scope-sql";
import type { Db } from "@/server/db/client";
import { ad_feed_versions, cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { cachedSiteStock } from "@/server/stock/cached-site-stock";

export interface AdFeedVersion {
  /** A hash of everything the feed holds at any one origin. */
  content_hash: string;
  /** When that content last changed (ISO): the feed's Last-Modified. */
  changed_at: string;
}

/**
 * Everything besides the rows that a feed's text depends on: the writer's format, the
 * site's name, trade and market, its feed settings and stock scope, its locations (store
 * codes, addresses) and dealerships (Meta's dealer fields).
 */
function siteFingerprint(site: Site, feed: AdFeedName): unknown {
  return [
    AD_FEED_FORMAT_VERSION,
    feed,
    site.name,
    site.template,
    site.market,
    site.config.feeds,
    site.config.stock.scope,
    site.locations.map((l) => [l.id, l.slug, l.name, l.contact_detail.phone ?? null, l.address]),
    site.dealerships.map((d) => [d.id, d.slug, d.name, d.phone]),
  ];
}

async function computeVersion(db: Db, site: Site, feed: AdFeedName, now: Date): Promise<AdFeedVersion> {
  // The rows' part: how many, and an order-free checksum of each row's id and last change, so
  // an edit, an addition, a removal or a car leaving the scope all change it.
  const result = await db.execute<{ n: number; checksum: string }>(sql`
    select count(*)::int as n,
      coalesce(sum(hashtextextended(${cars.id}::text || ':' || (extract(epoch from ${cars.updated_at}) * 1000000)::bigint::text, 0)), 0)::text as checksum
    from ${cars} where ${adFeedScopeSql(site, now)}`);
  const rows = (result as unknown as { rows: { n: number; checksum: string }[] }).rows;
  const { n, checksum } = defined(rows[0], "the feed's aggregate row");
  const contentHash = createHash("sha256")
    .update(JSON.stringify([siteFingerprint(site, feed), n, checksum]))
    .digest("base64url");
  // The time moves only when the hash does: every process (and a restart) agrees on it.
  const [row] = await db
    .insert(ad_feed_versions)
    .values({ website_id: site.id, feed, content_hash: contentHash, changed_at: now })
    .onConflictDoUpdate({
      target: [ad_feed_versions.website_id, ad_feed_versions.feed],
      set: {
        changed_at: sql`case when ${ad_feed_versions.content_hash} = excluded.content_hash then ${ad_feed_versions.changed_at} else excluded.changed_at end`,
        content_hash: sql`excluded.content_hash`,
      },
    })
    .returning({ changed_at: ad_feed_versions.changed_at });
  return {
    content_hash: contentHash,
    changed_at: defined(row, "the feed version row").changed_at.toISOString(),
  };
}

/**
 * A feed's version, through the data cache tagged with the site's stock tags: a feed change
 * (or a change of the site) expires it at once, so a conditional request costs no query while
 * nothing changed and sees a change on the first request after it.
 */
export function readAdFeedVersion({
  site,
  feed,
  now,
}: {
  site: Site;
  feed: AdFeedName;
  now: Date;
}): Promise<AdFeedVersion> {
  return cachedSiteStock("ad-feed-version", site, { now, key: [feed] }, (db) =>
    computeVersion(db, site, feed, now),
  );
}
