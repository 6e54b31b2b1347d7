// The rendered-page caches of this process (the Astro page cache,
// src/astro/cache/page-cache-provider.ts), for expireTags to empty of what a write changed.
// Kept on globalThis: Next's bundles and Astro's build each load their own copy of this module
// into the one web process, and both must reach the same caches.

type ExpirePageTags = (tags: readonly string[]) => Promise<void>;

const REGISTRY = Symbol.for("forecourt.page-caches");

function registry(): Set<ExpirePageTags> {
  const holder = globalThis as { [REGISTRY]?: Set<ExpirePageTags> };
  holder[REGISTRY] ??= new Set();
  return holder[REGISTRY];
}

/** A page cache of this process joins (expirePageCaches reaches it); the answer leaves again. */
export function registerPageCache(expire: ExpirePageTags): () => void {
  registry().add(expire);
  return () => registry().delete(expire);
}

/** Drops every page tagged with any of `tags` from this process's page caches. Never throws. */
export async function expirePageCaches(tags: readonly string[]): Promise<void> {
  await Promise.allSettled([...registry()].map((expire) => expire(tags)));
}
