// One vehicle ad feed produced in a process of its own, so its peak memory is the feed's
// alone (bench/feeds.ts runs it several times). Opens the schema, loads the site, reads the
// feed's version (the cached aggregate behind ETag and Last-Modified), then consumes the
// stream the route answers with, counting bytes and items. Prints one JSON line.
// The peak RSS is the feed's: the kernel's high-water mark is reset where the RSS at the start is
// read (Linux; elsewhere the process's peak). With a warm-up site, that site's version and feed
// are produced first in the same process and both figures are taken after it, so feeds of
// different sizes are compared from the same warmed process, as in a running server.
//
//   tsx --conditions=react-server bench/lib/ad-feed-child.ts <pg url> <schema> <site slug> <google|meta> [warm-up site slug]
import fs from "node:fs";
import { defined } from "../../src/domain/defined";
import { readAdFeedVersion } from "../../src/server/ad-feeds/read-ad-feed-version";
import { streamAdFeed } from "../../src/server/ad-feeds/stream-ad-feed";
import { toAdFeedSite } from "../../src/server/ad-feeds/to-ad-feed-site";
import { openDatabase } from "../../src/server/db/client";
import { setSingleton } from "../../src/server/singleton";
import { loadSite } from "../../src/server/sites/load-site";

const [url, schema, slug, feedArg, warmUpSlug] = process.argv.slice(2);
const feed = feedArg === "meta" ? "meta" : "google";
const database = await openDatabase({
  url: defined(url, "the PostgreSQL URL"),
  pgSchema: schema,
  poolSize: 2,
});
// The process database (getDb, which the cached version read goes through) is this one.
setSingleton("database", Promise.resolve(database));
/** The VmHWM (peak RSS) the kernel keeps for this process, reset to the current RSS: Linux only. */
function resetPeakRss(): boolean {
  try {
    fs.writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

function peakRssMb(reset: boolean): number {
  if (reset) {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync("/proc/self/status", "utf8"));
    if (hwm?.[1]) return Number(hwm[1]) / 1024;
  }
  return process.resourceUsage().maxRSS / 1024;
}

/** The feed's stream read to its end: bytes and items (each batch arrives whole, so items are counted in the bytes). */
async function consume(stream: ReadableStream<Uint8Array>): Promise<{ bytes: number; items: number }> {
  const reader = stream.getReader();
  // A Meta row is one line (the demo descriptions have no line breaks), the header the first.
  const mark = Buffer.from(feed === "google" ? "<item>" : "\n");
  let bytes = 0;
  let items = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    for (let i = chunk.indexOf(mark); i !== -1; i = chunk.indexOf(mark, i + 1)) items += 1;
  }
  return { bytes, items };
}

try {
  const load = async (s: string | undefined) =>
    defined(await loadSite(database.db, { hostname: "", slug: s ?? null }), `site ${s}`);
  const site = await load(slug);
  const now = new Date();
  const feedSite = toAdFeedSite(site, "https://bench.example");
  if (warmUpSlug) {
    const warmUp = await load(warmUpSlug);
    await readAdFeedVersion({ site: warmUp, feed, now });
    await consume(
      streamAdFeed(database.db, {
        site: warmUp,
        feedSite: toAdFeedSite(warmUp, "https://bench.example"),
        feed,
        now,
      }),
    );
  }
  const rssBefore = process.memoryUsage().rss;
  const reset = resetPeakRss();
  let t0 = performance.now();
  await readAdFeedVersion({ site, feed, now });
  const versionMs = performance.now() - t0;
  t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const { bytes, items } = await consume(streamAdFeed(database.db, { site, feedSite, feed, now }));
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
      peakRssMb: peakRssMb(reset),
    }),
  );
} finally {
  await database.close();
}
// Next's cache module (behind the version read) keeps handles open; the figures are printed.
process.exit(0);
