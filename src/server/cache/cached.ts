import "server-only";
import { unstable_cache } from "next/cache";

/**
 * Next's data cache with tags inside the Next server; a plain call elsewhere (scripts, tests),
 * where Next's incremental cache does not exist. Results must be JSON-safe.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  options: { tags: (...args: A) => string[]; revalidate?: number },
): (...args: A) => Promise<R> {
  return (...args: A) => {
    if (process.env.NEXT_RUNTIME !== "nodejs") return fn(...args);
    return unstable_cache(() => fn(...args), [...keyParts, JSON.stringify(args)], {
      tags: options.tags(...args),
      revalidate: options.revalidate ?? 300,
    })();
  };
}
