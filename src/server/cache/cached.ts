import "server-only";
import { dataCacheKey } from "@/server/cache/data-cache";
import { tagNextRender } from "@/server/cache/next-render";
import { processDataCache } from "@/server/cache/process-data-cache";
import { tagRender } from "@/server/cache/render-tags";

/** How long a cached read stands when the call names no `revalidate` (seconds). */
const DEFAULT_REVALIDATE_SECONDS = 300;

/**
 * `fn` through the process's data cache (process-data-cache.ts, bentocache): keyed by
 * `keyParts` and the arguments, kept `revalidate` seconds, dropped at once when one of its
 * `tags` is expired (expireTags, in any process). Results must be JSON-safe: a cached one is
 * its JSON copy (a Date comes back as its ISO string), and so is a freshly computed one.
 * The page being rendered is tagged with the same tags: inside the Next server its ISR page,
 * inside an Astro render its record for the page cache (render-tags.ts).
 * Under vitest it is a plain call.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  options: { tags: (...args: A) => string[]; revalidate?: number },
): (...args: A) => Promise<R> {
  const revalidate = options.revalidate ?? DEFAULT_REVALIDATE_SECONDS;
  return (...args: A) => {
    const cache = processDataCache();
    if (!cache) return fn(...args);
    const tags = options.tags(...args);
    tagNextRender(tags, revalidate);
    tagRender(tags, revalidate);
    return cache.getOrCompute(dataCacheKey(keyParts, args), tags, revalidate, () => fn(...args));
  };
}
