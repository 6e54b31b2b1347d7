import "server-only";
import { revalidateTag } from "next/cache";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";

// What the data cache still owes Next while Next renders pages (until the last page family has
// moved to Astro, docs/decisions/020-astro-islands.md). Both do something only inside the Next
// server (NEXT_RUNTIME "nodejs"); elsewhere (Astro, scripts, tests) they return at once.

function inNextServer(): boolean {
  return process.env.NEXT_RUNTIME === "nodejs";
}

/**
 * Tags the page being rendered (an ISR page) with a cached read's tags and shortens its
 * revalidate time to the read's, as `unstable_cache` did: revalidating a tag then renders the
 * page again. Mirrors unstable_cache's own bookkeeping, on the same work-unit store (an
 * `.external` module: one instance shared by Next's server and every bundle in the process).
 */
export function tagNextRender(tags: readonly string[], revalidateSeconds: number): void {
  if (!inNextServer()) return;
  const store = workUnitAsyncStorage.getStore();
  if (!store) return;
  switch (store.type) {
    case "cache":
    case "private-cache":
    case "prerender":
    case "prerender-runtime":
    case "prerender-legacy":
      break;
    default:
      return;
  }
  if (!("revalidate" in store)) return;
  if (store.revalidate > revalidateSeconds) store.revalidate = revalidateSeconds;
  if (store.tags === null) store.tags = [...tags];
  else for (const tag of tags) if (!store.tags.includes(tag)) store.tags.push(tag);
}

/**
 * Expires Next's own cache entries (ISR pages) tagged with `tags`, in every web process (the
 * page cache handler shares them through Redis and announces them on
 * `forecourt:revalidated-tags`). Next refuses outside a request (a background job): the
 * pages then wait for their own revalidate time, and that is logged by the caller.
 */
export function expireNextTags(tags: readonly string[]): void {
  if (!inNextServer()) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
