import "server-only";
import {
  addToFeedReport,
  adFeedIssues,
  type FeedReport,
  finishFeedReport,
  startFeedReport,
} from "@/domain/ad-feeds/ad-feed-report";
import { AD_FEEDS, adFeedAvailability, adFeedVehicle } from "@/domain/ad-feeds/ad-feed-vehicle";
import { adFeedScopeSql } from "@/server/ad-feeds/ad-feed-scope-sql";
import { listAdFeedCars } from "@/server/ad-feeds/list-ad-feed-cars";
import { toAdFeedSite } from "@/server/ad-feeds/to-ad-feed-site";
import type { Db } from "@/server/db/client";
import type { Site } from "@/server/sites/site";
import { cachedSiteStock } from "@/server/stock/cached-site-stock";

export interface AdFeedReports {
  site: string;
  /** When these counts were made (they are cached until the site's stock changes). */
  checked_at: string;
  feeds: FeedReport[];
}

async function buildReports(db: Db, site: Site, now: Date): Promise<AdFeedReports> {
  // The report names vehicles by path; no link in it depends on the address it is asked at.
  const feedSite = toAdFeedSite(site, "");
  const reports = AD_FEEDS.map((feed) => ({
    feed,
    builder: startFeedReport(feed, adFeedAvailability(site, feed)),
  }));
  const served = reports.filter(({ builder }) => builder.report.not_served === null);
  const scope = adFeedScopeSql(site, now);
  let afterId = 0;
  while (served.length > 0) {
    const rows = await listAdFeedCars(db, { scope, afterId });
    const last = rows.at(-1);
    if (last === undefined) break;
    afterId = last.id;
    for (const { feed, builder } of served) {
      for (const row of rows) {
        const vehicle = adFeedVehicle(row, feedSite, feed);
        addToFeedReport(builder, vehicle, adFeedIssues(vehicle, feed, site.template));
      }
    }
  }
  return {
    site: site.slug,
    checked_at: now.toISOString(),
    feeds: reports.map(({ builder }) => finishFeedReport(builder)),
  };
}

/**
 * The validation report of a site's vehicle ad feeds: both feeds over the
 * same batches the feeds are written from (flat memory at any size), each vehicle checked by
 * its feed's rules. Cached with the site's stock tags: the report is as fresh as the feeds, and
 * asking for it again costs nothing until the stock changes.
 */
export function loadAdFeedReport({ site, now }: { site: Site; now: Date }): Promise<AdFeedReports> {
  return cachedSiteStock("ad-feed-report", site, { now }, (db) => buildReports(db, site, now));
}
