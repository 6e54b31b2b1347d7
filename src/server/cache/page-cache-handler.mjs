// Next's incremental cache (ISR pages and the data cache) for `next start`, configured in
// next.config.ts. It is Next's own file-system cache handler with two limits that keep an
// anonymous client from growing it (docs/SECURITY.md, issue 9 finding 5):
// - nothing is written to disk (`experimental.isrFlushToDisk: false`): entries live in
//   Next's in-memory LRU, bounded by `cacheMaxMemorySize`;
// - a not-found answer is never stored: `/cars/<anything>` under any host, and any unknown
//   host, is rendered again on each request rather than taking a cache slot (and evicting a
//   real page).
// Plain JavaScript because Next imports this file at run time, outside its bundler.
import nextFileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;

/** True for an answer that must not be cached: a page or route that said "not found". */
export function isNotFoundEntry(data) {
  return Boolean(data && (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status === 404);
}

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (isNotFoundEntry(data)) return;
    return super.set(key, data, ctx);
  }
}
