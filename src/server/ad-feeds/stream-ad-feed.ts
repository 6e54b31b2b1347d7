import "server-only";
import { adFeedIssues, isSent } from "@/domain/ad-feeds/ad-feed-report";
import { type AdFeedName, type AdFeedSite, adFeedVehicle } from "@/domain/ad-feeds/ad-feed-vehicle";
import { GOOGLE_FEED_FOOTER, googleFeedHeader, googleFeedItem } from "@/domain/ad-feeds/google-vehicle-feed";
import { META_FEED_HEADER, metaFeedRow } from "@/domain/ad-feeds/meta-vehicle-feed";
import { listAdFeedCars } from "@/server/ad-feeds/list-ad-feed-cars";
import type { Db } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import type { Site } from "@/server/sites/site";

/**
 * A feed's text as a stream: the header, then each batch of cars (listAdFeedCars) written
 * as items, then the footer. The next batch is read only when the client has taken the last
 * one (a pull stream with a queue of one chunk), so memory stays flat at any size and a client
 * that stops reading stops the queries. Vehicles with an error (a required attribute missing)
 * are left out; the report says which and why.
 */
export function streamAdFeed(
  db: Db,
  { site, feedSite, feed, now }: { site: Site; feedSite: AdFeedSite; feed: AdFeedName; now: Date },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let done = false;
  const write = (row: Parameters<typeof adFeedVehicle>[0]): string => {
    const vehicle = adFeedVehicle(row, feedSite, feed);
    if (!isSent(adFeedIssues(vehicle, feed, feedSite.template))) return "";
    return feed === "google" ? googleFeedItem(vehicle) : metaFeedRow(vehicle, feedSite);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(feed === "google" ? googleFeedHeader(feedSite) : META_FEED_HEADER));
      },
      async pull(controller) {
        if (done) return;
        try {
          const rows = await listAdFeedCars(db, { site, now, afterId });
          const last = rows.at(-1);
          if (last === undefined) {
            done = true;
            if (feed === "google") controller.enqueue(encoder.encode(GOOGLE_FEED_FOOTER));
            controller.close();
            return;
          }
          afterId = last.id;
          controller.enqueue(encoder.encode(rows.map(write).join("")));
        } catch (error) {
          // Headers are sent already: the client sees a cut-off document, never a partial one
          // that parses (the closing tags never come).
          done = true;
          logger().error({ err: error, site: site.slug, feed }, "vehicle ad feed failed mid-stream");
          controller.error(error);
        }
      },
      cancel() {
        done = true;
      },
    },
    { highWaterMark: 1 },
  );
}
