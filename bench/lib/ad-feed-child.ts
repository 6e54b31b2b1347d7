// One vehicle ad feed produced in a process of its own, so its peak memory is the feed's
// alone (bench/feeds.ts runs it several times). Opens the schema, loads the site, reads the
// feed's version (the cached aggregate behind ETag and Last-Modified), then consumes the
// stream the route answers with, counting bytes and items. Prints one JSON line.
//
//   tsx --conditions=react-server bench/lib/ad-feed-child.ts <pg url> <schema> <site slug> <google|meta>
import { defined } from "../../src/domain/defined";
import { readAdFeedVersion } from "../../src/server/ad-feeds/read-ad-feed-version";
import { streamAdFeed } from "../../src/server/ad-feeds/stream-ad-feed";
import { toAdFeedSite } from "../../src/server/ad-feeds/to-ad-feed-site";
import { openDatabase } from "../../src/server/db/client";
import { setSingleton } from "../../src/server/singleton";
import { loadSite } from "../../src/server/sites/load-site";

const [url, schema, slug, feedArg] = process.argv.slice(2);
const feed = feedArg === "meta" ? "meta" : "google";
const database = await openDatabase({
  url: defined(url, "the PostgreSQL URL"),
  pgSchema: schema,
  poolSize: 2,
});
// The process database (getDb, which the cached version read goes through) is this one.
setSingleton("database", Promise.resolve(database));
try {
  const site = defined(await loadSite(database.db, { hostname: "", slug: slug ?? null }), `site ${slug}`);
  const now = new Date();
  const rssBefore = process.memoryUsage().rss;
  let t0 = performance.now();
  await readAdFeedVersion({ site, feed, now });
  const versionMs = performance.now() - t0;
  t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const stream = streamAdFeed(database.db, {
    site,
    feedSite: toAdFeedSite(site, "https://bench.example"),
    feed,
    now,
  });
  const reader = stream.getReader();
  // Each batch arrives whole (an item never spans two chunks): items are counted in the bytes.
  // A Meta row is one line (the demo descriptions have no line breaks), the header the first.
  const mark = Buffer.from(feed === "google" ? "<item>" : "\n");
  let bytes = 0;
  let items = 0;
  let peakSampled = rssBefore;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    for (let i = chunk.indexOf(mark); i !== -1; i = chunk.indexOf(mark, i + 1)) items += 1;
    peakSampled = Math.max(peakSampled, process.memoryUsage().rss);
  }
  const feedMs = performance.now() - t0;
  // The process's own CPU time for the feed: on a machine other work keeps busy, the wall time
  // is mostly waiting for a core, and this says what the feed itself cost.
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const vehicles = feed === "google" ? items : items - 1;
  console.log(
    JSON.stringify({
      feed,
      vehicles,
      bytes,
      versionMs,
      feedMs,
      cpuMs,
      rssBeforeMb: rssBefore / 2 ** 20,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      peakSampledMb: peakSampled / 2 ** 20,
    }),
  );
} finally {
  await database.close();
}
// Next's cache module (behind the version read) keeps handles open; the figures are printed.
process.exit(0);
