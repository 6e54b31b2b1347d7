import { AsyncLocalStorage } from "node:async_hooks";

// What one Astro page render read through the data cache (cached.ts): the tags of every read
// and the shortest lifetime among them, so a page kept whole (the Astro page cache,
// src/astro/cache/page-cache-provider.ts) is dropped when any of its data is, as Next's ISR
// pages were through tagNextRender. Outside a render (scripts, Next, tests) nothing is kept.

/** The reads of one render: their tags, and the shortest `revalidate` (seconds) among them. */
export interface RenderReads {
  tags: Set<string>;
  revalidateSeconds: number;
}

const renders = new AsyncLocalStorage<RenderReads>();

/** Runs `render` with its own record of the cached reads made inside it (and in anything it starts). */
export function recordRenderReads<T>(render: () => Promise<T>): { done: Promise<T>; reads: RenderReads } {
  const reads: RenderReads = { tags: new Set(), revalidateSeconds: Number.POSITIVE_INFINITY };
  return { done: renders.run(reads, render), reads };
}

/** A cached read (cached.ts): the render it is part of, if any, depends on `tags`. */
export function tagRender(tags: readonly string[], revalidateSeconds: number): void {
  const reads = renders.getStore();
  if (!reads) return;
  for (const tag of tags) reads.tags.add(tag);
  if (revalidateSeconds < reads.revalidateSeconds) reads.revalidateSeconds = revalidateSeconds;
}
