import "server-only";
import { adFeedIssues, isSent } from "@/domain/ad-feeds/ad-feed-report";
import {
  type AdFeedCarRow,
  type AdFeedName,
  type AdFeedSite,
  adFeedVehicle,
} from "@/domain/ad-feeds/ad-feed-vehicle";
import { GOOGLE_FEED_FOOTER, googleFeedHeader, googleFeedItem } from "@/domain/ad-feeds/google-vehicle-feed";
import { META_FEED_HEADER, metaFeedRow } from "@/domain/ad-feeds/meta-vehicle-feed";
import { defined } from "@/domain/defined";
import { adFeedScopeSql } from "@/server/ad-feeds/ad-feed-scope-sql";
import { listAdFeedCars } from "@/server/ad-feeds/list-ad-feed-cars";
import type { Db } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import type { Site } from "@/server/sites/site";

/**
 * A feed's text as a stream: the header, then each batch of cars (listAdFeedCars) written
 * as items, then the footer. A pull stream with a queue of one chunk that writes one chunk
 * per pull, so a chunk is written only when the client has taken the last one: what is held
 * is that chunk, the batch being written and the one being read, whatever the feed's size,
 * and a client that stops reading stops the queries (after the one already asked for).
 * Vehicles with an error (a required attribute missing) are left out; the report says which
 * and why.
 */
/** Items per chunk written out (about 100 KB of Google's XML). */
const CHUNK_ITEMS = 50;

export function streamAdFeed(
  db: Db,
  { site, feedSite, feed, now }: { site: Site; feedSite: AdFeedSite; feed: AdFeedName; now: Date },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let done = false;
  const write = (row: Parameters<typeof adFeedVehicle>[0]): string => {
    const vehicle = adFeedVehicle(row, feedSite, feed);
    if (!isSent(adFeedIssues(vehicle, feed, feedSite.template))) return "";
    return feed === "google" ? googleFeedItem(vehicle) : metaFeedRow(vehicle, feedSite);
  };
  // The next batch is asked for as soon as this one arrives, so the database reads it while
  // this one is written out: at most two batches are ever held.
  const scope = adFeedScopeSql(site, now);
  const read = (afterId: number) => listAdFeedCars(db, { scope, afterId });
  let next: Promise<AdFeedCarRow[]> | null = null;
  let rows: AdFeedCarRow[] = [];
  let at = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(feed === "google" ? googleFeedHeader(feedSite) : META_FEED_HEADER));
        next = read(0);
        // Awaited in pull; a failure before then must not go unhandled.
        next.catch(() => {});
      },
      // One chunk per pull: the stream asks again only once the client has taken it, so what
      // is held is the chunk in the queue, the batch being written and the one being read.
      async pull(controller) {
        try {
          while (!done && next !== null) {
            if (at >= rows.length) {
              rows = await next;
              at = 0;
              const last = rows.at(-1);
              if (last === undefined) {
                done = true;
                if (feed === "google") controller.enqueue(encoder.encode(GOOGLE_FEED_FOOTER));
                controller.close();
                return;
              }
              next = read(last.id);
              next.catch(() => {});
            }
            // In pieces of a few dozen items: each string and its bytes stay small enough for the
            // young generation, which the garbage collector clears cheaply (a batch as one
            // string of megabytes went to the large-object space and cost more than the rest).
            const end = Math.min(at + CHUNK_ITEMS, rows.length);
            let text = "";
            for (; at < end; at++) text += write(defined(rows[at], "a feed row"));
            if (text !== "") {
              controller.enqueue(encoder.encode(text));
              return;
            }
          }
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
